/**
 * ScreenshotService in real headless Chromium against a tiny site served by the test: a PNG of
 * the whole page at the viewport's width, a landscape A4 PDF, the user's session cookie on our
 * origin only, no request to any other origin, at most two pages at once, 504 when the page is
 * never ready, 503 without Chromium, and cancellation.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_MISSING } from '../../src/engine/screenshots/screenshot-errors';
import { ScreenshotService } from '../../src/engine/screenshots/screenshot-service';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const READY = '[data-dashboard-ready="true"]';
const BOARD = { width: 800, height: 1500 };
/** Chromium is slow on a busy machine: generous per-test time. */
const SLOW = 90_000;

async function until(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Seen {
  path: string;
  cookie: string | undefined;
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function boardPage(elsewhere: string): string {
  return `<!doctype html>
<html><head><style>
  html, body { margin: 0; }
  #board { width: ${BOARD.width}px; height: ${BOARD.height}px; background: #1f77b4; }
  .probe { position: absolute; top: 0; left: 0; width: 1px; height: 1px; }
</style></head>
<body>
  <div id="board"></div>
  <img class="probe" src="${elsewhere}/leak.png" alt="">
  <script>
    fetch('${elsewhere}/leak.json').catch(() => null);
    fetch('/hold').then(() => {
      document.getElementById('board').setAttribute('data-dashboard-ready', 'true');
    });
  </script>
</body></html>`;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.skipIf(!fs.existsSync(CHROMIUM))('ScreenshotService in headless Chromium', () => {
  const seen: Seen[] = [];
  const elsewhereSeen: string[] = [];
  // Pages are ready once their `/hold` request is answered; the test can hold them open.
  let holding = 0;
  let maxHolding = 0;
  let held: Promise<void> = Promise.resolve();
  let site: http.Server;
  let elsewhere: http.Server;
  let base: string;
  let service: ScreenshotService;

  beforeAll(async () => {
    elsewhere = http.createServer((req, res) => {
      elsewhereSeen.push(req.url ?? '');
      res.end('nothing');
    });
    const elsewhereUrl = await listen(elsewhere);
    site = http.createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://site').pathname;
      seen.push({ path, cookie: req.headers.cookie });
      if (path === '/hold') {
        holding += 1;
        maxHolding = Math.max(maxHolding, holding);
        void held.then(() => {
          holding -= 1;
          res.end('{}');
        });
        return;
      }
      res.setHeader('content-type', 'text/html');
      if (path === '/board.html') res.end(boardPage(elsewhereUrl));
      else if (path === '/never.html') res.end('<!doctype html><p>Still loading…</p>');
      else res.writeHead(404).end();
    });
    base = await listen(site);
    service = new ScreenshotService({
      baseUrl: base,
      executablePath: CHROMIUM,
      timeoutMs: 20_000,
      mintSession: async (userId) => `minted-for-${userId}`,
      sessionCookieName: 'session',
    });
  });

  afterAll(async () => {
    await service?.close();
    site?.close();
    elsewhere?.close();
  });

  it(
    'takes a full-page PNG at the viewport width once the page is ready, as the user',
    async () => {
      seen.length = 0;
      const png = await service.screenshotUrl({
        url: '/board.html',
        user: { id: 42 },
        format: 'png',
        waitForSelector: READY,
        viewport: { width: BOARD.width, height: 600 },
      });
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(pngSize(png)).toEqual(BOARD);
      const page = seen.find((s) => s.path === '/board.html');
      expect(page?.cookie).toBe('session=minted-for-42');
      expect(seen.some((s) => s.path === '/hold')).toBe(true);
      expect(elsewhereSeen).toEqual([]);
    },
    SLOW,
  );

  it(
    'renders a landscape A4 PDF',
    async () => {
      const pdf = await service.screenshotUrl({
        url: `${base}/board.html`,
        user: { id: 42 },
        format: 'pdf',
        waitForSelector: READY,
      });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
      expect(box).not.toBeNull();
      // A4 is 297 x 210 mm; PDF points are 1/72 inch (Chromium rounds to its pixel grid).
      const [width, height] = [Number(box![1]), Number(box![2])];
      expect(Math.abs(width - (297 / 25.4) * 72)).toBeLessThan(2);
      expect(Math.abs(height - (210 / 25.4) * 72)).toBeLessThan(2);
      expect(elsewhereSeen).toEqual([]);
    },
    SLOW,
  );

  it(
    'sends no session for an anonymous shot',
    async () => {
      seen.length = 0;
      await service.screenshotUrl({
        url: '/board.html',
        user: null,
        format: 'png',
        waitForSelector: READY,
      });
      expect(seen.find((s) => s.path === '/board.html')?.cookie).toBeUndefined();
    },
    SLOW,
  );

  it(
    'renders at most two pages at once',
    async () => {
      maxHolding = 0;
      let release: () => void = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      const pending = Promise.all(
        Array.from({ length: 4 }, () =>
          service.screenshotUrl({
            url: '/board.html',
            user: { id: 7 },
            format: 'png',
            waitForSelector: READY,
            viewport: { width: BOARD.width, height: 600 },
          }),
        ),
      );
      // Two pages are open and waiting; the other two shots must wait for a free page.
      await until(() => holding === 2);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(holding).toBe(2);
      release();
      held = Promise.resolve();
      const shots = await pending;
      expect(shots.map(pngSize)).toEqual(Array.from({ length: 4 }, () => BOARD));
      expect(maxHolding).toBe(2);
    },
    SLOW,
  );

  it(
    'answers 504 when the page is never ready within the timeout',
    async () => {
      const impatient = new ScreenshotService({
        baseUrl: base,
        executablePath: CHROMIUM,
        timeoutMs: 1500,
        mintSession: async () => 'x',
        sessionCookieName: 'session',
      });
      try {
        const started = Date.now();
        await expect(
          impatient.screenshotUrl({
            url: '/never.html',
            user: null,
            format: 'png',
            waitForSelector: READY,
          }),
        ).rejects.toMatchObject({ status: 504, message: expect.stringContaining('1.5 seconds') });
        expect(Date.now() - started).toBeLessThan(15_000);
      } finally {
        await impatient.close();
      }
    },
    SLOW,
  );

  it(
    'stops a shot whose caller went away',
    async () => {
      const controller = new AbortController();
      const shot = service.screenshotUrl({
        url: '/never.html',
        user: null,
        format: 'png',
        waitForSelector: READY,
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(), 300);
      await expect(shot).rejects.toMatchObject({ name: 'AbortError' });
    },
    SLOW,
  );

  it('only photographs pages of its own origin', async () => {
    await expect(
      service.screenshotUrl({
        url: 'http://169.254.169.254/latest/meta-data/',
        user: null,
        format: 'png',
        waitForSelector: 'body',
      }),
    ).rejects.toThrow(/only taken of this server's pages/);
  });

  it('answers 503 naming the package when Chromium is missing, and after close', async () => {
    const missing = new ScreenshotService({
      baseUrl: base,
      executablePath: '/nonexistent/chromium',
      timeoutMs: 1000,
      mintSession: async () => 'x',
      sessionCookieName: 'session',
    });
    const request = {
      url: '/board.html',
      user: null,
      format: 'png' as const,
      waitForSelector: READY,
    };
    await expect(missing.screenshotUrl(request)).rejects.toMatchObject({
      status: 503,
      message: CHROMIUM_MISSING,
    });
    await missing.close();
    await expect(missing.screenshotUrl(request)).rejects.toMatchObject({ status: 503 });
  });
});
