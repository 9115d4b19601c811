/**
 * Superset's structured errors out of whatever a failed call left: an answer body
 * (`{errors: [...]}` or `{message, error_type}`), an RTK Query error (`{status, data}`) or an
 * error object carrying `errors`. Anything without a typed error gives an empty list, and the
 * caller shows its plain message.
 */
import type { SupersetError, SupersetErrorLevel } from '@panorama/core/errors/superset-error';

export type { SupersetError } from '@panorama/core/errors/superset-error';

const LEVELS: ReadonlySet<string> = new Set(['info', 'warning', 'error']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorOf(value: unknown): SupersetError | null {
  if (!isRecord(value)) return null;
  const { message, error_type: errorType, level, extra } = value;
  if (typeof message !== 'string' || typeof errorType !== 'string' || errorType === '') {
    return null;
  }
  return {
    message,
    error_type: errorType,
    level: typeof level === 'string' && LEVELS.has(level) ? (level as SupersetErrorLevel) : 'error',
    ...(isRecord(extra) ? { extra } : {}),
  };
}

/** The typed errors of an answer body. */
export function supersetErrorsOfBody(body: unknown): SupersetError[] {
  if (!isRecord(body)) return [];
  if (Array.isArray(body.errors)) {
    const errors = body.errors.flatMap((item) => errorOf(item) ?? []);
    if (errors.length > 0) return errors;
  }
  const single = errorOf(body);
  return single ? [single] : [];
}

/** The typed errors of a failed call: an RTK Query error, an error with `errors`, or a body. */
export function supersetErrorsOf(failure: unknown): SupersetError[] {
  if (!isRecord(failure) && !(failure instanceof Error)) return [];
  const record = failure as unknown as Record<string, unknown>;
  if (Array.isArray(record.errors)) return supersetErrorsOfBody({ errors: record.errors });
  if ('data' in record && 'status' in record) return supersetErrorsOfBody(record.data);
  return supersetErrorsOfBody(record);
}
