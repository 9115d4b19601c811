/**
 * One of four summaries (sum, minimum, maximum, average) of numbers where some are missing, as
 * chart sorting options score a series or an axis value. Missing values (null, NaN, anything not
 * a number) are skipped; with none left there is no score. Loops, not Math.min(...values): a
 * spread of 100,000 arguments overflows the stack.
 */

export type NumberSummaryKind = 'sum' | 'min' | 'max' | 'avg';

export function summarizeNumbers(
  values: Iterable<unknown>,
  kind: NumberSummaryKind,
): number | null {
  let count = 0;
  let sum = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (typeof value !== 'number' || Number.isNaN(value)) continue;
    count += 1;
    sum += value;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (count === 0) return null;
  switch (kind) {
    case 'sum':
      return sum;
    case 'min':
      return min;
    case 'max':
      return max;
    case 'avg':
      return sum / count;
  }
}
