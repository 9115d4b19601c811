/**
 * Why a screenshot could not be taken, as the HTTP answers the routes give: Chromium missing or
 * the browser unusable (503), too many screenshots waiting (503), the page not ready in time
 * (504).
 */
import { AppError } from '@panorama/core/errors/app-error';

export const CHROMIUM_MISSING = 'Screenshots need Chromium: apt-get install chromium';
export const SCREENSHOTS_BUSY =
  'Too many screenshots are being taken right now; please try again in a minute.';

export class ScreenshotsUnavailableError extends AppError {
  constructor(message = CHROMIUM_MISSING, options: { cause?: unknown } = {}) {
    super('INTERNAL', 503, message, options);
  }
}

export class ScreenshotTimeoutError extends AppError {
  readonly timeoutMs: number;

  constructor(timeoutMs: number, options: { cause?: unknown } = {}) {
    const seconds = Math.round(timeoutMs / 100) / 10;
    super(
      'INTERNAL',
      504,
      `The page was not ready for a screenshot after ${seconds} seconds (charts still loading?).`,
      options,
    );
    this.timeoutMs = timeoutMs;
  }
}
