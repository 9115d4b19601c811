/** Where the list page tests put their screenshots, for people to look at. */
import path from 'node:path';
import { SCREENSHOT_DIR } from './paths';

export const LIST_SHOTS_DIR = path.join(SCREENSHOT_DIR, 'lists');
