import { _getURLFromTemplate as tileUrl } from '@deck.gl/geo-layers';
import { describe, expect, it } from 'vitest';
import { createTileLayer } from './tileBaseMap';

/** The URL the tile layer fetches for tile z/x/y. */
function fetchedUrl(template: string, x: number, y: number, z: number): string | null {
  const layer = createTileLayer(template);
  return tileUrl(layer.props.data as string | string[], {
    index: { x, y, z },
    id: `${x}-${y}-${z}`,
  });
}

describe('the base map tile layer', () => {
  it('fetches tiles from the configured server', () => {
    expect(fetchedUrl('https://tiles.example.com/{z}/{x}/{y}.png', 3, 5, 4)).toBe(
      'https://tiles.example.com/4/3/5.png',
    );
  });

  it('spreads a {s} template’s tiles over the subdomains a, b and c', () => {
    const template = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
    const urls = new Set<string | null>();
    for (let x = 0; x < 8; x += 1) urls.add(fetchedUrl(template, x, 1, 3));
    for (const url of urls) {
      expect(url).toMatch(/^https:\/\/[abc]\.tile\.openstreetmap\.org\/3\/\d\/1\.png$/);
    }
    const hosts = [...urls].map((url) => new URL(url ?? '').host);
    expect(new Set(hosts)).toEqual(
      new Set(['a.tile.openstreetmap.org', 'b.tile.openstreetmap.org', 'c.tile.openstreetmap.org']),
    );
  });
});
