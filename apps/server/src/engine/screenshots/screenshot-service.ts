/**
 * Screenshots of this server's own pages (dashboards, charts) as PNG or PDF, taken in headless
 * Chromium through playwright-core, for downloads and scheduled reports.
 *
 * - One browser per process, launched on first use (and again if it dies); a fresh browser
 *   context per screenshot, so no cookie, storage or cache leaks from one user's shot to the next.
 * - At most two pages render at once; more wait in line, and a long line is refused (503).
 * - The page runs as the requesting user with a short-lived session minted for the shot.
 * - The browser only ever talks to our own base URL: navigation elsewhere and requests to any
 *   other origin are refused, so a dashboard cannot make the server fetch internal addresses.
 * - The shot is taken when `waitForSelector` is in the page, or fails with 504 after the timeout.
 */
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AbortError, isAbortError } from '../connectors/query-errors';
import { ConcurrencyGate, GateFullError } from '../concurrency-gate';
import {
  SCREENSHOTS_BUSY,
  ScreenshotTimeoutError,
  ScreenshotsUnavailableError,
} from './screenshot-errors';
import type { SessionMinter } from './screenshot-session';

export type ScreenshotFormat = 'png' | 'pdf';

export interface ScreenshotViewport {
  width: number;
  height: number;
}

export interface ScreenshotRequest {
  /** A path on this server (`/dashboard/1/?standalone=3`) or an absolute URL on its origin. */
  url: string;
  /** Whose session the page runs in; null renders it as an anonymous visitor. */
  user: { id: number } | null;
  format: ScreenshotFormat;
  /** A CSS selector that is in the page once it is ready to be captured. */
  waitForSelector: string;
  viewport?: ScreenshotViewport;
  /**
   * Image pixels per CSS pixel (default 1): below 1 the page is laid out at `viewport` and the
   * image comes out smaller, which is how thumbnails shrink without an image library.
   */
  deviceScaleFactor?: number;
  /** A PNG of the whole page (default) or of the viewport only (a fixed-size thumbnail). */
  fullPage?: boolean;
  /** Aborts a queued or running shot (the HTTP client left). */
  signal?: AbortSignal;
}

/** What routes and report jobs depend on, so tests can put a fake in the container. */
export interface Screenshotter {
  screenshotUrl(request: ScreenshotRequest): Promise<Buffer>;
  close(): Promise<void>;
}

