/**
 * The ScreenshotService the container holds, from the configuration: Chromium at CHROMIUM_PATH,
 * SCREENSHOT_TIMEOUT_SECONDS per shot, this server's own address (BASE_URL, or loopback on PORT)
 * for the browser to load pages from, and the session store its browser logs in through.
 */
import type { AppConfig } from '../../config';
import { SESSION_COOKIE } from '../../http/request-auth';
import { ScreenshotService } from './screenshot-service';
import { screenshotSessionMinter, type BrowserSessionStarter } from './screenshot-session';

export function screenshotBaseUrl(config: Pick<AppConfig, 'baseUrl' | 'port'>): string {
  return config.baseUrl ?? `http://127.0.0.1:${config.port}`;
}

export function createScreenshotService(
  config: Pick<AppConfig, 'baseUrl' | 'port' | 'chromiumPath' | 'screenshotTimeoutSeconds'>,
  sessions: BrowserSessionStarter,
): ScreenshotService {
  const timeoutMs = config.screenshotTimeoutSeconds * 1000;
  return new ScreenshotService({
    baseUrl: screenshotBaseUrl(config),
    executablePath: config.chromiumPath,
    timeoutMs,
    mintSession: screenshotSessionMinter(sessions, timeoutMs),
    sessionCookieName: SESSION_COOKIE,
  });
}
