/**
 * The answers an upload can fail with, worded as Superset words them
 * (superset/commands/database/exceptions.py) so clients written for Superset show the same text.
 */
import {
  AppError,
  ForbiddenError,
  UnprocessableError,
  ValidationError,
} from '@panorama/core/errors/app-error';

export const FILE_TOO_LARGE = 'Database upload file exceeds the maximum allowed size.';
export const SCHEMA_NOT_ALLOWED = 'Database schema is not allowed for csv uploads.';
export const UPLOAD_FAILED = 'Database upload file failed';
export const TABLE_EXISTS =
  "Table already exists. You can change your 'if table already exists' strategy to append or replace or provide a different Table Name to use.";
export const EXTENSION_NOT_ALLOWED = 'File extension is not allowed.';
export const NOT_A_PARQUET_FILE = 'The file is not a valid Parquet file.';

/** 413: the file is larger than UPLOAD_MAX_FILE_SIZE_BYTES. */
export function fileTooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 413, FILE_TOO_LARGE);
}

/** 403: uploads are off for the database, or the schema is not among those allowed. */
export function schemaNotAllowed(): ForbiddenError {
  return new ForbiddenError(SCHEMA_NOT_ALLOWED);
}

/** 422: `already_exists=fail` and the table is there. */
export function tableExists(): UnprocessableError {
  return new UnprocessableError(TABLE_EXISTS);
}

/** 422 with Superset's "Parsing error: ..." wording for a file that cannot be read. */
export function parsingError(detail: string): UnprocessableError {
  return new UnprocessableError(`Parsing error: ${detail}`);
}

/** 422: the file was read, but its values or the database refused the data. */
export function uploadFailed(detail: string): UnprocessableError {
  return new UnprocessableError(detail || UPLOAD_FAILED);
}

/**
 * 422 with a plain message whose engine detail (`cause`) is for the server log only: the
 * engine's own words can name the server's temporary or data files and the SQL it ran.
 */
export function refusedWithHiddenDetail(message: string, cause: unknown): AppError {
  return new AppError('UNPROCESSABLE', 422, message, { cause });
}

/** 422: DuckDB could not read the uploaded Parquet file. */
export function notAParquetFile(cause: unknown): AppError {
  return refusedWithHiddenDetail(NOT_A_PARQUET_FILE, cause);
}

/** 400 on the `file` field: wrong extension or content that is not what the name says. */
export function badFile(problem: string): ValidationError {
  return new ValidationError({ file: [problem] });
}
