/**
 * The parameter values connectors bind. Restricting them to scalars keeps binding predictable
 * across four drivers, each of which would otherwise do something different with an object or
 * array (pg JSON-encodes, mysql2 expands to a list, DuckDB refuses).
 */
import { ValidationError } from '@panorama/core/errors/app-error';

export type BindValue = string | number | bigint | boolean | null | Date;

export function toBindValues(params: unknown[]): BindValue[] {
  return params.map((value, i) => {
    if (value === null || value === undefined) return null;
    if (value instanceof Date) {
      if (Number.isNaN(value.getTime())) {
        throw new ValidationError(`Query parameter ${i + 1} is an invalid date`);
      }
      return value;
    }
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) {
        throw new ValidationError(`Query parameter ${i + 1} is not a finite number`);
      }
      return value;
    }
    if (typeof value === 'string' || typeof value === 'bigint' || typeof value === 'boolean') {
      return value;
    }
    throw new ValidationError(
      `Query parameter ${i + 1} must be a string, number, boolean, null or Date`,
    );
  });
}

/** `2024-01-02 03:04:05.678`: a Date as the naive UTC timestamp text SQL engines compare with. */
export function dateToUtcTimestampText(date: Date): string {
  const iso = date.toISOString(); // 2024-01-02T03:04:05.678Z
  const text = `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
  return text.endsWith('.000') ? text.slice(0, -4) : text;
}
