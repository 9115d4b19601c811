/**
 * Control validators of the chart editor. Each returns the error message,
 * or `false` when the value is acceptable — Superset's validator contract, so chart types can
 * list them in a control's `validators`. Messages are Superset's English text; the web app passes
 * them through `t()` when it shows them.
 *
 * Blank values (null, undefined, '') pass the type checks: whether a value is needed at all is
 * the job of `validateNonEmpty` / `validateRequired`, so an optional limit can stay empty.
 */
import { toNumber } from '../json/to-number';

export const INTEGER_ERROR = 'is expected to be an integer';
export const NUMBER_ERROR = 'is expected to be a number';
export const NON_EMPTY_ERROR = 'cannot be empty';
export const REQUIRED_ERROR = 'This is a required field';

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

export function validateInteger(value: unknown): string | false {
  if (isBlank(value)) return false;
  const parsed = toNumber(value);
  return parsed !== null && Number.isInteger(parsed) ? false : INTEGER_ERROR;
}

export function validateNumber(value: unknown): string | false {
  if (isBlank(value)) return false;
  return toNumber(value) === null ? NUMBER_ERROR : false;
}

/** Fails for null, undefined, the empty string and the empty array. */
export function validateNonEmpty(value: unknown): string | false {
  return isBlank(value) || (Array.isArray(value) && value.length === 0) ? NON_EMPTY_ERROR : false;
}

/** Like `validateNonEmpty`, but a string of spaces also counts as missing. */
export function validateRequired(value: unknown): string | false {
  const missing =
    isBlank(value) ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return missing ? REQUIRED_ERROR : false;
}
