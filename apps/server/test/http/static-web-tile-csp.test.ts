/**
 * The Content-Security-Policy the app's pages are served with lets them fetch tiles from exactly
 * the tile servers of DECKGL_BASE_MAP: a template with `{s}` allows each subdomain the map fetches
 * from (a, b and c), and nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants, tempDir } from '../support/test-stores';

const [sqlite] = await storeVariants();
const webDist = tempDir('panorama-web-dist-');
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Panorama</title>');

const BASE_MAP = [
  ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'Streets (OSM)'],
  ['https://tiles.example.com:8443/{z}/{x}/{y}.png', 'Example'],
];

/** The sources one directive of the policy allows. */
function sources(policy: string, directive: string): string[] {
  const entry = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return entry ? entry.slice(1) : [];
}

describe('the tile servers in the pages’ Content-Security-Policy', () => {
  const { t } = useTestApp(
    sqlite!,
    { WEB_DIST_DIR: webDist, DECKGL_BASE_MAP: JSON.stringify(BASE_MAP) },
    { serveWeb: true },
  );

  it('allows each subdomain of a {s} template and the other servers, for images and fetches', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard/list/' });
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    const tiles = [
      'https://a.tile.openstreetmap.org',
      'https://b.tile.openstreetmap.org',
      'https://c.tile.openstreetmap.org',
      'https://tiles.example.com:8443',
    ];
    expect(sources(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', ...tiles]);
    expect(sources(policy, 'connect-src')).toEqual(["'self'", 'ws:', 'wss:', ...tiles]);
  });
});
