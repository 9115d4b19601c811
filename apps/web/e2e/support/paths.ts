/** Locations the browser-test harness needs. */
import path from 'node:path';

/** The monorepo root (this file is apps/web/e2e/support/paths.ts). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export const WEB_DIST_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');

export const SERVER_MAIN = 'apps/server/src/main.ts';

/** Screenshots taken during browser tests, for human review. */
export const SCREENSHOT_DIR = '/tmp/panorama-shots';
