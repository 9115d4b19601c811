import { describe, expect, it } from 'vitest';
import { analogousColorRange, analogousColors } from './analogous-colors';
import { CATEGORICAL_SCHEMES } from './color-schemes';
import { createLabelColorScale } from './label-colors';

/** A small seeded generator (mulberry32) so failures can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

describe('analogousColors (Superset getAnalogousColors)', () => {
  it('one multiple: the hue 12° past each colour', () => {
    expect(analogousColors(['#ff0000'], 1)).toEqual(['#ff3300']);
    // Green (120°) turns to 132°, blue (240°) to 252°.
    expect(analogousColors(['#00ff00', '#0000ff'], 1)).toEqual(['#00ff33', '#3300ff']);
  });

  it('two multiples: hues 6° and 18° past each colour, interleaved by rank', () => {
    // 126° puts the blue channel at 25.4999… of 255 in floating point: it rounds down.
    expect(analogousColors(['#ff0000', '#00ff00'], 2)).toEqual([
      '#ff1a00',
      '#00ff19',
      '#ff4d00',
      '#00ff4d',
    ]);
  });

  it('adds nothing below one multiple', () => {
    expect(analogousColors(['#ff0000'], 0)).toEqual([]);
  });
});

describe('analogousColorRange', () => {
  it('is the scheme alone while it has a colour per category', () => {
    const scheme = ['#ff0000', '#00ff00', '#0000ff'];
    expect(analogousColorRange(scheme, 3)).toBe(scheme);
  });

  it('extends the scheme by Superset’s multiple: 6 categories of 3 colours give 9', () => {
    const scheme = ['#0000ff', '#ff0000', '#008000'];
    const range = analogousColorRange(scheme, 6);
    expect(range).toHaveLength(9);
    expect(range.slice(0, 3)).toEqual(scheme);
  });

  it('a scheme of greys cannot turn: the range stops growing', () => {
    expect(analogousColorRange(['#777777', '#cccccc'], 10)).toEqual(['#777777', '#cccccc']);
  });
});

describe('a chart scale with more categories than scheme colours', () => {
  const next = random(11);
  const schemes = CATEGORICAL_SCHEMES.filter((scheme) => scheme.colors.length > 1);
  const cases = Array.from({ length: 40 }, () => {
    const scheme = schemes[Math.floor(next() * schemes.length)] as (typeof schemes)[number];
    const count = scheme.colors.length + 1 + Math.floor(next() * scheme.colors.length * 6);
    return [scheme.id, count] as const;
  });

  it.each(cases)('analogous on: %s with %i categories gives each its own colour', (id, count) => {
    const scheme = schemes.find((s) => s.id === id) as (typeof schemes)[number];
    const scale = createLabelColorScale({ colors: scheme.colors, analogous: true });
    const colors = Array.from({ length: count }, (_, i) => scale(`label ${i}`).toLowerCase());
    expect(new Set(colors).size).toBe(count);
    // The scheme's own colours come first, in order.
    expect(colors.slice(0, scheme.colors.length)).toEqual(
      scheme.colors.map((c) => c.toLowerCase()),
    );
  });

  it.each(cases)('analogous off: %s with %i categories repeats the scheme', (id, count) => {
    const scheme = schemes.find((s) => s.id === id) as (typeof schemes)[number];
    const scale = createLabelColorScale({ colors: scheme.colors });
    const colors = Array.from({ length: count }, (_, i) => scale(`label ${i}`));
    expect(colors).toEqual(
      Array.from({ length: count }, (_, i) => scheme.colors[i % scheme.colors.length]),
    );
  });

  it('asking for a label again gives the colour it got first', () => {
    const scale = createLabelColorScale({ colors: ['#ff0000', '#00ff00'], analogous: true });
    const first = ['a', 'b', 'c', 'd', 'e'].map(scale);
    expect(['a', 'b', 'c', 'd', 'e'].map(scale)).toEqual(first);
  });
});
