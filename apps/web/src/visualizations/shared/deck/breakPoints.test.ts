import { describe, expect, it } from 'vitest';
import {
  addBreakPoint,
  bucketBreakPoints,
  evenBreakPoints,
  readBreakPoints,
  validateBreakPoints,
} from './breakPoints';

const texts = (points: { text: string }[]) => points.map((point) => point.text);

describe('readBreakPoints (the stored `break_points` list)', () => {
  it('reads numbers written as text or numbers, sorted by value, each once', () => {
    const { points, invalid } = readBreakPoints(['100', '0', 15, '1000', ' 50 ', '15']);
    expect(points.map((point) => point.value)).toEqual([0, 15, 50, 100, 1000]);
    expect(texts(points)).toEqual(['0', '15', '50', '100', '1000']);
    expect(invalid).toEqual([]);
  });

  it('sets apart entries that are not numbers', () => {
    const { points, invalid } = readBreakPoints(['10', 'ten', '', null, '20']);
    expect(texts(points)).toEqual(['10', '20']);
    expect(invalid).toEqual(['ten', '', 'null']);
  });

  it('reads anything but a list as no break points', () => {
    expect(readBreakPoints(undefined)).toEqual({ points: [], invalid: [] });
    expect(readBreakPoints('10')).toEqual({ points: [], invalid: [] });
  });
});

describe('addBreakPoint', () => {
  it('adds a number in its place by value, written plainly', () => {
    expect(addBreakPoint(['0', '100'], ' 2.5e1 ')).toEqual({ list: ['0', '25', '100'] });
    expect(addBreakPoint([], '-3')).toEqual({ list: ['-3'] });
  });

  it('refuses text that is not a number, and a value already listed', () => {
    expect(addBreakPoint(['0'], 'abc')).toEqual({ error: 'Enter a number' });
    expect(addBreakPoint(['0'], '  ')).toEqual({ error: 'Enter a number' });
    expect(addBreakPoint(['0', '10'], '10.0')).toEqual({ error: '10 is already a break point' });
  });
});

describe('evenBreakPoints (num_buckets equal buckets over the values)', () => {
  it('splits the range into equal steps, rounded to whole numbers for wide steps', () => {
    // 3 to 12 in 3 buckets: steps of 3.
    expect(texts(evenBreakPoints([12, 3, 7.5], 3))).toEqual(['3', '6', '9', '12']);
  });

  it('keeps as many decimals as a step needs', () => {
    // 0.1 to 0.9 in 4 buckets: steps of 0.2, one decimal.
    const points = evenBreakPoints([0.1, 0.9, 0.4], 4);
    expect(texts(points)).toEqual(['0.1', '0.3', '0.5', '0.7', '0.9']);
    expect(points.map((point) => point.value)).toEqual([0.1, 0.3, 0.5, 0.7, 0.9]);
  });

  it('rounds the ends outwards so the smallest and largest values stay inside', () => {
    // 1.23 to 9.87 in 2 buckets: a step of 4.32, whole numbers; the middle 5.55 rounds to 6.
    expect(texts(evenBreakPoints([1.23, 9.87], 2))).toEqual(['1', '6', '10']);
  });

  it('gives no break points without values', () => {
    expect(evenBreakPoints([], 5)).toEqual([]);
  });

  it('makes one bucket when every value is the same', () => {
    expect(texts(evenBreakPoints([4, 4, 4], 5))).toEqual(['4', '4']);
  });
});

describe('bucketBreakPoints', () => {
  it('uses the listed break points once there are at least two', () => {
    expect(texts(bucketBreakPoints([1, 500], ['100', '0', '10'], 5))).toEqual(['0', '10', '100']);
  });

  it('splits the values evenly into num_buckets while fewer than two are listed', () => {
    expect(texts(bucketBreakPoints([0, 10], ['7'], 2))).toEqual(['0', '5', '10']);
    expect(texts(bucketBreakPoints([0, 10], [], 2))).toEqual(['0', '5', '10']);
  });
});

describe('validateBreakPoints', () => {
  it('accepts a list of numbers, or none', () => {
    expect(validateBreakPoints(['0', 10])).toBe(false);
    expect(validateBreakPoints(undefined)).toBe(false);
  });

  it('names the entries that are not numbers', () => {
    expect(validateBreakPoints(['0', 'ten', 'x1'])).toBe(
      'Break points must be numbers: "ten", "x1"',
    );
  });
});
