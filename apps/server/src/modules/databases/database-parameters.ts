/**
 * A connection described field by field (Superset's "dynamic form"): host, port, database name,
 * username, password, extra URI parameters and an encryption switch for network engines; the path
 * of a file inside the data directory for file engines. The server turns the fields into the same
 * URI a user could type, so both forms share one validation, storage and masking path; the URI is
 * built here and nowhere else.
 *
 * Everything in this file is pure: checks that need the network or the file system (DNS, the host
 * policy, an open port, the file policy) are made by the callers on the built URI.
 */
import { z } from 'zod';
import type { ShownParameters } from '@panorama/core/schemas/database';
import { ValidationError, isAppError } from '@panorama/core/errors/app-error';
import { isFileBackend, resolveScheme, type Backend } from '../../engine/backends';
import { ENCRYPTION_PARAMS, assertParamsAllowed } from '../../engine/connection-params';
import { parseConnectionUri } from '../../engine/connection-uri';

const MAX_QUERY_PARAMS = 20;

const queryValue = z.union([z.string().max(1024), z.number(), z.boolean()]);

/**
 * What clients send as `parameters`. Every field is optional because validate_parameters checks
 * a form as it is being filled in; what is required depends on the engine.
 */
export const databaseParametersSchema = z.object({
  host: z.string().trim().max(253).nullable().optional(),
  port: z
    .union([z.number(), z.string().trim().max(16)])
    .nullable()
    .optional(),
  database: z.string().trim().max(1024).nullable().optional(),
  username: z.string().max(250).nullable().optional(),
  password: z.string().max(1024).nullable().optional(),
  query: z
    .record(z.string().min(1).max(128), queryValue)
    .refine((query) => Object.keys(query).length <= MAX_QUERY_PARAMS, {
      message: `At most ${MAX_QUERY_PARAMS} additional parameters`,
    })
    .nullable()
    .optional(),
  encryption: z.boolean().nullable().optional(),
  ssh: z.boolean().nullable().optional(),
});
export type DatabaseParameters = z.infer<typeof databaseParametersSchema>;

export type ParameterField = keyof DatabaseParameters;

/** A field-level problem found without any I/O; `errorType` is Superset's error type. */
export interface ParameterProblem {
  field: ParameterField;
  message: string;
  errorType: string;
}

// Sorted, as Superset lists missing parameters in alphabetical order.
const NETWORK_REQUIRED: readonly ParameterField[] = ['database', 'host', 'port', 'username'];
const FILE_REQUIRED: readonly ParameterField[] = ['database'];

export const PORT_NOT_INTEGER = 'Port must be a valid integer.';
export const PORT_OUT_OF_RANGE = 'The port must be an integer between 1 and 65535 (inclusive).';
export const HOSTNAME_UNRESOLVABLE = "The hostname provided can't be resolved.";
export const SSH_NOT_ENABLED = 'SSH Tunneling is not enabled';

export function requiredParameters(backend: Backend): readonly ParameterField[] {
  return isFileBackend(backend) ? FILE_REQUIRED : NETWORK_REQUIRED;
}

/** Required fields left empty (Superset counts any falsy value, port 0 included, as missing). */
export function missingParameters(backend: Backend, params: DatabaseParameters): ParameterField[] {
  return requiredParameters(backend).filter((field) => {
    const value = params[field];
    return value === undefined || value === null || value === '' || value === 0;
  });
}

/** The port as a number, or the reason it is not a usable one. */
export function parsePort(value: number | string): { port: number } | { problem: string } {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^-?\d+$/.test(text)) return { problem: PORT_NOT_INTEGER };
  const port = Number(text);
  return port >= 1 && port <= 65535 ? { port } : { problem: PORT_OUT_OF_RANGE };
}

/** `host` as it goes in a URI authority: IPv6 literals in brackets. */
function authorityHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

function hostProblem(scheme: string, host: string): string | null {
  try {
    // The URI parser is the one authority on what a host may look like; give it the host alone.
    parseConnectionUri(`${scheme}://${authorityHost(host)}`);
    return null;
  } catch {
    return HOSTNAME_UNRESOLVABLE;
  }
}

/** The database part of a URI is kept as typed, so it cannot hold what ends it. */
function databaseProblem(database: string, backend: Backend): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[?\x00-\x1f\x7f]/.test(database)) {
    return isFileBackend(backend)
      ? 'The file path cannot contain "?" or control characters'
      : 'The database name cannot contain "?" or control characters';
  }
  return null;
}

