/**
 * Chart and dashboard thumbnails through app.inject(), with the container's screenshotter
 * replaced by a fake that records what it was asked and answers when the test lets it: 202
 * while rendering and then the cached PNG, one render however many requests arrive at once and
 * two renders at a time, a redirect from an out-of-date digest, digests that change with every
 * edit, the same 404s as reading the object, a failed render answered as its error, and no
 * routes without THUMBNAILS.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHROMIUM_MISSING,
  ScreenshotsUnavailableError,
} from '../../src/engine/screenshots/screenshot-errors';
import type {
  ScreenshotRequest,
  Screenshotter,
} from '../../src/engine/screenshots/screenshot-service';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import type { TestApp } from '../support/test-app';
import { createSalesDatabase } from './datasets-fixtures';

const FLAGS_ON = { FEATURE_FLAGS: JSON.stringify({ THUMBNAILS: true }) };

class FakeScreenshotter implements Screenshotter {
  readonly calls: ScreenshotRequest[] = [];
  private releases: (() => void)[] = [];
  answer: (request: ScreenshotRequest) => Promise<Buffer> = async (request) =>
    Buffer.from(`png of ${request.url}`);
  /** While true, shots wait for `release()`. */
  held = false;

  async screenshotUrl(request: ScreenshotRequest): Promise<Buffer> {
    this.calls.push(request);
    if (this.held) await new Promise<void>((resolve) => this.releases.push(resolve));
    return this.answer(request);
  }

  release(): void {
    this.held = false;
    for (const resolve of this.releases.splice(0)) resolve();
  }

  async close(): Promise<void> {}
}

/** Asks until the answer is no longer 202 (the fake renders at once, so a few rounds suffice). */
async function settled(t: TestApp, url: string, headers: Record<string, string>) {
  for (let round = 0; round < 50; round += 1) {
    const res = await t.get(url, headers);
    if (res.statusCode !== 202) return res;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`${url} still answers 202`);
}

async function thumbnailUrlOf(
  t: TestApp,
  kind: 'chart' | 'dashboard',
  id: number,
  headers: Record<string, string>,
): Promise<string> {
  const res = await t.get(`/api/v1/${kind}/?q=(filters:!((col:id,opr:eq,value:${id})))`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { thumbnail_url: string }[] }).result[0]!.thumbnail_url;
}

