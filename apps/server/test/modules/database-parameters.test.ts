/**
 * Connecting a database with parameters instead of a URI, on every metadata store: the engines'
 * parameter schemas, `POST /database/validate_parameters/` (progressive checks, then a real
 * connection to PostgreSQL, MariaDB and DuckDB files) and create / read / update through
 * `parameters` with `configuration_method: "dynamic_form"`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_URLS, serviceAvailable } from '../support/services';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import {
  PG_TEST_URL,
  createDatabase,
  createDuckdbFile,
  postgresReachable,
} from './datasets-fixtures';

const pgAvailable = await postgresReachable();
const mariadbAvailable = await serviceAvailable('mariadb');
const pg = new URL(PG_TEST_URL.replace(/^postgresql:/, 'http:'));
const PG_PARAMS = {
  host: pg.hostname,
  port: Number(pg.port) || 5432,
  username: decodeURIComponent(pg.username),
  database: pg.pathname.slice(1),
};
const maria = new URL(SERVICE_URLS.mariadb.replace(/^mysql:/, 'http:'));
const MARIA_PARAMS = {
  host: maria.hostname,
  port: Number(maria.port) || 3306,
  username: decodeURIComponent(maria.username),
  database: maria.pathname.slice(1),
};
const PG_PASSWORD = 'pn-param-Pa55';

interface SupersetErrorBody {
  errors: {
    message: string;
    error_type: string;
    level: string;
    extra?: { invalid?: string[]; missing?: string[] };
  }[];
}

/** Superset's error for parameters a connection attempt refused. */
const invalidParameter = (errorType: string, message: string, fields: string[]) => ({
  message,
  error_type: errorType,
  level: 'error',
  extra: { invalid: fields },
});

/** Superset's error for required parameters left empty. */
const missingParameters = (message: string, fields: string[]) => ({
  message,
  error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
  level: 'warning',
  extra: { missing: fields },
});

