/**
 * How a cell value becomes text: what the table shows, what search matches and what copy writes.
 * Temporal columns show a readable UTC date unless the user picked the original value.
 */
import { t } from '../../i18n/t';
import { GenericDataType } from './columnTypes';
import type { DataTableColumn } from './columnTypes';

/** The per-column choice of the 'Column Formatting' popover. */
export type TemporalFormat = 'formatted' | 'original';
export type TemporalFormats = Readonly<Record<string, TemporalFormat>>;

export function isNullish(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/** What an empty cell shows (muted); search matches it too, so users can find gaps. */
export function nullText(): string {
  return t('N/A');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Epoch milliseconds or a parseable date string → a Date; null when the value is not a date. */
export function toDate(value: unknown): Date | null {
  let date: Date;
  if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') {
    // Numeric strings are epoch milliseconds (some drivers send big integers as text).
    date = /^-?\d+$/.test(value.trim()) ? new Date(Number(value)) : new Date(value);
  } else if (value instanceof Date) date = value;
  else return null;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `YYYY-MM-DD HH:mm:ss` in UTC, or just `YYYY-MM-DD` at midnight (most temporal results are
 * daily or coarser, where a trailing ` 00:00:00` is noise). Values that are not dates are shown
 * as they are.
 */
export function formatTemporal(value: unknown): string {
  const date = toDate(value);
  if (!date) return String(value);
  const year = date.getUTCFullYear();
  const day = `${year < 0 ? '-' : ''}${pad(Math.abs(year), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const h = date.getUTCHours();
  const m = date.getUTCMinutes();
  const s = date.getUTCSeconds();
  if (h === 0 && m === 0 && s === 0 && date.getUTCMilliseconds() === 0) return day;
  return `${day} ${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** Text of a non-null value, the way it was received. */
export function originalText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

/** The text shown for a cell; null when the cell is empty (the table renders a muted 'N/A'). */
export function cellText(
  value: unknown,
  column: DataTableColumn,
  temporalFormats?: TemporalFormats,
): string | null {
  if (isNullish(value)) return null;
  if (column.type === GenericDataType.TEMPORAL && temporalFormats?.[column.key] !== 'original')
    return formatTemporal(value);
  return originalText(value);
}
