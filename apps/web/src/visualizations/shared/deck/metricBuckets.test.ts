import { describe, expect, it } from 'vitest';
import { readBreakPoints } from './breakPoints';
import { bucketOf, metricBuckets } from './metricBuckets';

const points = (...values: string[]) => readBreakPoints(values).points;

describe('metricBuckets', () => {
  it('makes n buckets of n + 1 break points, coloured evenly along the palette', () => {
    // Black to white: the first bucket black, the middle one halfway grey, the last white.
    const buckets = metricBuckets(points('0', '10', '20', '40'), 'black_white');
    expect(buckets.map((bucket) => [bucket.from.value, bucket.to.value])).toEqual([
      [0, 10],
      [10, 20],
      [20, 40],
    ]);
    expect(buckets.map((bucket) => bucket.color)).toEqual([
      [0, 0, 0, 255],
      [128, 128, 128, 255],
      [255, 255, 255, 255],
    ]);
  });

  it('colours a single bucket with the palette’s last colour', () => {
    expect(metricBuckets(points('0', '1'), 'black_white').map((b) => b.color)).toEqual([
      [255, 255, 255, 255],
    ]);
  });
});

describe('bucketOf', () => {
  const buckets = metricBuckets(points('0', '10', '20'), 'black_white');

  it('puts a value in the bucket from its lower break point up to the next', () => {
    expect(bucketOf(buckets, 0)?.from.value).toBe(0);
    expect(bucketOf(buckets, 9.99)?.from.value).toBe(0);
    expect(bucketOf(buckets, 10)?.from.value).toBe(10);
  });

  it('keeps the largest break point in the last bucket', () => {
    expect(bucketOf(buckets, 20)?.from.value).toBe(10);
  });

  it('leaves values outside the break points out of every bucket', () => {
    expect(bucketOf(buckets, -0.5)).toBeNull();
    expect(bucketOf(buckets, 20.5)).toBeNull();
  });
});
