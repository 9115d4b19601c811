/**
 * Superset's structured errors (SIP-40) as `validate_parameters` answers them: a list of
 * `{ message, error_type, level, extra }` where `extra.invalid` and `extra.missing` name the form
 * fields the message belongs next to.
 */
import type { ParameterField } from './database-parameters';

export type ErrorLevel = 'info' | 'warning' | 'error';

/** A form field an error can point at: a connection parameter or the display name. */
export type ErrorField = ParameterField | 'database_name';

export interface SupersetErrorExtra {
  invalid?: ErrorField[];
  missing?: ErrorField[];
  [key: string]: unknown;
}

export interface SupersetError {
  message: string;
  error_type: string;
  level: ErrorLevel;
  extra?: SupersetErrorExtra;
}

export function supersetError(
  message: string,
  errorType: string,
  extra?: SupersetErrorExtra,
  level: ErrorLevel = 'error',
): SupersetError {
  return { message, error_type: errorType, level, ...(extra ? { extra } : {}) };
}
