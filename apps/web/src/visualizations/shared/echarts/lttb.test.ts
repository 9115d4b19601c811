import { describe, expect, it } from 'vitest';
import { alignedIndices, downsamplePoints, lttbIndices, type XYPoint } from './lttb';

function series(length: number, f: (i: number) => number): { xs: number[]; ys: number[] } {
  const xs = Array.from({ length }, (_, i) => i);
  return { xs, ys: xs.map(f) };
}

describe('lttbIndices', () => {
  it('keeps every point when the threshold is not below the length', () => {
    const { xs, ys } = series(5, (i) => i * i);
    expect(lttbIndices(xs, ys, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(lttbIndices(xs, ys, 50)).toEqual([0, 1, 2, 3, 4]);
  });

  it('handles tiny thresholds', () => {
    const { xs, ys } = series(10, (i) => i);
    expect(lttbIndices(xs, ys, 0)).toEqual([]);
    expect(lttbIndices(xs, ys, 1)).toEqual([0]);
    expect(lttbIndices(xs, ys, 2)).toEqual([0, 9]);
  });

  it('returns exactly threshold ascending indices, first and last included', () => {
    const { xs, ys } = series(1000, (i) => Math.sin(i / 20) * 100);
    const kept = lttbIndices(xs, ys, 100);
    expect(kept).toHaveLength(100);
    expect(kept[0]).toBe(0);
    expect(kept[99]).toBe(999);
    for (let i = 1; i < kept.length; i += 1) {
      expect(kept[i] as number).toBeGreaterThan(kept[i - 1] as number);
    }
  });

  it('keeps spikes that a uniform sample would miss', () => {
    const { xs, ys } = series(1000, (i) => (i === 503 ? 1000 : i === 777 ? -500 : 0));
    const kept = lttbIndices(xs, ys, 20);
    expect(kept).toContain(503);
    expect(kept).toContain(777);
  });

  it('matches the reference algorithm on a small case', () => {
    // Buckets between the ends: [1,2], [3,4]; the spike at 2 and the dip at 3 win.
    const xs = [0, 1, 2, 3, 4, 5];
    const ys = [0, 1, 10, -10, 1, 0];
    expect(lttbIndices(xs, ys, 4)).toEqual([0, 2, 3, 5]);
  });

  it('downsamples 100,000 points quickly', () => {
    const { xs, ys } = series(100_000, (i) => Math.sin(i / 500) + (i % 97) / 97);
    const started = performance.now();
    const kept = lttbIndices(xs, ys, 2000);
    expect(kept).toHaveLength(2000);
    // A few milliseconds idle; generous for loaded CI runners.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('downsamplePoints', () => {
  it('returns short series unchanged', () => {
    const points: XYPoint[] = [
      [0, 1],
      [1, null],
      [2, 3],
    ];
    expect(downsamplePoints(points, 10)).toBe(points);
  });

  it('keeps a gap between runs of present values', () => {
    const points: XYPoint[] = Array.from({ length: 400 }, (_, i) => [
      i,
      i >= 200 && i < 210 ? null : Math.cos(i / 10),
    ]);
    const sampled = downsamplePoints(points, 50);
    expect(sampled.length).toBeLessThanOrEqual(52);
    const gaps = sampled.filter((point) => point[1] === null);
    expect(gaps).toHaveLength(1);
    expect(gaps[0]?.[0]).toBe(209);
    expect(sampled[0]).toEqual(points[0]);
    expect(sampled[sampled.length - 1]).toEqual(points[399]);
    const xs = sampled.map((point) => point[0]);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  });
});

describe('alignedIndices', () => {
  it('samples stacked series together by their totals', () => {
    const xs = Array.from({ length: 300 }, (_, i) => i);
    const a = xs.map((i) => (i === 150 ? 50 : 1));
    const b = xs.map((i) => (i % 2 ? null : 1));
    const kept = alignedIndices(xs, [a, b], 30);
    expect(kept).toHaveLength(30);
    expect(kept).toContain(150);
  });
});
