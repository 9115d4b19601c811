/**
 * Dashboard constants shared by the API schemas (dashboard.ts) and the browser, which must not
 * download zod just to read them.
 */

/** Bounds from security requirement 13: layout documents stay reasonably small. */
export const MAX_POSITION_JSON_LENGTH = 1_000_000;
export const MAX_JSON_METADATA_LENGTH = 1_000_000;
export const MAX_CSS_LENGTH = 100_000;
export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';
