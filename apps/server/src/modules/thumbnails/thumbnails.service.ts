/**
 * Thumbnails of charts and dashboards (Superset's THUMBNAILS feature): small PNGs taken in
 * headless Chromium and kept in the result cache (this process, or Redis with REDIS_URL).
 *
 * - A request finds the image cached or starts rendering it in the background and is told to
 *   come back (202), as Superset does; the same image is never rendered twice at once in this
 *   process, however many cards ask for it.
 * - Images are kept per user, because the page is rendered as the user who asked (row-level
 *   security and data access shape what a chart shows), and per digest, which changes with every
 *   edit, so a cached image is never out of date with the object it shows.
 * - A failed render is remembered for a short while and answered as its error (e.g. 503 without
 *   Chromium, 504 for a chart that never finished drawing), so clients stop asking and show their
 *   fallback instead of waiting on a picture that will not come.
 */
import type { ResultCache } from '../../engine/cache/result-cache';
import { ConcurrencyGate, GateFullError } from '../../engine/concurrency-gate';
import { SCREENSHOTS_BUSY } from '../../engine/screenshots/screenshot-errors';
import type {
  Screenshotter,
  ScreenshotRequest,
  ScreenshotViewport,
} from '../../engine/screenshots/screenshot-service';
import { CHART_READY_SELECTOR, chartScreenshotPath } from '../charts/chart-screenshot-page';
import {
  DASHBOARD_READY_SELECTOR,
  dashboardScreenshotPath,
} from '../dashboards/dashboard-download.routes';
import type { ThumbnailKind } from './thumbnail-digest';

/** The window a thumbnail is laid out in and how far it is shrunk (Superset's sizes). */
export interface ThumbnailGeometry {
  viewport: ScreenshotViewport;
  scale: number;
}

/** Charts: an 800×600 window, kept at 400×300. Dashboards: 1600×1200, kept at 800×600. */
export const THUMBNAIL_GEOMETRY: Record<ThumbnailKind, ThumbnailGeometry> = {
  chart: { viewport: { width: 800, height: 600 }, scale: 0.5 },
  dashboard: { viewport: { width: 1600, height: 1200 }, scale: 0.5 },
};

/** A day, like Superset's default cache timeout: data behind an unchanged chart moves too. */
export const THUMBNAIL_CACHE_SECONDS = 24 * 60 * 60;
/** How long a failed render is answered with its error before it is tried again. */
export const THUMBNAIL_FAILURE_MS = 60_000;
/**
 * Thumbnails render two at a time and wait in their own line (a card page asks for 25 at once),
 * so they never fill the browser's short queue that downloads and reports are refused from.
 */
export const THUMBNAIL_CONCURRENCY = 2;
export const THUMBNAIL_MAX_QUEUED = 500;

export interface ThumbnailTarget {
  kind: ThumbnailKind;
  id: number;
  digest: string;
  /** Whose view is rendered; null for an anonymous (public) visitor. */
  userId: number | null;
}

export interface ThumbnailLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface ThumbnailsDeps {
  cache: ResultCache;
  /** Read at each render, so tests can swap the container's screenshotter. */
  screenshots: () => Screenshotter;
  logger?: ThumbnailLogger;
  now?: () => number;
}

export type ThumbnailLookup =
  { state: 'ready'; png: Buffer } | { state: 'rendering' } | { state: 'failed'; error: unknown };

export function thumbnailCacheKey(target: ThumbnailTarget): string {
  const user = target.userId === null ? 'anonymous' : `u${target.userId}`;
  return `thumbnail:${target.kind}:${target.id}:${target.digest}:${user}`;
}

function screenshotRequest(target: ThumbnailTarget): ScreenshotRequest {
  const geometry = THUMBNAIL_GEOMETRY[target.kind];
  const chart = target.kind === 'chart';
  return {
    url: chart ? chartScreenshotPath(target.id) : dashboardScreenshotPath(target.id),
    user: target.userId === null ? null : { id: target.userId },
    format: 'png',
    waitForSelector: chart ? CHART_READY_SELECTOR : DASHBOARD_READY_SELECTOR,
    viewport: geometry.viewport,
    deviceScaleFactor: geometry.scale,
    fullPage: false,
  };
}

export class ThumbnailsService {
  private readonly rendering = new Map<string, Promise<void>>();
  private readonly failures = new Map<string, { error: unknown; at: number }>();
  private readonly now: () => number;
  private readonly gate = new ConcurrencyGate(THUMBNAIL_CONCURRENCY, THUMBNAIL_MAX_QUEUED);
  private closed = false;

  constructor(private readonly deps: ThumbnailsDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** The cached image, or the render started (or already running, or recently failed). */
  async lookup(
    target: ThumbnailTarget,
    options: { force?: boolean } = {},
  ): Promise<ThumbnailLookup> {
    const key = thumbnailCacheKey(target);
    if (!options.force) {
      const cached = await this.deps.cache.get<string>(key);
      if (typeof cached === 'string') return { state: 'ready', png: Buffer.from(cached, 'base64') };
      const failure = this.recentFailure(key);
      if (failure) return { state: 'failed', error: failure };
    }
    this.failures.delete(key);
    void this.render(key, target);
    return { state: 'rendering' };
  }

  /**
   * Drops the renders still waiting their turn (shutdown). Running ones are not waited for: the
   * browser closes with the container and they end then, so a stop never waits on a slow page.
   */
  close(): void {
    this.closed = true;
  }

  /** Starts rendering `target` unless it already is; never rejects. */
  render(key: string, target: ThumbnailTarget): Promise<void> {
    const running = this.rendering.get(key);
    if (running) return running;
    const work = this.renderNow(key, target).finally(() => this.rendering.delete(key));
    this.rendering.set(key, work);
    return work;
  }

  private async renderNow(key: string, target: ThumbnailTarget): Promise<void> {
    try {
      const png = await this.gate.run(async () =>
        this.closed ? null : this.deps.screenshots().screenshotUrl(screenshotRequest(target)),
      );
      if (png) await this.deps.cache.set(key, png.toString('base64'), THUMBNAIL_CACHE_SECONDS);
    } catch (error) {
      // Too busy is no verdict on this thumbnail: the next request simply starts it again.
      if (isBusy(error)) return;
      this.forgetOldFailures();
      this.failures.set(key, { error, at: this.now() });
      this.deps.logger?.warn(
        { err: error, kind: target.kind, id: target.id },
        'could not render a thumbnail',
      );
    }
  }

  private forgetOldFailures(): void {
    for (const [key, failure] of this.failures)
      if (this.now() - failure.at >= THUMBNAIL_FAILURE_MS) this.failures.delete(key);
  }

  private recentFailure(key: string): unknown {
    const failure = this.failures.get(key);
    if (!failure) return undefined;
    if (this.now() - failure.at < THUMBNAIL_FAILURE_MS) return failure.error;
    this.failures.delete(key);
    return undefined;
  }
}

function isBusy(error: unknown): boolean {
  return error instanceof GateFullError || (error as Error | null)?.message === SCREENSHOTS_BUSY;
}
