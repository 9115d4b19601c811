/**
 * The time-range error texts, exactly as Superset words them (superset/utils/date_parser.py), so
 * clients that match on them keep working.
 */
import { ValidationError } from '../errors/app-error';

export const FROM_DATE_LARGER_THAN_TO_DATE = 'From date cannot be larger than to date';

export function timeRangeAmbiguousError(humanReadable: string): ValidationError {
  return new ValidationError(
    `Time string is ambiguous. Please specify [${humanReadable} ago] or [${humanReadable} later].`,
  );
}

export function timeRangeParseFailError(humanReadable: string): ValidationError {
  return new ValidationError(`Cannot parse time string [${humanReadable}]`);
}

export function timeDeltaAmbiguousError(humanReadable: string): ValidationError {
  return new ValidationError(
    `Time delta is ambiguous. Please specify [${humanReadable} ago] or [${humanReadable} later].`,
  );
}

export function holidayNotFoundError(holiday: string): ValidationError {
  return new ValidationError(`Unable to find such a holiday: [${holiday}]`);
}

/** Syntax errors in a time expression, in pyparsing's "Expected X, found Y (at char N)" shape. */
export function expressionSyntaxError(message: string, position: number): ValidationError {
  return new ValidationError(`${message} (at char ${position})`);
}
