/**
 * Rules of the per-column settings editor (`column_config`): how many columns the list shows
 * before a "Show all columns" toggle is worth offering, how long a typed width waits before it
 * is applied, and what a width must be.
 */
import { NUMBER_ERROR, validateNumber } from '@panorama/core/explore/validators';
import { toNumber } from '@panorama/core/json/to-number';

/** Columns listed before the rest hide behind the toggle. */
export const MAX_SHOWN_COLUMNS = 10;

/** A typed width is applied once the user pauses this long. */
export const COLUMN_WIDTH_DEBOUNCE_MS = 400;

export const POSITIVE_NUMBER_ERROR = 'is expected to be a positive number';

/**
 * Hiding only one or two columns would save less room than the toggle takes, so the toggle
 * appears once more than two columns would hide.
 */
export function needsShowAllToggle(columnCount: number): boolean {
  return columnCount > MAX_SHOWN_COLUMNS + 2;
}

/** The columns the list shows: all of them, or the first ten while the toggle is off. */
export function shownColumns<T>(columns: readonly T[], showAll: boolean): readonly T[] {
  return needsShowAllToggle(columns.length) && !showAll
    ? columns.slice(0, MAX_SHOWN_COLUMNS)
    : columns;
}

/**
 * A column width is blank (automatic) or a number of pixels above zero. Returns the message, or
 * false when the value is acceptable (the control validators' contract).
 */
export function validateColumnWidth(value: unknown): string | false {
  const numberError = validateNumber(value);
  if (numberError) return numberError;
  if (value === null || value === undefined || value === '') return false;
  const parsed = toNumber(value);
  if (parsed === null) return NUMBER_ERROR;
  return parsed > 0 ? false : POSITIVE_NUMBER_ERROR;
}