/** The `query` values as URI text: numbers and booleans written the way drivers read them. */
function queryText(query: DatabaseParameters['query']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query ?? {}).map(([key, value]) => [key, String(value)]),
  );
}

/** The URI query with encryption applied (it overrides the same keys in `query`, as Superset). */
function effectiveQuery(backend: Backend, params: DatabaseParameters): Record<string, string> {
  const query = queryText(params.query);
  const encryption = ENCRYPTION_PARAMS[backend];
  return params.encryption && encryption ? { ...query, ...encryption } : query;
}

/** The URI scheme for an engine and optional driver; unknown drivers fall back to the default. */
export function schemeFor(backend: Backend, driver: string | null | undefined): string {
  if (isFileBackend(backend)) return backend;
  const fallback = `${backend}+${resolveScheme(backend).driver}`;
  if (!driver) return fallback;
  const candidate = `${backend}+${driver}`;
  try {
    return resolveScheme(candidate).backend === backend ? candidate : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Problems in the fields that are filled in, found without I/O: a malformed host or port, a
 * database name the URI cannot carry, a URI parameter the server refuses, an SSH tunnel.
 */
export function parameterProblems(
  backend: Backend,
  params: DatabaseParameters,
  driver?: string | null,
): ParameterProblem[] {
  const problems: ParameterProblem[] = [];
  if (params.ssh) {
    problems.push({ field: 'ssh', message: SSH_NOT_ENABLED, errorType: 'GENERIC_DB_ENGINE_ERROR' });
  }
  if (params.database) {
    const problem = databaseProblem(params.database, backend);
    if (problem)
      problems.push({
        field: 'database',
        message: problem,
        errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR',
      });
  }
  if (isFileBackend(backend)) return problems;

  if (params.host) {
    const problem = hostProblem(schemeFor(backend, driver), params.host);
    if (problem)
      problems.push({
        field: 'host',
        message: problem,
        errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      });
  }
  if (params.port !== undefined && params.port !== null && params.port !== '') {
    const port = parsePort(params.port);
    if ('problem' in port)
      problems.push({
        field: 'port',
        message: port.problem,
        errorType: 'CONNECTION_INVALID_PORT_ERROR',
      });
  }
  try {
    assertParamsAllowed(backend, effectiveQuery(backend, params));
  } catch (err) {
    if (!isAppError(err)) throw err;
    problems.push({
      field: 'query',
      message: typeof err.details === 'string' ? err.details : err.message,
      errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR',
    });
  }
  return problems;
}

/**
 * The URI (without password) for complete, problem-free parameters. Throws a ValidationError
 * keyed by field, `{ host: ['Missing data for required field.'] }`, as Superset's schema does.
 */
export function buildParametersUri(
  backend: Backend,
  params: DatabaseParameters,
  driver?: string | null,
): string {
  const errors: Record<string, string[]> = {};
  for (const field of missingParameters(backend, params))
    errors[field] = ['Missing data for required field.'];
  for (const problem of parameterProblems(backend, params, driver))
    (errors[problem.field] ??= []).push(problem.message);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const scheme = schemeFor(backend, driver);
  const database = params.database ?? '';
  if (isFileBackend(backend)) return `${scheme}:///${database}`;

  const port = parsePort(params.port ?? '');
  const user = params.username ? `${encodeURIComponent(params.username)}@` : '';
  const host = authorityHost(params.host ?? '');
  const query = Object.entries(effectiveQuery(backend, params))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  const portPart = 'port' in port ? `:${port.port}` : '';
  return `${scheme}://${user}${host}${portPart}/${database}${query ? `?${query}` : ''}`;
}

/**
 * The parameters a stored URI stands for, to re-open the form: the encryption parameters folded
 * back into the switch when all of them are present. Never the password.
 */
/** The parameters of a stored database as the API shows them: never a password. */
export function parametersFromUri(uri: string): ShownParameters {
  const parsed = parseConnectionUri(uri);
  if (isFileBackend(parsed.backend)) return { database: parsed.filePath ?? '' };
  const encryption = ENCRYPTION_PARAMS[parsed.backend];
  const encrypted =
    encryption !== null &&
    Object.entries(encryption).every(([key, value]) => parsed.params[key] === value);
  const query = Object.fromEntries(
    Object.entries(parsed.params).filter(
      ([key]) => !(encrypted && encryption && key in encryption),
    ),
  );
  return {
    host: parsed.host ?? null,
    port: parsed.port ?? null,
    database: parsed.database ?? null,
    username: parsed.username ?? null,
    query,
    encryption: encrypted,
  };
}
