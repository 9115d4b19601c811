import { describe, expect, it } from 'vitest';
import { tileServerUrls } from './tile-url-templates';

describe('tileServerUrls', () => {
  it('keeps a template without subdomains as it is', () => {
    expect(tileServerUrls('https://tiles.example.com/{z}/{x}/{y}.png')).toEqual([
      'https://tiles.example.com/{z}/{x}/{y}.png',
    ]);
  });

  it('spreads {s} over the subdomains a, b and c, everywhere it appears', () => {
    expect(tileServerUrls('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png?s={s}')).toEqual([
      'https://a.tile.openstreetmap.org/{z}/{x}/{y}.png?s=a',
      'https://b.tile.openstreetmap.org/{z}/{x}/{y}.png?s=b',
      'https://c.tile.openstreetmap.org/{z}/{x}/{y}.png?s=c',
    ]);
  });
});
