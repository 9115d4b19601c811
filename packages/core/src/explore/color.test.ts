import { describe, expect, it } from 'vitest';
import {
  contrastingTextColor,
  isRgbaColor,
  parseColor,
  toHex,
  toRgbaString,
  tryParseColor,
  withOpacity,
} from './color';

describe('parseColor', () => {
  it.each([
    ['#007A87', { r: 0, g: 122, b: 135, a: 1 }],
    ['007a87', { r: 0, g: 122, b: 135, a: 1 }],
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#0008', { r: 0, g: 0, b: 0, a: 0.533 }],
    ['#ff000080', { r: 255, g: 0, b: 0, a: 0.502 }],
    ['rgb(0, 122, 135)', { r: 0, g: 122, b: 135, a: 1 }],
    ['rgba(0,122,135,0.5)', { r: 0, g: 122, b: 135, a: 0.5 }],
    ['RGBA(0, 122, 135, 1)', { r: 0, g: 122, b: 135, a: 1 }],
    ['rgb(0 122 135 / 25%)', { r: 0, g: 122, b: 135, a: 0.25 }],
    ['rgb(100%, 0%, 50%)', { r: 255, g: 0, b: 128, a: 1 }],
    [' white ', { r: 255, g: 255, b: 255, a: 1 }],
  ])('%s', (text, expected) => {
    expect(parseColor(text)).toEqual(expected);
  });

  it.each([
    '',
    '#12',
    '#12345',
    '#gggggg',
    'rgb(1, 2)',
    'rgb(1, 2, 3, 4, 5)',
    'rgb(256, 0, 0)',
    'rgba(0, 0, 0, 1.5)',
    'rgba(0, 0, 0, -0.1)',
    'rgb(a, b, c)',
    'hsl(0, 0%, 0%)',
    'chartreuse-ish',
  ])('rejects %j with "Invalid color"', (text) => {
    expect(() => parseColor(text)).toThrow('Invalid color');
    expect(tryParseColor(text)).toBeNull();
  });
});

describe('opacity', () => {
  it('replaces the alpha inside 0..1', () => {
    expect(withOpacity({ r: 1, g: 2, b: 3, a: 1 }, 0.2)).toEqual({ r: 1, g: 2, b: 3, a: 0.2 });
    expect(withOpacity({ r: 1, g: 2, b: 3, a: 1 }, 0)).toMatchObject({ a: 0 });
  });
  it.each([-0.01, 1.01, Number.NaN])('refuses %s', (opacity) => {
    expect(() => withOpacity({ r: 1, g: 2, b: 3, a: 1 }, opacity)).toThrow(
      'Opacity must be between 0 and 1',
    );
  });
  it('recognises form-data colour objects', () => {
    expect(isRgbaColor({ r: 0, g: 122, b: 135, a: 1 })).toBe(true);
    expect(isRgbaColor({ r: 0, g: 122, b: 135, a: 2 })).toBe(false);
    expect(isRgbaColor({ r: 0, g: 122, b: 300, a: 1 })).toBe(false);
    expect(isRgbaColor('#000')).toBe(false);
  });
});

describe('formatting', () => {
  it('writes rgba and hex', () => {
    expect(toRgbaString({ r: 0, g: 122, b: 135, a: 1 })).toBe('rgba(0, 122, 135, 1)');
    expect(toHex({ r: 0, g: 122, b: 135, a: 1 })).toBe('#007a87');
    expect(toHex({ r: 255, g: 0, b: 0, a: 0.5 })).toBe('#ff000080');
  });
});

describe('contrastingTextColor (threshold 186)', () => {
  it('puts black text on light colours and white on dark ones', () => {
    expect(contrastingTextColor('#ffffff')).toBe('#000000');
    expect(contrastingTextColor('#FCC700')).toBe('#000000');
    expect(contrastingTextColor('#454E7C')).toBe('#FFFFFF');
    expect(contrastingTextColor({ r: 0, g: 0, b: 0, a: 1 })).toBe('#FFFFFF');
  });
  it('is strict at the threshold', () => {
    // 186 exactly is not brighter than the threshold → white.
    expect(contrastingTextColor({ r: 186, g: 186, b: 186, a: 1 })).toBe('#FFFFFF');
    expect(contrastingTextColor({ r: 187, g: 187, b: 187, a: 1 })).toBe('#000000');
  });
});
