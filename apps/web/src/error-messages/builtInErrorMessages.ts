/**
 * The messages Panorama ships for the common error types; the registry starts with them and a
 * deployment may replace any.
 */
import { DatabaseConnectionErrorMessage } from './DatabaseConnectionErrorMessage';
import { DatabaseErrorMessage } from './DatabaseErrorMessage';
import type { ErrorMessageComponent } from './errorMessageTypes';
import { TimeoutErrorMessage } from './TimeoutErrorMessage';

const TIMEOUT_TYPES = ['BACKEND_TIMEOUT_ERROR', 'SQLLAB_TIMEOUT_ERROR'];

const DATABASE_TYPES = [
  'GENERIC_DB_ENGINE_ERROR',
  'COLUMN_DOES_NOT_EXIST_ERROR',
  'TABLE_DOES_NOT_EXIST_ERROR',
  'SCHEMA_DOES_NOT_EXIST_ERROR',
  'OBJECT_DOES_NOT_EXIST_ERROR',
  'SYNTAX_ERROR',
  'INVALID_SQL_ERROR',
  'DML_NOT_ALLOWED_ERROR',
  'RESULTS_BACKEND_ERROR',
];

const CONNECTION_TYPES = [
  'CONNECTION_INVALID_HOSTNAME_ERROR',
  'CONNECTION_PORT_CLOSED_ERROR',
  'CONNECTION_INVALID_PORT_ERROR',
  'CONNECTION_HOST_DOWN_ERROR',
  'CONNECTION_ACCESS_DENIED_ERROR',
  'CONNECTION_INVALID_USERNAME_ERROR',
  'CONNECTION_INVALID_PASSWORD_ERROR',
  'CONNECTION_UNKNOWN_DATABASE_ERROR',
  'CONNECTION_DATABASE_PERMISSIONS_ERROR',
  'CONNECTION_DATABASE_TIMEOUT',
  'DATABASE_NOT_FOUND_ERROR',
];

export const BUILT_IN_ERROR_MESSAGES: ReadonlyArray<readonly [string, ErrorMessageComponent]> = [
  ...TIMEOUT_TYPES.map((type) => [type, TimeoutErrorMessage] as const),
  ...DATABASE_TYPES.map((type) => [type, DatabaseErrorMessage] as const),
  ...CONNECTION_TYPES.map((type) => [type, DatabaseConnectionErrorMessage] as const),
];
