/**
 * `POST /database/validate_parameters/`: progressive validation of the connect form, as Superset's
 * ValidateDatabaseParametersCommand does it. Missing fields are listed; a filled-in host must
 * resolve to an allowed address, then a filled-in port must be open; a file path must name a
 * database file inside the data directory; the display name must be free. Only when nothing is
 * wrong is a real connection attempted, and its failure is reported on the fields that caused it.
 * Every check that touches the network has a timeout and goes through the host policy.
 */
import { z } from 'zod';
import { isAppError } from '@panorama/core/errors/app-error';
import { isFileBackend, type Backend } from '../../engine/backends';
import {
  validateConnection,
  type ResolvedConnection,
  type ValidateConnectionOptions,
} from '../../engine/connection-uri';
import { assertHostAllowed } from '../../engine/host-policy';
import type { SecretBox } from '../../security/secret-box';
import type { DatabaseRow } from '../../store/schema';
import { connectionFailure } from './connection-failures';
import { probeConnection } from './connection-probe';
import {
  backendOfEngine,
  engineNotConfigurable,
  parametersInput,
  withConnectPassword,
} from './database-connection-input';
import type { CreateConnector } from './database-connectors';
import {
  HOSTNAME_UNRESOLVABLE,
  buildParametersUri,
  missingParameters,
  parameterProblems,
  parsePort,
  type DatabaseParameters,
} from './database-parameters';
import { validateParametersBodySchema, type ValidateParametersBody } from './database-payloads';
import { PASSWORD_REQUIRED_MESSAGE } from './database-uris';
import { isPortOpen } from './port-probe';
import { supersetError, type SupersetError } from './superset-errors';

export const DATABASE_NAME_TAKEN = 'A database with the same name already exists.';
export const PORT_CLOSED = 'The port is closed.';

export interface ParametersValidationContext {
  policy: ValidateConnectionOptions;
  secretBox: SecretBox;
  createConnector: CreateConnector;
  /** True when another database already has the name. */
  nameTaken: (name: string) => Promise<boolean>;
  /** The database being edited, whose stored password the mask stands for. */
  existing?: DatabaseRow;
  isAdmin: boolean;
  portTimeoutMs?: number;
  connectionTimeoutMs?: number;
}

function hostError(err: unknown): SupersetError {
  const unresolvable = isAppError(err) && err.errorType === 'CONNECTION_INVALID_HOSTNAME_ERROR';
  const message =
    !unresolvable && isAppError(err) && typeof err.details === 'string'
      ? err.details
      : HOSTNAME_UNRESOLVABLE;
  return supersetError(message, 'CONNECTION_INVALID_HOSTNAME_ERROR', { invalid: ['host'] });
}

/** Host, then port: each checked only once the one before it is filled in and fine. */
async function networkChecks(
  params: DatabaseParameters,
  ctx: ParametersValidationContext,
): Promise<SupersetError[]> {
  if (!params.host) return [];
  let addresses: string[];
  try {
    addresses = await assertHostAllowed(params.host, {
      blockPrivateHosts: ctx.policy.blockPrivateHosts ?? false,
      ...(ctx.policy.resolveHost ? { resolve: ctx.policy.resolveHost } : {}),
    });
  } catch (err) {
    if (!isAppError(err)) throw err;
    return [hostError(err)];
  }
  if (params.port === undefined || params.port === null || params.port === '') return [];
  const port = parsePort(params.port);
  if ('problem' in port) return []; // Already reported by parameterProblems.
  if (await isPortOpen(addresses, port.port, ctx.portTimeoutMs)) return [];
  return [supersetError(PORT_CLOSED, 'CONNECTION_PORT_CLOSED_ERROR', { invalid: ['port'] })];
}

/** The file must exist inside the data directory, be of the engine's format, not the store. */
async function fileChecks(
  backend: Backend,
  params: DatabaseParameters,
  ctx: ParametersValidationContext,
): Promise<SupersetError[]> {
  try {
    await validateConnection(buildParametersUri(backend, params), ctx.policy);
    return [];
  } catch (err) {
    if (!isAppError(err) || typeof err.details !== 'string') throw err;
    return [
      supersetError(err.details, 'CONNECTION_UNKNOWN_DATABASE_ERROR', { invalid: ['database'] }),
    ];
  }
}

