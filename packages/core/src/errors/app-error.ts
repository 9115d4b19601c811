/**
 * The one error type the server throws on purpose. Each subclass fixes an HTTP status and a
 * stable `code`; the server's error handler turns any AppError into `{ message, error_type }`.
 * Anything that is not an AppError is an unexpected failure and is reported as a generic 500.
 */
export type AppErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'QUERY'
  | 'UNPROCESSABLE'
  | 'INTERNAL';

export type ErrorDetails = string | Record<string, unknown>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  /** Superset's SIP-40 error_type, e.g. GENERIC_COMMAND_ERROR; optional. */
  readonly errorType: string | undefined;
  /**
   * What the client sees as `message`: a string, or a `{ field: [errors] }` map for validation
   * failures, as Superset's REST API answers.
   */
  readonly details: ErrorDetails;
  /** What the structured error's `extra` tells the client (e.g. a timeout's seconds). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: AppErrorCode,
    status: number,
    message: ErrorDetails,
    options: { errorType?: string; cause?: unknown; extra?: Record<string, unknown> } = {},
  ) {
    super(typeof message === 'string' ? message : JSON.stringify(message), {
      cause: options.cause,
    });
    this.name = new.target.name;
    this.code = code;
    this.status = status;
    this.details = message;
    this.errorType = options.errorType;
    this.extra = options.extra;
  }
}

export class ValidationError extends AppError {
  constructor(
    message: ErrorDetails,
    options: { status?: 400 | 422; errorType?: string; extra?: Record<string, unknown> } = {},
  ) {
    super('VALIDATION', options.status ?? 400, message, {
      errorType: options.errorType,
      extra: options.extra,
    });
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Not authorized') {
    super('UNAUTHORIZED', 401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super('FORBIDDEN', 403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', 404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: ErrorDetails) {
    super('CONFLICT', 409, message);
  }
}

export class UnprocessableError extends AppError {
  constructor(message: ErrorDetails, errorType?: string) {
    super('UNPROCESSABLE', 422, message, errorType ? { errorType } : {});
  }
}

export class QueryError extends AppError {
  constructor(message: string, options: { errorType?: string; cause?: unknown } = {}) {
    super('QUERY', 400, message, options);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
