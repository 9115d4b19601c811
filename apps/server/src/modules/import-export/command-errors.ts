/**
 * How a failed import answers: Superset turns every CommandException into its SIP-40 envelope
 * (superset/views/error_handling.py), `{"errors": [{message, error_type: GENERIC_COMMAND_ERROR,
 * level, extra}]}`, where `extra` holds the per-file messages of an invalid import plus the issue
 * codes of the error type. The import code throws ordinary AppErrors; the route renders them with
 * `commandErrorReply`. An AppError whose details are a `{file: messages}` map is the collected
 * validation failure (CommandInvalidError), whose message is `Error importing <model>`.
 */
import type { CommandErrorResponse } from '@panorama/core/schemas/import-export';
import { UnprocessableError, isAppError, type AppError } from '@panorama/core/errors/app-error';
import { RESOURCE_INFO, titleModel, type BundleResource } from './bundle-resources';

export const GENERIC_COMMAND_ERROR = 'GENERIC_COMMAND_ERROR';
export const INCORRECT_VERSION = 'Import has incorrect version';
export const NO_VALID_FILES = 'No valid import files were found';
export const NOT_A_ZIP = 'Not a ZIP file';
export const PASSWORD_REQUIRED = 'Must provide a password for the database';
export const SSH_TUNNEL_NOT_ENABLED = 'SSH Tunneling is not enabled';

/** Superset's ISSUE_CODES entry for GENERIC_COMMAND_ERROR. */
const ISSUE_CODES = [
  { code: 1010, message: 'Issue 1010 - Superset encountered an error while running a command.' },
];

export type FileMessages = Record<string, unknown>;

export function overwriteNotPassed(resource: BundleResource): string {
  return `${titleModel(resource)} already exists and \`overwrite=true\` was not passed`;
}

/** The collected validation failure of an import (Superset's CommandInvalidError, 422). */
export function importInvalid(messages: FileMessages): UnprocessableError {
  return new UnprocessableError(messages, GENERIC_COMMAND_ERROR);
}

/**
 * An AppError thrown by a shared check (URI policy, SQL check...) as the messages of one file:
 * its `{field: [messages]}` details, or its text under `field`; null for other errors.
 */
export function fileMessagesOf(err: unknown, field: string): FileMessages | null {
  if (!isAppError(err) || err.status >= 500) return null;
  return typeof err.details === 'object' ? err.details : { [field]: [err.details] };
}

function levelFor(status: number): 'info' | 'warning' | 'error' {
  if (status < 400) return 'info';
  return status < 500 ? 'warning' : 'error';
}

/** A client error status (the caller passes only errors below 500). */
type ClientErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422;

export interface CommandErrorReply {
  status: ClientErrorStatus;
  body: CommandErrorResponse;
}

export function commandErrorReply(error: AppError, resource: BundleResource): CommandErrorReply {
  const perFile = typeof error.details === 'object' ? error.details : {};
  const message =
    typeof error.details === 'string'
      ? error.details
      : `Error importing ${RESOURCE_INFO[resource].modelName}`;
  return {
    status: error.status as ClientErrorStatus,
    body: {
      errors: [
        {
          message,
          error_type: GENERIC_COMMAND_ERROR,
          level: levelFor(error.status),
          extra: { ...perFile, issue_codes: ISSUE_CODES },
        },
      ],
    },
  };
}