export interface ScreenshotServiceOptions {
  /** Where this server answers, as the browser reaches it (`http://127.0.0.1:8088`). */
  baseUrl: string;
  executablePath: string;
  /** Budget from opening the page to the ready selector, per shot. */
  timeoutMs: number;
  mintSession: SessionMinter;
  sessionCookieName: string;
  /** Pages rendered at once (default 2). */
  concurrency?: number;
  /** Shots allowed to wait for a free page before new ones are refused (default 16). */
  maxQueued?: number;
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
export const DEFAULT_VIEWPORT: ScreenshotViewport = { width: 1600, height: 1200 };

/** A4 landscape is 297 mm wide; with 8 mm margins 281 mm of it is printable, in CSS pixels. */
const PDF_MARGIN_MM = 8;
const PDF_PRINTABLE_WIDTH_PX = ((297 - 2 * PDF_MARGIN_MM) / 25.4) * 96;

/** The PDF scale that fits content `contentWidth` CSS pixels wide across the page, never enlarged. */
export function pdfScaleForWidth(contentWidth: number): number {
  if (!(contentWidth > 0)) return 1;
  // Chromium accepts scales from 0.1 to 2.
  return Math.max(0.1, Math.min(1, PDF_PRINTABLE_WIDTH_PX / contentWidth));
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await fs.access(file, fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export class ScreenshotService implements Screenshotter {
  private browser: Promise<Browser> | null = null;
  private readonly gate: ConcurrencyGate;
  private readonly origin: string;
  private closed = false;

  constructor(private readonly options: ScreenshotServiceOptions) {
    this.origin = new URL(options.baseUrl).origin;
    this.gate = new ConcurrencyGate(options.concurrency ?? 2, options.maxQueued ?? 16);
  }

  async screenshotUrl(request: ScreenshotRequest): Promise<Buffer> {
    if (this.closed) throw new ScreenshotsUnavailableError('The server is shutting down.');
    const target = this.resolveTarget(request.url);
    try {
      return await this.gate.run(() => this.shoot(target, request), request.signal);
    } catch (err) {
      if (err instanceof GateFullError) throw new ScreenshotsUnavailableError(SCREENSHOTS_BUSY);
      throw err;
    }
  }

  /** Closes the browser; shots still running fail, later ones are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const launching = this.browser;
    this.browser = null;
    const browser = await launching?.catch(() => null);
    await browser?.close().catch(() => undefined);
  }

  /** The absolute URL of the page, which must be on our own origin. */
  private resolveTarget(url: string): string {
    const target = new URL(url, this.options.baseUrl);
    if (target.origin !== this.origin)
      throw new Error(`Screenshots are only taken of this server's pages, not ${target.origin}`);
    return target.href;
  }

  private launchBrowser(): Promise<Browser> {
    if (this.browser) return this.browser;
    const launching = (async () => {
      if (!(await isExecutable(this.options.executablePath)))
        throw new ScreenshotsUnavailableError();
      let browser: Browser;
      try {
        const { chromium } = await import('playwright-core');
        browser = await chromium.launch({
          executablePath: this.options.executablePath,
          args: CHROMIUM_ARGS,
        });
      } catch (err) {
        throw new ScreenshotsUnavailableError(undefined, { cause: err });
      }
      browser.on('disconnected', () => {
        if (this.browser === launching) this.browser = null;
      });
      if (this.closed) {
        await browser.close();
        throw new ScreenshotsUnavailableError('The server is shutting down.');
      }
      return browser;
    })();
    this.browser = launching;
    // A failed launch is not remembered: the next shot tries again (Chromium may be installed).
    launching.catch(() => {
      if (this.browser === launching) this.browser = null;
    });
    return launching;
  }

  private async shoot(target: string, request: ScreenshotRequest): Promise<Buffer> {
    request.signal?.throwIfAborted();
    const browser = await this.launchBrowser();
    const context = await browser.newContext({
      viewport: request.viewport ?? DEFAULT_VIEWPORT,
      deviceScaleFactor: request.deviceScaleFactor ?? 1,
      acceptDownloads: false,
      serviceWorkers: 'block',
    });
    const work = this.photograph(context, target, request);
    // Settled either way, so an abandoned shot never reports an unhandled rejection.
    work.catch(() => undefined);
    try {
      // A caller who goes away gets their answer at once: Chromium can leave a pending call
      // (e.g. opening the page) hanging when its context closes, so the shot is not awaited.
      return await (request.signal ? Promise.race([work, rejectOnAbort(request.signal)]) : work);
    } catch (err) {
      if (request.signal?.aborted) throw new AbortError('The screenshot was cancelled');
      if (isAbortError(err)) throw err;
      if (err instanceof Error && err.name === 'TimeoutError')
        throw new ScreenshotTimeoutError(this.options.timeoutMs, { cause: err });
      throw err;
    } finally {
      const closing = context.close().catch(() => undefined);
      if (!request.signal?.aborted) await closing;
    }
  }

  /** Opens the page as the user, waits until it is ready, and captures it. */
  private async photograph(
    context: BrowserContext,
    target: string,
    request: ScreenshotRequest,
  ): Promise<Buffer> {
    await this.prepareContext(context, request.user);
    const page = await context.newPage();
    const deadline = Date.now() + this.options.timeoutMs;
    const remaining = () => Math.max(1, deadline - Date.now());
    await page.goto(target, { waitUntil: 'domcontentloaded', timeout: remaining() });
    await page.waitForSelector(request.waitForSelector, {
      state: 'attached',
      timeout: remaining(),
    });
    // Text measured before web fonts arrive would be captured in the fallback font.
    await page.evaluate('document.fonts.ready.then(() => true)');
    return capture(page, request.format, request.fullPage ?? true);
  }

  /** The user's session cookie, and a block on every request that leaves our origin. */
  private async prepareContext(
    context: BrowserContext,
    user: ScreenshotRequest['user'],
  ): Promise<void> {
    if (user) {
      await context.addCookies([
        {
          name: this.options.sessionCookieName,
          value: await this.options.mintSession(user.id),
          url: this.origin,
          httpOnly: true,
          sameSite: 'Lax',
          secure: this.origin.startsWith('https:'),
        },
      ]);
    }
    await context.route('**/*', (route) => {
      const url = route.request().url();
      const ours =
        url.startsWith('data:') || url.startsWith('blob:') || sameOrigin(url, this.origin);
      return ours ? route.continue() : route.abort('blockedbyclient');
    });
  }
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

async function capture(page: Page, format: ScreenshotFormat, fullPage: boolean): Promise<Buffer> {
  if (format === 'png') return page.screenshot({ type: 'png', fullPage });
  await page.emulateMedia({ media: 'screen' });
  const contentWidth = Number(await page.evaluate('document.documentElement.scrollWidth'));
  return page.pdf({
    format: 'A4',
    landscape: true,
    printBackground: true,
    scale: pdfScaleForWidth(contentWidth),
    margin: {
      top: `${PDF_MARGIN_MM}mm`,
      right: `${PDF_MARGIN_MM}mm`,
      bottom: `${PDF_MARGIN_MM}mm`,
      left: `${PDF_MARGIN_MM}mm`,
    },
  });
}

/** A promise that rejects with an AbortError when `signal` fires (at once if it already has). */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(new AbortError('The screenshot was cancelled'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}
