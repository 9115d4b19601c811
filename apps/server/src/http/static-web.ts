/**
 * Serves the built web app from apps/web/dist: hashed assets with long caching, and index.html
 * for every other GET that is not an API path, so client-side routes survive a reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerSupersetPageRedirects } from './superset-page-urls';
import { tileOrigins } from './tile-origins';

/**
 * A strict Content-Security-Policy for the app's pages, a second layer behind escaping and
 * sanitising: no inline or foreign scripts, no plugins, no framing by other sites, frames of this
 * site only. Styles may be inline because the component library injects them at run time.
 */
export const APP_CSP = appCsp();

export interface CspOrigins {
  /**
   * The origins of the tile servers the administrator configured for deck.gl charts
   * (DECKGL_BASE_MAP): deck.gl loads tiles with fetch and draws them as images.
   */
  tileOrigins?: readonly string[];
  /** The origins frames in dashboard markdown may load (HTML_SANITIZATION_IFRAME_ORIGINS). */
  frameOrigins?: readonly string[];
  /** Who may frame the page: this site only unless given (embedded dashboards name theirs). */
  frameAncestors?: readonly string[];
}

/** The policy, letting the pages reach the configured tile servers and frame origins. */
export function appCsp({
  tileOrigins = [],
  frameOrigins = [],
  frameAncestors = ["'self'"],
}: CspOrigins = {}): string {
  const tiles = tileOrigins.map((origin) => ` ${origin}`).join('');
  const frames = frameOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles}`,
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${tiles}`,
    "worker-src 'self' blob:",
    `frame-src 'self'${frames}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

const API_PREFIXES = [
  '/api/',
  '/swagger',
  '/health',
  '/datasource/',
  '/superset/',
  '/dynamic-plugins/',
];

export interface StaticWebOptions {
  /** deck.gl tile URL templates (DECKGL_BASE_MAP), whose origins the pages may fetch. */
  tileTemplates?: readonly string[];
  /** Origins frames in dashboard markdown may load. */
  frameOrigins?: readonly string[];
}

/** The CSP origins of the app's pages from the server's settings. */
export function pageCspOrigins({
  tileTemplates = [],
  frameOrigins = [],
}: StaticWebOptions): CspOrigins {
  return {
    tileOrigins: [...new Set(tileTemplates.flatMap((template) => tileOrigins(template) ?? []))],
    frameOrigins,
  };
}

/** Returns false (serving nothing) when the web app has not been built. */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  { tileTemplates = [], frameOrigins = [] }: StaticWebOptions = {},
): Promise<boolean> {
  const csp = appCsp(pageCspOrigins({ tileTemplates, frameOrigins }));
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
