/**
 * What a client sent as a connection, a URI or parameters, turned into the one thing the rest of
 * the module works with: a URI holding a plain password, the mask ("keep the stored password"),
 * or none. Errors are reported on the fields the client filled in: `sqlalchemy_uri` for the URI
 * form, the parameter (`host`, `database`, `password`...) for the parameters form.
 */
import { ValidationError, isAppError } from '@panorama/core/errors/app-error';
import { isFileBackend, resolveScheme, type Backend } from '../../engine/backends';
import {
  PASSWORD_MASK,
  hasMaskedPassword,
  validateConnection,
  withPassword,
  type ResolvedConnection,
  type ValidateConnectionOptions,
} from '../../engine/connection-uri';
import type { SecretBox } from '../../security/secret-box';
import type { DatabaseRow } from '../../store/schema';
import type { ConfigurationMethod } from './configuration-method';
import { buildParametersUri, type DatabaseParameters } from './database-parameters';
import { usesParameters, type ConnectionFields } from './database-payloads';
import { PASSWORD_REQUIRED_MESSAGE, resolvePassword, type StoredUri } from './database-uris';

export interface ConnectionInput {
  /** Known up front for parameters; a URI's backend is only known once it is parsed. */
  backend: Backend | null;
  /** The URI with a plain password, the mask, or no password. */
  uri: string;
  method: ConfigurationMethod;
}

type ExistingConnection = Pick<DatabaseRow, 'backend' | 'sqlalchemy_uri' | 'password_encrypted'>;

/** The backend an engine name stands for (`postgres`, `mariadb`... are accepted aliases). */
export function backendOfEngine(engine: string): Backend | null {
  try {
    return resolveScheme(engine.trim()).backend;
  } catch {
    return null;
  }
}

export function engineNotConfigurable(engine: string): string {
  return `Engine "${engine}" cannot be configured through parameters.`;
}

/**
 * The URI for parameters: the password typed, else the mask when the database being edited has
 * a stored one (it is reused only if the endpoint is unchanged, see `resolvePassword`).
 */
export function parametersInput(
  backend: Backend,
  params: DatabaseParameters,
  driver: string | null | undefined,
  existing: ExistingConnection | undefined,
): ConnectionInput {
  const uri = buildParametersUri(backend, params, driver);
  const typed = params.password ?? '';
  const password =
    typed !== '' && typed !== PASSWORD_MASK
      ? typed
      : existing?.password_encrypted && !isFileBackend(backend)
        ? PASSWORD_MASK
        : null;
  return { backend, uri: withPassword(uri, password), method: 'dynamic_form' };
}

/** The connection a create / update / test body carries, or null when it carries none. */
export function connectionInput(
  body: ConnectionFields,
  existing: ExistingConnection | undefined,
): ConnectionInput | null {
  if (usesParameters(body)) {
    if (body.parameters === undefined) return null;
    const engine = body.engine ?? existing?.backend;
    const backend = engine ? backendOfEngine(engine) : null;
    if (!backend) {
      throw new ValidationError({
        engine: [engine ? engineNotConfigurable(engine) : 'An engine is required'],
      });
    }
    return parametersInput(backend, body.parameters, body.driver, existing);
  }
  if (body.sqlalchemy_uri === undefined) return null;
  return { backend: null, uri: body.sqlalchemy_uri, method: 'sqlalchemy_form' };
}

/** The form field a policy failure of this input belongs to. */
function policyField(input: ConnectionInput): string {
  if (input.method === 'sqlalchemy_form' || input.backend === null) return 'sqlalchemy_uri';
  return isFileBackend(input.backend) ? 'database' : 'host';
}

/**
 * Applies the server's connection policy (driver allow-list, files inside DATA_DIR and never the
 * metadata store, no metadata-service hosts) and reports failures on the input's field.
 */
export async function validateInput(
  input: ConnectionInput,
  policy: ValidateConnectionOptions,
): Promise<ResolvedConnection> {
  try {
    return await validateConnection(input.uri, policy);
  } catch (err) {
    if (isAppError(err) && err.code === 'VALIDATION' && typeof err.details === 'string') {
      throw new ValidationError(
        { [policyField(input)]: [err.details] },
        err.errorType ? { errorType: err.errorType } : {},
      );
    }
    throw err;
  }
}

/** The input as stored: URI without password, password encrypted (or the stored one kept). */
export function storedInput(
  input: ConnectionInput,
  existing: ExistingConnection | undefined,
  box: SecretBox,
): StoredUri {
  try {
    return resolvePassword(input.uri, existing, box);
  } catch (err) {
    if (input.method === 'dynamic_form' && isAppError(err) && err.code === 'VALIDATION') {
      throw new ValidationError({ password: [PASSWORD_REQUIRED_MESSAGE] });
    }
    throw err;
  }
}

/** The resolved connection with the password to connect with (the stored one for the mask). */
export function withConnectPassword(
  resolved: ResolvedConnection,
  input: ConnectionInput,
  existing: ExistingConnection | undefined,
  box: SecretBox,
): ResolvedConnection {
  if (!hasMaskedPassword(input.uri)) return resolved;
  const stored = storedInput(input, existing, box);
  const password = stored.passwordEncrypted ? box.decrypt(stored.passwordEncrypted) : undefined;
  return { ...resolved, password };
}
