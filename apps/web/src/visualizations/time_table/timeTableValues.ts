/**
 * What a time-series table cell computes (pure), for one series over its entries:
 * - time: the latest value against the value `timeLag` periods earlier (a negative lag counts
 *   from the oldest entry): that value, the difference, the ratio or the ratio minus one;
 * - contrib: the latest value's share of the latest period's total over all series;
 * - avg: the mean of the latest `timeLag` periods (all periods when no lag is set);
 * - spark: every value, or each value divided by the one `timeRatio` periods before.
 */
import { t } from '../../i18n/t';
import type { TimeEntry } from './timeTableData';
import type { ComparisonType } from './timeTableColumns';

export interface CellValue {
  value: number | null;
  /** Shown instead of a value when the settings cannot be met by the data. */
  error?: string;
}

export function timeComparison(
  entries: readonly TimeEntry[],
  series: string,
  timeLag: number | null,
  comparisonType: ComparisonType,
): CellValue {
  const lag = timeLag ?? 0;
  const count = entries.length;
  if (count === 0) return { value: null };
  if (Math.abs(lag) >= count) {
    return {
      value: null,
      error: t(
        'The time lag set at %s is too large for the length of data at %s. No data available.',
        lag,
        count,
      ),
    };
  }
  const recent = (entries[count - 1] as TimeEntry).values[series] ?? null;
  // Lag counts back from the latest entry; a negative one counts forward from the oldest.
  const laggedIndex = lag < 0 ? -lag - 1 : count - 1 - lag;
  const lagged = (entries[laggedIndex] as TimeEntry).values[series] ?? null;
  if (recent === null || lagged === null) return { value: null };
  switch (comparisonType) {
    case 'diff':
      return { value: recent - lagged };
    case 'perc':
      return { value: lagged === 0 ? null : recent / lagged };
    case 'perc_change':
      return { value: lagged === 0 ? null : recent / lagged - 1 };
    case 'value':
      return { value: lagged };
  }
}

export function contribution(entries: readonly TimeEntry[], series: string): CellValue {
  const latest = entries[entries.length - 1];
  const recent = latest?.values[series] ?? null;
  if (!latest || recent === null) return { value: null };
  const total = Object.values(latest.values).reduce<number>((sum, value) => sum + (value ?? 0), 0);
  return { value: total === 0 ? null : recent / total };
}

export function periodAverage(
  entries: readonly TimeEntry[],
  series: string,
  timeLag: number | null,
): CellValue {
  const periods = timeLag !== null && timeLag > 0 ? entries.slice(-timeLag) : entries;
  const values = periods
    .map((entry) => entry.values[series] ?? null)
    .filter((value): value is number => value !== null);
  if (values.length === 0) return { value: null };
  return { value: values.reduce((sum, value) => sum + value, 0) / values.length };
}

export function sparklineValues(
  entries: readonly TimeEntry[],
  series: string,
  timeRatio: number | null,
): Array<{ time: number; value: number | null }> {
  if (timeRatio === null || timeRatio <= 0) {
    return entries.map((entry) => ({ time: entry.time, value: entry.values[series] ?? null }));
  }
  return entries.slice(timeRatio).map((entry, index) => {
    const previous = (entries[index] as TimeEntry).values[series] ?? null;
    const current = entry.values[series] ?? null;
    return {
      time: entry.time,
      value: current === null || previous === null || previous === 0 ? null : current / previous,
    };
  });
}
