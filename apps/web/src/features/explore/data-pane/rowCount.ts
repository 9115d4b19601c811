/** The row-count tag's text and its 'Limit reached' rule. */
import { format } from 'd3-format';
import { t } from '../../../i18n/t';

const thousands = format(',');

/**
 * A row limit as a positive number; form data stores it as a number or a string ("10000"), and
 * blank or zero means there is none.
 */
export function parseRowLimit(value: unknown): number | null {
  const limit = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof limit === 'number' && Number.isFinite(limit) && limit > 0 ? limit : null;
}

/** The query returned as many rows as it was allowed to, so there are probably more. */
export function isLimitReached(rowcount: number, limit: number | null | undefined): boolean {
  return limit !== null && limit !== undefined && limit > 0 && rowcount >= limit;
}

export function rowCountText(rowcount: number, loading: boolean): string {
  return loading ? t('Loading...') : t('%s row(s)', thousands(rowcount));
}

/** The counts of a chart data result that tell whether it was cut at the row limit. */
export interface ResultCounts {
  rowcount?: number;
  sql_rowcount?: number;
  applied_row_limit?: number | null;
}

/**
 * Whether a result was cut at its row limit. The server says which limit the SQL ran under (the
 * chart's, or SQL_MAX_ROW when that is lower) and how many rows the SQL returned, which is what
 * the limit counts (a time series pivots them into fewer rows). Without that, the chart's own
 * row limit is compared with the rows shown.
 */
export function resultLimitReached(
  result: ResultCounts | null | undefined,
  chartRowLimit: number | null,
): boolean {
  if (!result) return false;
  const applied = result.applied_row_limit;
  if (typeof applied === 'number') {
    return isLimitReached(result.sql_rowcount ?? result.rowcount ?? 0, applied);
  }
  return isLimitReached(result.rowcount ?? 0, chartRowLimit);
}

/** What a result cut at its limit says: how many rows it shows, of more. */
export function limitReachedText(shownRows: number): string {
  return t('Limit reached: showing %s of more rows', thousands(shownRows));
}