describe.each(await storeVariants())('thumbnails on $name', (variant) => {
  const { t, admin } = useTestApp(variant, FLAGS_ON);
  let adminId: number;
  let fake: FakeScreenshotter;
  let salesId: number;

  beforeAll(async () => {
    adminId = (await t.container.securityRepo.findUserByUsername('admin'))!.id;
    fake = new FakeScreenshotter();
    t.container.screenshots = fake;
    ({ salesId } = await createSalesDatabase(t, `thumbs_${variant.name}`));
  });

  const createChart = async (name: string) => {
    const res = await t.post('/api/v1/chart/', admin, {
      slice_name: name,
      viz_type: 'table',
      datasource_id: salesId,
      datasource_type: 'table',
      params: JSON.stringify({ viz_type: 'table', metrics: ['count'] }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };

  it('answers 202 while rendering, then the PNG of the standalone chart as the caller', async () => {
    const id = await createChart('Revenue by region');
    const url = await thumbnailUrlOf(t, 'chart', id, admin);
    expect(url).toMatch(new RegExp(`^/api/v1/chart/${id}/thumbnail/[0-9a-f]{32}/$`));
    fake.calls.length = 0;
    fake.held = true;
    const first = await t.get(url, admin);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: 'OK Async' });
    fake.release();
    const ready = await settled(t, url, admin);
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['content-type']).toBe('image/png');
    expect(ready.body).toBe(`png of /explore/?slice_id=${id}&standalone=true`);
    expect(fake.calls).toEqual([
      {
        url: `/explore/?slice_id=${id}&standalone=true`,
        user: { id: adminId },
        format: 'png',
        waitForSelector: '[data-chart-status="rendered"], [data-chart-status="failed"]',
        viewport: { width: 800, height: 600 },
        deviceScaleFactor: 0.5,
        fullPage: false,
      },
    ]);
    // Cached now: asking again renders nothing.
    expect((await t.get(url, admin)).statusCode).toBe(200);
    expect(fake.calls).toHaveLength(1);
  });

  it('renders once however many requests arrive while it renders', async () => {
    const id = await createChart('Busy chart');
    const url = await thumbnailUrlOf(t, 'chart', id, admin);
    fake.calls.length = 0;
    fake.held = true;
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.get(url, admin)));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202, 202]);
    fake.release();
    expect((await settled(t, url, admin)).statusCode).toBe(200);
    expect(fake.calls).toHaveLength(1);
  });

  it('renders two thumbnails at a time, the others waiting their turn', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => createChart(`Queued chart ${n}`)));
    const urls = await Promise.all(ids.map((id) => thumbnailUrlOf(t, 'chart', id, admin)));
    fake.calls.length = 0;
    fake.held = true;
    for (const url of urls) expect((await t.get(url, admin)).statusCode).toBe(202);
    expect(fake.calls).toHaveLength(2);
    // Each release lets the next ones in; all five end cached.
    for (let round = 0; round < 10 && fake.calls.length < 5; round += 1) {
      fake.held = true;
      fake.release();
      await new Promise((resolve) => setImmediate(resolve));
    }
    fake.release();
    for (const url of urls) expect((await settled(t, url, admin)).statusCode).toBe(200);
    expect(fake.calls).toHaveLength(5);
  });

  it('gives an edited chart a new digest and redirects from the old one', async () => {
    const id = await createChart('Edited chart');
    const before = await thumbnailUrlOf(t, 'chart', id, admin);
    expect((await settled(t, before, admin)).statusCode).toBe(200);
    const edit = await t.put(`/api/v1/chart/${id}`, admin, {
      params: JSON.stringify({ viz_type: 'table', metrics: ['count'], row_limit: 10 }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await thumbnailUrlOf(t, 'chart', id, admin);
    expect(after).not.toBe(before);
    // The save itself started the new picture; once it is there the old URL redirects.
    expect((await settled(t, before, admin)).statusCode).toBe(302);
    const moved = await t.get(before, admin);
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe(after);
    expect((await t.get(after, admin)).statusCode).toBe(200);
  });

  it('renders the new picture when a chart or dashboard is saved', async () => {
    const id = await createChart('Saved chart');
    const created = await t.post('/api/v1/dashboard/', admin, { dashboard_title: 'Saved board' });
    const boardId = (created.json() as { id: number }).id;
    fake.calls.length = 0;
    expect(
      (await t.put(`/api/v1/chart/${id}`, admin, { slice_name: 'Saved again' })).statusCode,
    ).toBe(200);
    const board = await t.put(`/api/v1/dashboard/${boardId}`, admin, { css: '.x { color: red }' });
    expect(board.statusCode).toBe(200);
    const chartUrl = await thumbnailUrlOf(t, 'chart', id, admin);
    const boardUrl = await thumbnailUrlOf(t, 'dashboard', boardId, admin);
    // The first request after the saves finds the pictures (or their renders) already under way.
    await expect
      .poll(() => fake.calls.map((c) => c.url).sort())
      .toEqual([`/dashboard/${boardId}/?standalone=3`, `/explore/?slice_id=${id}&standalone=true`]);
    expect((await settled(t, chartUrl, admin)).statusCode).toBe(200);
    expect((await settled(t, boardUrl, admin)).statusCode).toBe(200);
    expect(fake.calls).toHaveLength(2);
  });

  it('renders dashboards standalone at 1600×1200 and renews their digest when a chart changes', async () => {
    const chartId = await createChart('Chart on a board');
    const created = await t.post('/api/v1/dashboard/', admin, { dashboard_title: 'Thumb board' });
    const id = (created.json() as { id: number }).id;
    const put = await t.put(`/api/v1/chart/${chartId}`, admin, { dashboards: [id] });
    expect(put.statusCode, put.body).toBe(200);
    const url = await thumbnailUrlOf(t, 'dashboard', id, admin);
    const ready = await settled(t, url, admin);
    expect(ready.statusCode).toBe(200);
    expect(ready.body).toBe(`png of /dashboard/${id}/?standalone=3`);
    expect(fake.calls.find((c) => c.url === `/dashboard/${id}/?standalone=3`)).toMatchObject({
      viewport: { width: 1600, height: 1200 },
      deviceScaleFactor: 0.5,
      waitForSelector: '[data-dashboard-ready="true"]',
    });
    await t.put(`/api/v1/chart/${chartId}`, admin, { slice_name: 'Renamed chart on a board' });
    expect(await thumbnailUrlOf(t, 'dashboard', id, admin)).not.toBe(url);
  });

  it('is 404 for missing, malformed and hidden objects, 401 for anonymous visitors', async () => {
    const chartId = await createChart('Admin only chart');
    const chartUrl = await thumbnailUrlOf(t, 'chart', chartId, admin);
    const created = await t.post('/api/v1/dashboard/', admin, { dashboard_title: 'Draft board' });
    const boardId = (created.json() as { id: number }).id;
    const boardUrl = await thumbnailUrlOf(t, 'dashboard', boardId, admin);
    const gamma = await t.createUser({ username: `gamma-thumb-${variant.name}`, roles: ['Gamma'] });
    fake.calls.length = 0;
    for (const url of [
      '/api/v1/chart/999999/thumbnail/abc/',
      '/api/v1/chart/abc/thumbnail/abc/',
      '/api/v1/chart/123456789012345678901234567890/thumbnail/abc/',
      '/api/v1/dashboard/999999/thumbnail/abc/',
      '/api/v1/dashboard/0/thumbnail/abc/',
    ]) {
      const res = await t.get(url, admin);
      expect(res.statusCode, url).toBe(404);
      expect((res.json() as { message: string }).message).toBeTypeOf('string');
    }
    expect((await t.get(chartUrl, gamma.headers)).statusCode).toBe(404);
    expect((await t.get(boardUrl, gamma.headers)).statusCode).toBe(404);
    expect((await t.get(chartUrl, {})).statusCode).toBe(401);
    expect(fake.calls).toHaveLength(0);
  });

  it('answers a failed render with its error for a while instead of rendering again', async () => {
    const id = await createChart('Chart without Chromium');
    const url = await thumbnailUrlOf(t, 'chart', id, admin);
    fake.answer = () => Promise.reject(new ScreenshotsUnavailableError());
    fake.calls.length = 0;
    const failed = await settled(t, url, admin);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ message: CHROMIUM_MISSING });
    expect((await t.get(url, admin)).statusCode).toBe(503);
    expect(fake.calls).toHaveLength(1);
    fake.answer = async (request) => Buffer.from(`png of ${request.url}`);
    // `force` renders afresh at once.
    expect((await t.get(`${url}?q=(force:!t)`, admin)).statusCode).toBe(202);
    expect((await settled(t, url, admin)).statusCode).toBe(200);
  });
});

describe('thumbnails without the THUMBNAILS flag', async () => {
  const [sqlite] = await storeVariants();
  const { t, admin } = useTestApp(sqlite!);

  it('has no thumbnail routes (404), like Superset with the feature off', async () => {
    const created = await t.post('/api/v1/dashboard/', admin, { dashboard_title: 'Flagless' });
    const id = (created.json() as { id: number }).id;
    const url = await thumbnailUrlOf(t, 'dashboard', id, admin);
    const res = await t.get(url, admin);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