/** Everything that can be said about the form without connecting to the database. */
async function fieldErrors(
  backend: Backend,
  body: ValidateParametersBody,
  params: DatabaseParameters,
  ctx: ParametersValidationContext,
): Promise<SupersetError[]> {
  const errors: SupersetError[] = [];
  const missing = missingParameters(backend, params);
  if (missing.length > 0) {
    errors.push(
      supersetError(
        `One or more parameters are missing: ${missing.join(', ')}`,
        'CONNECTION_MISSING_PARAMETERS_ERROR',
        { missing },
        'warning',
      ),
    );
  }
  const problems = parameterProblems(backend, params, body.driver);
  for (const problem of problems) {
    errors.push(supersetError(problem.message, problem.errorType, { invalid: [problem.field] }));
  }
  const troubled = new Set(problems.map((p) => p.field));
  if (isFileBackend(backend)) {
    if (params.database && !troubled.has('database'))
      errors.push(...(await fileChecks(backend, params, ctx)));
  } else if (!troubled.has('host')) {
    errors.push(...(await networkChecks(params, ctx)));
  }
  const name = body.database_name?.trim();
  if (name && (await ctx.nameTaken(name))) {
    errors.push(
      supersetError(DATABASE_NAME_TAKEN, 'INVALID_PAYLOAD_SCHEMA_ERROR', {
        invalid: ['database_name'],
      }),
    );
  }
  return errors;
}

/** Connects with the complete parameters; the failure, if any, as the form should show it. */
async function connectionErrors(
  backend: Backend,
  body: ValidateParametersBody,
  params: DatabaseParameters,
  ctx: ParametersValidationContext,
): Promise<SupersetError[]> {
  const input = parametersInput(backend, params, body.driver, ctx.existing);
  let connection: ResolvedConnection;
  try {
    const resolved = await validateConnection(input.uri, ctx.policy);
    connection = withConnectPassword(resolved, input, ctx.existing, ctx.secretBox);
  } catch (err) {
    if (!isAppError(err)) throw err;
    // The mask stands for a stored password only while the endpoint is the same.
    if (typeof err.details === 'object' && 'password' in err.details)
      return [
        supersetError(
          PASSWORD_REQUIRED_MESSAGE,
          'CONNECTION_MISSING_PARAMETERS_ERROR',
          { missing: ['password'] },
          'warning',
        ),
      ];
    // The host or file changed between the checks above and now: report it like them.
    return isFileBackend(backend)
      ? [
          supersetError(String(err.details), 'CONNECTION_UNKNOWN_DATABASE_ERROR', {
            invalid: ['database'],
          }),
        ]
      : [hostError(err)];
  }
  try {
    await probeConnection(connection, {
      createConnector: ctx.createConnector,
      blockPrivateHosts: ctx.policy.blockPrivateHosts ?? false,
      ...(ctx.connectionTimeoutMs ? { timeoutMs: ctx.connectionTimeoutMs } : {}),
    });
    return [];
  } catch (err) {
    const context = {
      host: params.host ?? null,
      port: connection.port ?? null,
      username: params.username ?? null,
      database: params.database ?? null,
    };
    return [
      connectionFailure(err, context, {
        isAdmin: ctx.isAdmin,
        fileEngine: isFileBackend(backend),
      }),
    ];
  }
}

/**
 * The body, or the error Superset answers for a body of the wrong shape (schema errors are
 * structured errors here too, so the form has one format to read).
 */
export function parseValidateParametersBody(
  payload: unknown,
): { body: ValidateParametersBody } | { errors: SupersetError[] } {
  const parsed = validateParametersBodySchema.safeParse(payload ?? {});
  if (parsed.success) return { body: parsed.data };
  const messages = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || '_schema'}: ${issue.message}`,
  );
  return {
    errors: [
      supersetError(messages.join('\n'), 'INVALID_PAYLOAD_SCHEMA_ERROR', {
        messages: z.flattenError(parsed.error).fieldErrors,
      }),
    ],
  };
}

/** The errors of the form, empty when the database can be connected as it stands. */
export async function validateParameters(
  body: ValidateParametersBody,
  ctx: ParametersValidationContext,
): Promise<SupersetError[]> {
  const backend = backendOfEngine(body.engine);
  if (!backend) {
    return [supersetError(engineNotConfigurable(body.engine), 'GENERIC_DB_ENGINE_ERROR')];
  }
  const params = body.parameters ?? {};
  const errors = await fieldErrors(backend, body, params, ctx);
  if (errors.length > 0) return errors;
  return connectionErrors(backend, body, params, ctx);
}
