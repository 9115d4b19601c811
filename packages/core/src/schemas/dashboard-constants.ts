/**
 * Dashboard constants shared by the API schemas (dashboard.ts) and the browser, which must not
 * download zod just to read them.
 */

/** Bounds on layout documents, so a stored dashboard cannot exhaust memory or the stack. */
export const MAX_POSITION_JSON_LENGTH = 1_000_000;
export const MAX_JSON_METADATA_LENGTH = 1_000_000;
export const MAX_CSS_LENGTH = 100_000;
export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';
