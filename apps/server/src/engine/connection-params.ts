/**
 * The URI query parameters a user may set on a network database. It is an allow-list: driver
 * options are a long tail and several read files from the server (sslrootcert, sslcert, sslkey,
 * passfile, read_default_file), make the server upload them (MySQL LOCAL INFILE), or run SQL or
 * settings at connect time (init_command, options=-c ...). Connectors build driver configs from
 * these validated values only; the raw URI never reaches a driver.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { Backend } from './backends';

type ParamCheck = (value: string) => boolean;

const oneOf =
  (...allowed: string[]): ParamCheck =>
  (value) =>
    allowed.includes(value);

const integerBetween =
  (min: number, max: number): ParamCheck =>
  (value) =>
    /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max;

const PRINTABLE_NAME: ParamCheck = (value) => /^[\x20-\x7e]{1,63}$/.test(value);

const ALLOWED: Record<Backend, Record<string, ParamCheck>> = {
  postgresql: {
    sslmode: oneOf('disable', 'allow', 'prefer', 'require', 'verify-ca', 'verify-full'),
    connect_timeout: integerBetween(1, 300),
    application_name: PRINTABLE_NAME,
  },
  mysql: {
    charset: oneOf('utf8', 'utf8mb4', 'latin1', 'ascii'),
    connect_timeout: integerBetween(1, 300),
    ssl_mode: oneOf('DISABLED', 'PREFERRED', 'REQUIRED', 'VERIFY_CA', 'VERIFY_IDENTITY'),
  },
  // A file engine is configured by the server, never by the URI (mode=rwc, vfs=..., uri=true).
  sqlite: {},
  duckdb: {},
};

/** Why the well-known dangerous parameters are refused, to make the error actionable. */
const REASONS: Record<string, string> = {
  local_infile: 'it lets the database server read files from this server',
  allowloadlocalinfile: 'it lets the database server read files from this server',
  allowlocalinfile: 'it lets the database server read files from this server',
  sslrootcert: 'it reads a file on this server',
  sslcert: 'it reads a file on this server',
  sslkey: 'it reads a file on this server',
  sslcrl: 'it reads a file on this server',
  passfile: 'it reads a file on this server',
  ssl_ca: 'it reads a file on this server',
  ssl_cert: 'it reads a file on this server',
  ssl_key: 'it reads a file on this server',
  read_default_file: 'it reads a file on this server',
  init_command: 'it runs SQL when connecting',
  options: 'it changes server settings when connecting',
  host: 'the host belongs in the URI authority',
  hostaddr: 'the host belongs in the URI authority',
  unix_socket: 'it connects to a local socket',
};

/**
 * The parameters the connection form's "encryption" switch stands for (Superset's
 * `encryption_parameters`): encrypted transport without a certificate file, since certificate
 * paths are refused above. File engines have no transport to encrypt.
 */
export const ENCRYPTION_PARAMS: Record<Backend, Readonly<Record<string, string>> | null> = {
  postgresql: { sslmode: 'require' },
  mysql: { ssl_mode: 'REQUIRED' },
  sqlite: null,
  duckdb: null,
};

/** Throws a ValidationError naming the first parameter that is not allowed or has a bad value. */
export function assertParamsAllowed(backend: Backend, params: Record<string, string>): void {
  const allowed = ALLOWED[backend];
  for (const [name, value] of Object.entries(params)) {
    const check = allowed[name];
    if (!check) {
      const reason = REASONS[name.toLowerCase()];
      throw new ValidationError(
        `Connection parameter "${name}" is not allowed${reason ? `: ${reason}` : ''}`,
      );
    }
    if (!check(value)) {
      throw new ValidationError(`Connection parameter "${name}" has an unsupported value`);
    }
  }
}
