/**
 * Request-body fields whose errors read like Superset's marshmallow schemas, so clients that
 * show Superset's messages show ours unchanged.
 */
import { z } from 'zod';

export const MISSING_FIELD = 'Missing data for required field.';

/** A required string: absent reads as MISSING_FIELD, any other type as `invalid`. */
export function requiredString(invalid = 'Not a valid string.') {
  return z.string({
    error: (issue) => (issue.input === undefined ? MISSING_FIELD : invalid),
  });
}

export function lengthBetween(max: number): string {
  return `Length must be between 1 and ${max}.`;
}

/** A required string, trimmed, of 1 to `max` characters. */
export function requiredText(max: number) {
  return requiredString().trim().min(1, lengthBetween(max)).max(max, lengthBetween(max));
}
