import { describe, expect, it } from 'vitest';
import { colorAt, linearColorScale, sequentialColors } from './linearColorScale';

describe('linearColorScale', () => {
  it('blends neighbouring stops in RGB', () => {
    // Halfway between black (0) and white (255) is 127.5, rounded to 128 = 0x80.
    expect(colorAt(['black', 'white'], 0.5)).toBe('#808080');
    expect(colorAt(['#000000', '#ff0000', '#ffffff'], 0.25)).toBe('#800000');
    expect(colorAt(['#000000', '#ff0000', '#ffffff'], 0.75)).toBe('#ff8080');
  });

  it('clamps positions outside 0..1 to the end colours', () => {
    expect(colorAt(['black', 'white'], -3)).toBe('#000000');
    expect(colorAt(['black', 'white'], 7)).toBe('#ffffff');
  });

  it('maps a domain onto the scheme', () => {
    const scale = linearColorScale('white_black', [10, 30]);
    expect(scale(10)).toBe('#ffffff');
    expect(scale(30)).toBe('#000000');
    // 15 is a quarter of the way: 255 * 0.75 = 191.25 → 0xbf.
    expect(scale(15)).toBe('#bfbfbf');
  });

  it('falls back to the default scheme and copes with a flat domain', () => {
    expect(sequentialColors('no such scheme')).toEqual(sequentialColors('superset_seq_1'));
    expect(linearColorScale('white_black', [5, 5])(5)).toBe('#808080');
  });
});
