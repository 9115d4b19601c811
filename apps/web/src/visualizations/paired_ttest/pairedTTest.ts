/**
 * The paired t-test table's statistics (Superset's TTestTable): each group's series against the
 * control group's, time bucket by time bucket. The lift is the change of the series' sum over the
 * control's sum, in percent; the p-value is the two-tailed paired Student t-test on the
 * per-bucket differences. A missing value counts as 0, as the legacy chart read the nulls of its
 * pivoted result.
 */
import { jStat } from 'jstat';

/** What a group shows against the control: lift and p-value as text, and whether it passes. */
export interface GroupComparison {
  /** 'control' for the control group itself; otherwise the p-value with its precision. */
  pValue: string;
  /** 'control', or the lift in percent with its precision ('Infinity' / 'NaN' as JS writes). */
  lift: string;
  /** Null for the control; whether p ≤ the significance level for the others. */
  significant: boolean | null;
}

export interface TTestOptions {
  alpha: number;
  pValuePrecision: number;
  liftPrecision: number;
}

const CONTROL = 'control';

function valueAt(values: ReadonlyArray<number | null>, index: number): number {
  return values[index] ?? 0;
}

/** Percent change of the series' total over the control's total. */
export function liftPercent(
  values: ReadonlyArray<number | null>,
  control: ReadonlyArray<number | null>,
): number {
  let sumValues = 0;
  let sumControl = 0;
  values.forEach((_, i) => {
    sumValues += valueAt(values, i);
    sumControl += valueAt(control, i);
  });
  return ((sumValues - sumControl) / sumControl) * 100;
}

/**
 * Two-tailed p-value of the paired t-test of the series against the control: t is the mean
 * difference over its standard error with n − 1 degrees of freedom. NaN when it is undefined
 * (fewer than two buckets, or no variation and no difference).
 */
export function pairedTTestPValue(
  values: ReadonlyArray<number | null>,
  control: ReadonlyArray<number | null>,
): number {
  let sum = 0;
  let squares = 0;
  let count = 0;
  values.forEach((_, i) => {
    const difference = valueAt(control, i) - valueAt(values, i);
    if (!Number.isFinite(difference)) return;
    count += 1;
    sum += difference;
    squares += difference * difference;
  });
  if (count < 2) return NaN;
  const t = -Math.abs(sum * Math.sqrt((count - 1) / (count * squares - sum * sum)));
  if (Number.isNaN(t)) return NaN;
  if (t === -Infinity) return 0;
  return 2 * jStat.studentt.cdf(t, count - 1);
}

/** Every group compared with the one at `controlIndex`. */
export function compareWithControl(
  series: ReadonlyArray<ReadonlyArray<number | null>>,
  controlIndex: number,
  options: TTestOptions,
): GroupComparison[] {
  const control = series[controlIndex] ?? [];
  return series.map((values, index) => {
    if (index === controlIndex) return { pValue: CONTROL, lift: CONTROL, significant: null };
    const p = pairedTTestPValue(values, control);
    return {
      pValue: Number.isNaN(p) ? 'NaN' : p.toFixed(options.pValuePrecision),
      lift: liftPercent(values, control).toFixed(options.liftPrecision),
      // Compared as the text shown, as the legacy chart compares the rounded value.
      significant: Number(p.toFixed(options.pValuePrecision)) <= options.alpha,
    };
  });
}
