import { format as d3Format } from 'd3-format';
import { describe, expect, it } from 'vitest';
import { getNumberFormatter, NUMBER_FORMAT_CHOICES } from './number-format';

// d3 itself, with its typographic minus turned back into a hyphen as ours writes it.
const d3 = (spec: string, value: number): string => d3Format(spec)(value).replace('−', '-');

describe('getNumberFormatter: d3 formats', () => {
  const specs = [',d', '.1s', '.3s', ',.1%', '.3%', '.4r', ',.3f', '+,', '$,.2f', '~g', '.2f'];
  const values = [12345.432, -12345.432, 0, 0.5, 1, 999999.5, -0.004, 1e9];
  for (const spec of specs) {
    it(`formats like d3 with "${spec}"`, () => {
      const formatter = getNumberFormatter(spec);
      for (const value of values) expect(formatter(value)).toBe(d3(spec, value));
    });
  }

  it('matches the examples of the choice labels', () => {
    for (const [spec, label] of NUMBER_FORMAT_CHOICES) {
      const example = /=> (.+)\)$/.exec(label)?.[1];
      if (!example || spec.startsWith('DURATION')) continue;
      expect(getNumberFormatter(spec)(12345.432)).toBe(example);
    }
  });

  it('reports an invalid format instead of throwing', () => {
    expect(getNumberFormatter('%%bad')(1)).toBe('1 (Invalid format: %%bad)');
  });
});

describe('getNumberFormatter: SMART_NUMBER', () => {
  const smart = getNumberFormatter('SMART_NUMBER');
  it.each([
    [0, '0'],
    [1, '1'],
    [12.345678, '12.35'],
    [999.999, '1000'],
    [1000, '1k'],
    [1234, '1.23k'],
    [1200, '1.2k'],
    [3_450_000, '3.45M'],
    [-3_450_000, '-3.45M'],
    [1_200_000_000, '1.2B'],
    [0.12345, '0.1235'],
    [0.001, '0.001'],
    [0.000012, '12µ'],
    [1e-7, '100n'],
  ])('%s → %s', (value, expected) => {
    expect(smart(value)).toBe(expected);
  });

  it('is the default for empty and missing formats', () => {
    expect(getNumberFormatter()(1234)).toBe('1.23k');
    expect(getNumberFormatter('')(1234)).toBe('1.23k');
    expect(getNumberFormatter(null)(1234)).toBe('1.23k');
  });

  it('writes null, NaN and infinities as text', () => {
    expect(smart(null)).toBe('null');
    expect(smart(undefined)).toBe('undefined');
    expect(smart(Number.NaN)).toBe('NaN');
    expect(smart(Infinity)).toBe('∞');
    expect(smart(-Infinity)).toBe('-∞');
  });

  it('signs positive values with SMART_NUMBER_SIGNED', () => {
    expect(getNumberFormatter('SMART_NUMBER_SIGNED')(1234)).toBe('+1.23k');
    expect(getNumberFormatter('SMART_NUMBER_SIGNED')(-0.5)).toBe('-0.5');
  });
});

describe('getNumberFormatter: durations', () => {
  it.each([
    [66000, '1m 6s'],
    [0, '0ms'],
    [250, '250ms'],
    [0.4, '1ms'],
    [1500, '1.5s'],
    [59990, '59.9s'],
    [90_061_000, '1d 1h 1m 1s'],
    [400 * 86_400_000, '1y 35d'],
    [-66000, '-1m 6s'],
  ])('DURATION %s → %s', (value, expected) => {
    expect(getNumberFormatter('DURATION')(value)).toBe(expected);
  });

  it('splits sub-milliseconds with DURATION_SUB', () => {
    expect(getNumberFormatter('DURATION_SUB')(1.40008)).toBe('1ms 400µs 80ns');
    expect(getNumberFormatter('DURATION_SUB')(61_001)).toBe('1m 1s 1ms');
  });
});
