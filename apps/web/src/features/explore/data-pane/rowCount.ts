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
