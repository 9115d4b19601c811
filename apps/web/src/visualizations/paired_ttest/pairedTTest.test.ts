import { describe, expect, it } from 'vitest';
import { compareWithControl, liftPercent, pairedTTestPValue } from './pairedTTest';

/*
 * Expected p-values computed independently with SciPy 1.x:
 *   from scipy import stats
 *   stats.ttest_rel([11, 15, 10, 13, 14, 16], [10, 12, 9, 14, 11, 13]).pvalue
 *     → 0.05449009934237626  (t = 2.5, df = 5)
 *   stats.ttest_rel([5.5, 7.2, 6.1, 8.4, 7.3, 9.6, 6.2, 8.1], [5, 7, 6, 8, 7, 9, 6, 8]).pvalue
 *     → 0.002535996080258109 (t ≈ 4.5826, df = 7)
 */
const control = [10, 12, 9, 14, 11, 13];
const treated = [11, 15, 10, 13, 14, 16];

describe('pairedTTestPValue', () => {
  it('matches SciPy ttest_rel', () => {
    expect(pairedTTestPValue(treated, control)).toBeCloseTo(0.05449009934237626, 10);
    expect(
      pairedTTestPValue([5.5, 7.2, 6.1, 8.4, 7.3, 9.6, 6.2, 8.1], [5, 7, 6, 8, 7, 9, 6, 8]),
    ).toBeCloseTo(0.002535996080258109, 10);
  });

  it('is symmetric in the two series', () => {
    expect(pairedTTestPValue(control, treated)).toBeCloseTo(0.05449009934237626, 10);
  });

  it('is undefined for one bucket or identical series, and 0 for a constant shift', () => {
    expect(pairedTTestPValue([1], [2])).toBeNaN();
    expect(pairedTTestPValue(control, control)).toBeNaN();
    expect(pairedTTestPValue([2, 3, 4], [1, 2, 3])).toBe(0);
  });
});

describe('liftPercent', () => {
  it('is the change of the totals over the control total', () => {
    expect(liftPercent(treated, control)).toBeCloseTo(((79 - 69) / 69) * 100, 10);
    expect(liftPercent([1, null], [2, 2])).toBe(-75);
    expect(liftPercent([1], [0])).toBe(Infinity);
  });
});

describe('compareWithControl', () => {
  it('formats each group against the control with the precisions and the level', () => {
    const rows = compareWithControl([control, treated, [5.5, 7, 5, 7.5, 6, 7]], 0, {
      alpha: 0.06,
      pValuePrecision: 4,
      liftPrecision: 2,
    });
    expect(rows[0]).toEqual({ pValue: 'control', lift: 'control', significant: null });
    expect(rows[1]).toEqual({ pValue: '0.0545', lift: '14.49', significant: true });
    expect(rows[2]?.significant).toBe(true);
    expect(
      compareWithControl([control, treated], 0, {
        alpha: 0.05,
        pValuePrecision: 6,
        liftPrecision: 4,
      })[1],
    ).toEqual({ pValue: '0.054490', lift: '14.4928', significant: false });
  });
});