describe.each(await storeVariants())('database parameters on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let gamma: Record<string, string>;

  const validate = async (payload: Record<string, unknown>, headers = admin) => {
    const res = await t.post('/api/v1/database/validate_parameters/', headers, payload);
    return { status: res.statusCode, body: res.json() as SupersetErrorBody & { message?: string } };
  };

  const getDatabase = async (id: number) => {
    const res = await t.get(`/api/v1/database/${id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, result: (res.json() as { result: Record<string, unknown> }).result };
  };

  beforeAll(async () => {
    gamma = (await t.createUser({ username: 'gamma_params', roles: ['Gamma'] })).headers;
    await createDuckdbFile(t.dataDir, 'analytics.duckdb');
    await createDatabase(t, {
      database_name: 'taken',
      sqlalchemy_uri: 'duckdb:///analytics.duckdb',
    });
  });

  it('lists each engine’s parameters as a JSON schema', async () => {
    const res = await t.get('/api/v1/database/available/', admin);
    const engines = (
      res.json() as {
        databases: {
          engine: string;
          parameters: { required: string[]; properties: Record<string, { default?: number }> };
        }[];
      }
    ).databases;
    const byEngine = Object.fromEntries(engines.map((e) => [e.engine, e.parameters]));
    expect(byEngine.postgresql?.required).toEqual(['database', 'host', 'port', 'username']);
    expect(Object.keys(byEngine.postgresql?.properties ?? {})).toEqual([
      'host',
      'port',
      'database',
      'username',
      'password',
      'query',
      'encryption',
    ]);
    expect(byEngine.mysql?.properties.port?.default).toBe(3306);
    expect(byEngine.duckdb).toMatchObject({ required: ['database'] });
    expect(Object.keys(byEngine.sqlite?.properties ?? {})).toEqual(['database']);
  });

  it('lists the missing fields, alphabetically', async () => {
    const { status, body } = await validate({
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { port: 5432 },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      missingParameters('One or more parameters are missing: database, host, username', [
        'database',
        'host',
        'username',
      ]),
    ]);
  });

  it('checks the host, then the port, without connecting yet', async () => {
    const unresolvable = await validate({
      engine: 'postgresql',
      parameters: { host: 'no-such-host.invalid', port: 5432 },
    });
    expect(unresolvable.status).toBe(422);
    expect(unresolvable.body.errors.map((e) => [e.error_type, e.extra])).toEqual([
      ['CONNECTION_MISSING_PARAMETERS_ERROR', { missing: ['database', 'username'] }],
      ['CONNECTION_INVALID_HOSTNAME_ERROR', { invalid: ['host'] }],
    ]);
    expect(unresolvable.body.errors[1]?.message).toBe("The hostname provided can't be resolved.");

    const metadataService = await validate({
      engine: 'postgresql',
      parameters: { ...PG_PARAMS, host: '169.254.169.254' },
    });
    expect(metadataService.body.errors).toEqual([
      expect.objectContaining({
        error_type: 'CONNECTION_INVALID_HOSTNAME_ERROR',
        message: expect.stringContaining('is not allowed') as unknown,
        extra: { invalid: ['host'] },
      }),
    ]);

    const badPort = await validate({
      engine: 'mysql',
      parameters: { ...MARIA_PARAMS, port: 70000 },
    });
    expect(badPort.body.errors).toEqual([
      invalidParameter(
        'CONNECTION_INVALID_PORT_ERROR',
        'The port must be an integer between 1 and 65535 (inclusive).',
        ['port'],
      ),
    ]);

    const closedPort = await validate({
      engine: 'postgresql',
      parameters: { ...PG_PARAMS, host: '127.0.0.1', port: 1 },
    });
    expect(closedPort.body.errors).toEqual([
      invalidParameter('CONNECTION_PORT_CLOSED_ERROR', 'The port is closed.', ['port']),
    ]);
  });

  it('refuses URI parameters the server does not allow, and a taken display name', async () => {
    const { body } = await validate({
      engine: 'mysql',
      database_name: 'taken',
      parameters: { ...MARIA_PARAMS, query: { local_infile: '1' } },
    });
    expect(body.errors.map((e) => [e.error_type, e.extra?.invalid])).toEqual([
      ['INVALID_PAYLOAD_SCHEMA_ERROR', ['query']],
      ['INVALID_PAYLOAD_SCHEMA_ERROR', ['database_name']],
    ]);
    expect(body.errors[1]?.message).toBe('A database with the same name already exists.');
  });

  it('answers structured errors for a malformed body or an unknown engine', async () => {
    const malformed = await validate({ parameters: { port: 5432 } });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors[0]).toMatchObject({
      error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR',
      message: expect.stringContaining('engine') as unknown,
    });
    const unknown = await validate({ engine: 'oracle', parameters: {} });
    expect(unknown.body.errors).toEqual([
      {
        message: 'Engine "oracle" cannot be configured through parameters.',
        error_type: 'GENERIC_DB_ENGINE_ERROR',
        level: 'error',
      },
    ]);
  });

  it('keeps validation to users who may change databases', async () => {
    const { status } = await validate({ engine: 'duckdb', parameters: {} }, gamma);
    expect(status).toBe(403);
  });

  it('checks a file engine’s path inside the data directory, then opens it', async () => {
    const ok = await validate({ engine: 'duckdb', parameters: { database: 'analytics.duckdb' } });
    expect(ok).toEqual({ status: 200, body: { message: 'OK' } });
    for (const database of ['missing.duckdb', '../outside.duckdb', '/etc/hosts']) {
      const { status, body } = await validate({ engine: 'duckdb', parameters: { database } });
      expect(status, database).toBe(422);
      expect(body.errors.map((e) => [e.error_type, e.extra?.invalid])).toEqual([
        ['CONNECTION_UNKNOWN_DATABASE_ERROR', ['database']],
      ]);
    }
    const wrongFormat = await validate({
      engine: 'sqlite',
      parameters: { database: 'analytics.duckdb' },
    });
    expect(wrongFormat.body.errors[0]?.message).toContain('is not a SQLite database');
  });

  it('creates a DuckDB database from its path and queries it', async () => {
    const res = await t.post('/api/v1/database/', admin, {
      database_name: 'duck by parameters',
      engine: 'duckdb',
      configuration_method: 'dynamic_form',
      parameters: { database: 'analytics.duckdb' },
      allow_dml: true,
      cache_timeout: 120,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: number; result: Record<string, unknown> };
    expect(created.result).toMatchObject({
      sqlalchemy_uri: 'duckdb:///analytics.duckdb',
      parameters: { database: 'analytics.duckdb' },
      allow_dml: true,
      cache_timeout: 120,
    });
    const { result } = await getDatabase(created.id);
    expect(result).toMatchObject({
      configuration_method: 'dynamic_form',
      backend: 'duckdb',
      parameters: { database: 'analytics.duckdb' },
      extra: '{}',
    });
    const row = await t.container.databases.repo.findById(created.id);
    if (!row) throw new Error('missing');
    const connector = await t.container.connectors.get(row);
    const rows = await connector.run('SELECT count(*) AS n, sum(amount) AS total FROM sales', [], {
      timeoutMs: 10_000,
    });
    // The three seeded sales: 10.5 + 20 + 7.25.
    expect(rows.rows).toEqual([{ n: 3, total: 37.75 }]);
  });

  it('refuses to create from incomplete parameters, naming the fields', async () => {
    const res = await t.post('/api/v1/database/', admin, {
      database_name: 'incomplete',
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: '127.0.0.1', port: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: {
        database: ['Missing data for required field.'],
        port: ['Port must be a valid integer.'],
        username: ['Missing data for required field.'],
      },
    });
    const blocked = await t.post('/api/v1/database/', admin, {
      database_name: 'blocked',
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { ...PG_PARAMS, host: 'metadata.google.internal' },
    });
    expect(blocked.statusCode).toBe(400);
    expect(Object.keys((blocked.json() as { message: object }).message)).toEqual(['host']);
  });

  describe.skipIf(!pgAvailable)('PostgreSQL', () => {
    let pgId: number;

    it('connects valid parameters, and explains an unknown database or user', async () => {
      const ok = await validate({ engine: 'postgresql', parameters: PG_PARAMS });
      expect(ok, JSON.stringify(ok.body)).toEqual({ status: 200, body: { message: 'OK' } });

      // The test server trusts local connections whatever the password, so the failures a
      // login can have are reached with a database and a role that do not exist.
      const noDatabase = await validate({
        engine: 'postgresql',
        parameters: { ...PG_PARAMS, database: 'pn_no_such_database' },
      });
      expect(noDatabase.status).toBe(422);
      expect(noDatabase.body.errors).toEqual([
        invalidParameter(
          'CONNECTION_UNKNOWN_DATABASE_ERROR',
          'Unable to connect to database "pn_no_such_database".',
          ['database'],
        ),
      ]);
      const noRole = await validate({
        engine: 'postgresql',
        parameters: { ...PG_PARAMS, username: 'pn_no_such_role' },
      });
      expect(noRole.body.errors).toEqual([
        invalidParameter(
          'CONNECTION_INVALID_USERNAME_ERROR',
          'The username "pn_no_such_role" does not exist.',
          ['username'],
        ),
      ]);
    });

    it('creates a database from parameters, keeps the password secret and queries it', async () => {
      const res = await t.post('/api/v1/database/', admin, {
        database_name: 'pg by parameters',
        engine: 'postgresql',
        configuration_method: 'dynamic_form',
        parameters: { ...PG_PARAMS, password: PG_PASSWORD, query: { connect_timeout: 5 } },
        expose_in_sqllab: true,
        allow_run_async: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.body).not.toContain(PG_PASSWORD);
      pgId = (res.json() as { id: number }).id;

      const { body, result } = await getDatabase(pgId);
      expect(body).not.toContain(PG_PASSWORD);
      expect(result).toMatchObject({
        configuration_method: 'dynamic_form',
        backend: 'postgresql',
        driver: 'psycopg2',
        allow_run_async: true,
        parameters: { ...PG_PARAMS, query: { connect_timeout: '5' }, encryption: false },
      });
      expect(result.parameters).not.toHaveProperty('password');
      expect(result.sqlalchemy_uri).toBe(
        `postgresql+psycopg2://${PG_PARAMS.username}:XXXXXXXXXX@${PG_PARAMS.host}:${PG_PARAMS.port}/${PG_PARAMS.database}?connect_timeout=5`,
      );
      const row = await t.container.databases.repo.findById(pgId);
      if (!row) throw new Error('missing');
      expect(row.sqlalchemy_uri).not.toContain(PG_PASSWORD);
      expect(t.container.secretBox.decrypt(row.password_encrypted ?? '')).toBe(PG_PASSWORD);

      const connector = await t.container.connectors.get(row);
      const answer = await connector.run('SELECT $1::int * 6 AS answer', [7], {
        timeoutMs: 10_000,
      });
      expect(answer.rows).toEqual([{ answer: 42 }]);
    });

    it('edits with parameters: the stored password stays unless the endpoint moves', async () => {
      const edited = await validate({
        engine: 'postgresql',
        id: pgId,
        database_name: 'pg by parameters',
        parameters: PG_PARAMS,
      });
      expect(edited).toEqual({ status: 200, body: { message: 'OK' } });

      const kept = await t.put(`/api/v1/database/${pgId}`, admin, {
        configuration_method: 'dynamic_form',
        parameters: PG_PARAMS,
      });
      expect(kept.statusCode, kept.body).toBe(200);
      const row = await t.container.databases.repo.findById(pgId);
      expect(t.container.secretBox.decrypt(row?.password_encrypted ?? '')).toBe(PG_PASSWORD);

      const moved = await t.put(`/api/v1/database/${pgId}`, admin, {
        configuration_method: 'dynamic_form',
        parameters: { ...PG_PARAMS, host: 'localhost' },
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toEqual({
        message: { password: ['Must provide a password for the database'] },
      });
      const movedCheck = await validate({
        engine: 'postgresql',
        id: pgId,
        parameters: { ...PG_PARAMS, host: 'localhost' },
      });
      expect(movedCheck.body.errors).toEqual([
        missingParameters('Must provide a password for the database', ['password']),
      ]);
    });

    it('re-opens in the URI form once saved with a URI', async () => {
      const res = await t.put(`/api/v1/database/${pgId}`, admin, {
        sqlalchemy_uri: PG_TEST_URL,
        configuration_method: 'sqlalchemy_form',
      });
      expect(res.statusCode, res.body).toBe(200);
      const { result } = await getDatabase(pgId);
      expect(result.configuration_method).toBe('sqlalchemy_form');
      expect(result.sqlalchemy_uri).toBe(PG_TEST_URL);
    });
  });

  describe.skipIf(!mariadbAvailable)('MariaDB', () => {
    it('connects valid parameters and refuses a wrong root password', async () => {
      const ok = await validate({ engine: 'mysql', parameters: MARIA_PARAMS });
      expect(ok, JSON.stringify(ok.body)).toEqual({ status: 200, body: { message: 'OK' } });
      const denied = await validate({
        engine: 'mysql',
        parameters: { ...MARIA_PARAMS, password: 'definitely-wrong' },
      });
      expect(denied.status).toBe(422);
      expect(denied.body.errors).toEqual([
        invalidParameter(
          'CONNECTION_ACCESS_DENIED_ERROR',
          `Either the username "${MARIA_PARAMS.username}" or the password is incorrect.`,
          ['username', 'password'],
        ),
      ]);
      const unknownDatabase = await validate({
        engine: 'mariadb',
        parameters: { ...MARIA_PARAMS, database: 'pn_no_such_database' },
      });
      expect(unknownDatabase.body.errors[0]?.error_type).toBe('CONNECTION_UNKNOWN_DATABASE_ERROR');
    });
  });
});
