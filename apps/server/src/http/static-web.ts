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
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const API_PREFIXES = [
  '/api/',
  '/swagger',
  '/health',
  '/datasource/',
  '/superset/',
  '/dynamic-plugins/',
];

/** Returns false (serving nothing) when the web app has not been built. */
export async function registerStaticWeb(app: FastifyInstance, distDir: string): Promise<boolean> {
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
        .header('content-security-policy', APP_CSP)
        .type('text/html')
        .sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found' });
  });
  return true;
}
