/**
 * Serves the built web app from apps/web/dist: hashed assets with long caching, and index.html
 * for every other GET that is not an API path, so client-side routes survive a reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerSupersetPageRedirects } from './superset-page-urls';

/**
 * A strict Content-Security-Policy for the app's pages, a second layer behind escaping and
 * sanitising: no inline or foreign scripts, no plugins, no framing by other sites. Styles may be
 * inline because the component library injects them at run time.
 */
export const APP_CSP = appCsp([]);

/**
 * The policy, letting the pages fetch map tiles from `tileOrigins` (the origins of the tile servers
 * the administrator configured for deck.gl charts, DECKGL_BASE_MAP): deck.gl loads tiles with
 * fetch and draws them as images.
 */
export function appCsp(tileOrigins: readonly string[]): string {
  const tiles = tileOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles}`,
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${tiles}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The origin of a tile URL template ("https://tiles.example.com/{z}/{x}/{y}.png"). */
export function tileOrigin(template: string): string | null {
  try {
    return new URL(template.replace(/\{[xyz]\}/g, '0')).origin;
  } catch {
    return null;
  }
}

const API_PREFIXES = [
  '/api/',
  '/swagger',
  '/health',
  '/datasource/',
  '/superset/',
  '/dynamic-plugins/',
];

/** Returns false (serving nothing) when the web app has not been built. */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  tileTemplates: readonly string[] = [],
): Promise<boolean> {
  const csp = appCsp([...new Set(tileTemplates.flatMap((template) => tileOrigin(template) ?? []))]);
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'Web app is not built; serving the API only (run npm run build)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  registerSupersetPageRedirects(app);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && !API_PREFIXES.some((p) => url.startsWith(p))) {
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', csp)
        .type('text/html')
        .sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found' });
  });
  return true;
}
