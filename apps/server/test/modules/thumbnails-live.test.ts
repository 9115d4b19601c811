/**
 * Thumbnails end to end: the real app listening with THUMBNAILS on and serving the built web
 * app, real headless Chromium rendering the standalone chart and dashboard as the requesting
 * user. A forced request answers 202 and a later one the PNG, at Superset's thumbnail sizes
 * (charts 400×300 from an 800×600 window, dashboards 800×600 from 1600×1200), with pixels that
 * are not all one colour. Needs Chromium and apps/web/dist (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng, type DecodedPng } from '../../src/jobs/reports/png-tiles';
import {
  canScreenshot,
  startListeningServer,
  type ListeningServer,
} from '../support/listening-server';
import { createCarsChart, createDashboard } from '../reports/report-fixtures';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Asks until the thumbnail is no longer being rendered. */
async function untilRendered(url: string, headers: Record<string, string>) {
  for (let round = 0; round < 120; round += 1) {
    const res = await fetch(url, { headers, redirect: 'manual' });
    if (res.status !== 202) return { res };
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} still answers 202 after a minute`);
}

/** How many different colours the image has (a blank page has one or two). */
function colourCount(png: DecodedPng): number {
  const colours = new Set<string>();
  for (let i = 0; i < png.pixels.length; i += png.channels)
    colours.add(png.pixels.subarray(i, i + png.channels).toString('hex'));
  return colours.size;
}

describe.skipIf(!canScreenshot)('thumbnails rendered in Chromium', () => {
  let server: ListeningServer;

  beforeAll(async () => {
    server = await startListeningServer({
      FEATURE_FLAGS: JSON.stringify({ THUMBNAILS: true }),
    });
  }, 120_000);

  afterAll(async () => {
    await server?.dispose();
  });

  const thumbnailUrl = async (kind: 'chart' | 'dashboard', id: number) => {
    const res = await server.get(`/api/v1/${kind}/${id}`, server.headers);
    expect(res.statusCode, res.body).toBe(200);
    const list = await server.get(
      `/api/v1/${kind}/?q=(filters:!((col:id,opr:eq,value:${id})))`,
      server.headers,
    );
    return (list.json() as { result: { thumbnail_url: string }[] }).result[0]!.thumbnail_url;
  };

  it('answers 202, then the chart as a 400×300 PNG', async () => {
    const id = await createCarsChart(server, server.headers);
    const url = `${server.base}${await thumbnailUrl('chart', id)}`;
    // Saving the chart may have started its picture already; `force` asks for one afresh.
    const forced = await fetch(`${url}?q=(force:!t)`, { headers: server.headers });
    expect(forced.status).toBe(202);
    expect(await forced.json()).toEqual({ message: 'OK Async' });
    const { res } = await untilRendered(url, server.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const png = decodePng(bytes)!;
    expect([png.width, png.height]).toEqual([400, 300]);
    expect(colourCount(png)).toBeGreaterThan(20);
  }, 120_000);

  it('answers the dashboard as an 800×600 PNG', async () => {
    const chartId = await createCarsChart(server, server.headers, 'Cars on the board');
    const id = await createDashboard(server, server.headers, 'Thumbnail board', [chartId]);
    const url = `${server.base}${await thumbnailUrl('dashboard', id)}`;
    const { res } = await untilRendered(url, server.headers);
    expect(res.status).toBe(200);
    const png = decodePng(Buffer.from(await res.arrayBuffer()))!;
    expect([png.width, png.height]).toEqual([800, 600]);
    expect(colourCount(png)).toBeGreaterThan(20);
  }, 120_000);
});
