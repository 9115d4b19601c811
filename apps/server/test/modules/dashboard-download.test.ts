/**
 * `GET /api/v1/dashboard/{id_or_slug}/download?format=png|pdf` through app.inject(), with the
 * container's screenshotter replaced by a fake that records what it was asked: the page, the
 * user and the ready selector it is given, the answer's type and file name, format validation,
 * 401/404 before any browser work, and the 503/504 answers of a failed shot.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHROMIUM_MISSING,
  ScreenshotTimeoutError,
  ScreenshotsUnavailableError,
} from '../../src/engine/screenshots/screenshot-errors';
import type {
  ScreenshotRequest,
  Screenshotter,
} from '../../src/engine/screenshots/screenshot-service';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';

class FakeScreenshotter implements Screenshotter {
  readonly calls: ScreenshotRequest[] = [];
  answer: (request: ScreenshotRequest) => Promise<Buffer> = async (request) =>
    Buffer.from(`fake ${request.format} of ${request.url}`);

  screenshotUrl(request: ScreenshotRequest): Promise<Buffer> {
    this.calls.push(request);
    return this.answer(request);
  }

  async close(): Promise<void> {}
}

describe.each(await storeVariants())('dashboard download on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let adminId: number;
  let fake: FakeScreenshotter;

  beforeAll(async () => {
    adminId = (await t.container.securityRepo.findUserByUsername('admin'))!.id;
    fake = new FakeScreenshotter();
    t.container.screenshots = fake;
  });

  const create = async (payload: Record<string, unknown>) => {
    const res = await t.post('/api/v1/dashboard/', admin, payload);
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: number }).id;
  };

  const download = (idOrSlug: string | number, query: string, headers = admin) =>
    t.get(`/api/v1/dashboard/${idOrSlug}/download${query}`, headers);

  it('renders the standalone dashboard as the caller and answers a PNG attachment', async () => {
    const id = await create({ dashboard_title: 'Flight delays' });
    fake.calls.length = 0;
    const res = await download(id, '?format=png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('attachment; filename=Flight_delays.png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(`fake png of /dashboard/${id}/?standalone=3`);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({
      url: `/dashboard/${id}/?standalone=3`,
      user: { id: adminId },
      format: 'png',
      waitForSelector: '[data-dashboard-ready="true"]',
    });
  });

  it('answers a PDF, also when the dashboard is named by its slug', async () => {
    const id = await create({ dashboard_title: 'Weekly report', slug: 'weekly-report' });
    const res = await download('weekly-report', '?format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename=Weekly_report.pdf');
    expect(res.body).toBe(`fake pdf of /dashboard/${id}/?standalone=3`);
  });

  it('makes the file name safe, keeping titles in any script, dated when nothing is left', async () => {
    const messy = await create({ dashboard_title: 'Q3 / Sales "2026" <b>' });
    const named = await download(messy, '?format=png');
    expect(named.headers['content-disposition']).toBe('attachment; filename=Q3_Sales_2026_b.png');
    const cyrillic = await create({ dashboard_title: 'Продажи' });
    const russian = await download(cyrillic, '?format=pdf');
    expect(russian.headers['content-disposition']).toBe(
      `attachment; filename="export.pdf"; filename*=UTF-8''${encodeURIComponent('Продажи.pdf')}`,
    );
    const punctuation = await create({ dashboard_title: '"<>"' });
    const dated = await download(punctuation, '?format=pdf');
    expect(dated.headers['content-disposition']).toMatch(
      /^attachment; filename=dashboard_\d{8}_\d{6}\.pdf$/,
    );
  });

  it('validates the format before doing anything', async () => {
    const id = await create({ dashboard_title: 'Formats' });
    fake.calls.length = 0;
    for (const query of ['?format=gif', '?format=PNG', '']) {
      const res = await download(id, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    expect(fake.calls).toHaveLength(0);
  });

  it('is 404 for missing and hidden dashboards and 401 for anonymous visitors', async () => {
    const id = await create({ dashboard_title: 'Private draft' });
    const gamma = await t.createUser({ username: `gamma-dl-${variant.name}`, roles: ['Gamma'] });
    fake.calls.length = 0;
    expect((await download(999999, '?format=png')).statusCode).toBe(404);
    expect((await download(id, '?format=png', gamma.headers)).statusCode).toBe(404);
    expect((await download(id, '?format=png', {})).statusCode).toBe(401);
    expect(fake.calls).toHaveLength(0);
  });

  it('answers 504 when the page never became ready and 503 without Chromium', async () => {
    const id = await create({ dashboard_title: 'Slow board' });
    fake.answer = () => Promise.reject(new ScreenshotTimeoutError(60_000));
    const slow = await download(id, '?format=png');
    expect(slow.statusCode).toBe(504);
    expect((slow.json() as { message: string }).message).toContain('60 seconds');

    fake.answer = () => Promise.reject(new ScreenshotsUnavailableError());
    const missing = await download(id, '?format=pdf');
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({ message: CHROMIUM_MISSING });
  });
});
