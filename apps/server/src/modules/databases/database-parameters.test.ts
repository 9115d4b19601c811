import { describe, expect, it } from 'vitest';
import { refusalDetails } from '../../../test/support/refusal-of';
import { parseConnectionUri } from '../../engine/connection-uri';
import {
  HOSTNAME_UNRESOLVABLE,
  PORT_NOT_INTEGER,
  PORT_OUT_OF_RANGE,
  buildParametersUri,
  missingParameters,
  parameterProblems,
  parametersFromUri,
  parsePort,
  schemeFor,
  type DatabaseParameters,
} from './database-parameters';

const pg: DatabaseParameters = {
  host: 'db.example.com',
  port: 5432,
  database: 'sales',
  username: 'bob',
};

describe('missingParameters', () => {
  it('lists the empty required fields of a network engine in alphabetical order', () => {
    expect(missingParameters('postgresql', {})).toEqual(['database', 'host', 'port', 'username']);
    expect(missingParameters('mysql', { host: 'h', port: 0, username: '', database: 'd' })).toEqual(
      ['port', 'username'],
    );
    expect(missingParameters('postgresql', pg)).toEqual([]);
  });

  it('asks a file engine for the path only', () => {
    expect(missingParameters('duckdb', { host: 'ignored' })).toEqual(['database']);
    expect(missingParameters('sqlite', { database: 'shop.db' })).toEqual([]);
  });
});

describe('parsePort', () => {
  it.each([
    [5432, { port: 5432 }],
    ['3306', { port: 3306 }],
    [' 1 ', { port: 1 }],
    [65535, { port: 65535 }],
    [65536, { problem: PORT_OUT_OF_RANGE }],
    [0, { problem: PORT_OUT_OF_RANGE }],
    ['-5', { problem: PORT_OUT_OF_RANGE }],
    ['54a', { problem: PORT_NOT_INTEGER }],
    [54.5, { problem: PORT_NOT_INTEGER }],
  ])('%j → %j', (value, expected) => {
    expect(parsePort(value)).toEqual(expected);
  });
});

describe('parameterProblems', () => {
  it('finds a malformed host and port, a refused URI parameter and an SSH tunnel', () => {
    const problems = parameterProblems('postgresql', {
      ...pg,
      host: 'bad host!',
      port: 'x',
      query: { sslkey: '/etc/ssl/key.pem' },
      ssh: true,
    });
    expect(problems.map((p) => [p.field, p.errorType])).toEqual([
      ['ssh', 'GENERIC_DB_ENGINE_ERROR'],
      ['host', 'CONNECTION_INVALID_HOSTNAME_ERROR'],
      ['port', 'CONNECTION_INVALID_PORT_ERROR'],
      ['query', 'INVALID_PAYLOAD_SCHEMA_ERROR'],
    ]);
    expect(problems[1]?.message).toBe(HOSTNAME_UNRESOLVABLE);
    expect(problems[3]?.message).toContain('"sslkey" is not allowed');
  });

  it('refuses a database name the URI cannot carry', () => {
    expect(parameterProblems('mysql', { ...pg, database: 'a?b' })).toEqual([
      {
        field: 'database',
        message: 'The database name cannot contain "?" or control characters',
        errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR',
      },
    ]);
  });

  it('accepts IPv4 and IPv6 literals as hosts', () => {
    expect(parameterProblems('postgresql', { ...pg, host: '10.1.2.3' })).toEqual([]);
    expect(parameterProblems('postgresql', { ...pg, host: '::1' })).toEqual([]);
  });
});

describe('buildParametersUri', () => {
  it('builds the URI with the default driver, an encoded user and the query', () => {
    const uri = buildParametersUri('postgresql', {
      ...pg,
      username: 'bob@corp',
      query: { application_name: 'my app', connect_timeout: 5 },
    });
    expect(uri).toBe(
      'postgresql+psycopg2://bob%40corp@db.example.com:5432/sales?application_name=my%20app&connect_timeout=5',
    );
    const parsed = parseConnectionUri(uri);
    expect(parsed).toMatchObject({
      backend: 'postgresql',
      driver: 'psycopg2',
      username: 'bob@corp',
      host: 'db.example.com',
      port: 5432,
      database: 'sales',
      params: { application_name: 'my app', connect_timeout: '5' },
    });
  });

  it('turns the encryption switch into the engine’s encryption parameter', () => {
    expect(buildParametersUri('postgresql', { ...pg, encryption: true })).toBe(
      'postgresql+psycopg2://bob@db.example.com:5432/sales?sslmode=require',
    );
    expect(buildParametersUri('mysql', { ...pg, port: '3306', encryption: true }, 'pymysql')).toBe(
      'mysql+pymysql://bob@db.example.com:3306/sales?ssl_mode=REQUIRED',
    );
  });

  it('brackets IPv6 hosts and builds file URIs from the path', () => {
    expect(buildParametersUri('postgresql', { ...pg, host: '::1' })).toBe(
      'postgresql+psycopg2://bob@[::1]:5432/sales',
    );
    expect(buildParametersUri('duckdb', { database: 'analytics.duckdb' })).toBe(
      'duckdb:///analytics.duckdb',
    );
    expect(buildParametersUri('sqlite', { database: 'sub/shop.db' })).toBe('sqlite:///sub/shop.db');
  });

  it('reports missing and malformed fields by name, as a schema error', () => {
    expect(
      refusalDetails(() => buildParametersUri('postgresql', { host: 'h', port: 99999 })),
    ).toEqual({
      database: ['Missing data for required field.'],
      port: [PORT_OUT_OF_RANGE],
      username: ['Missing data for required field.'],
    });
  });

  it('falls back to the default driver for one the engine does not have', () => {
    expect(schemeFor('mysql', 'psycopg2')).toBe('mysql+mysqldb');
    expect(schemeFor('postgresql', 'pg8000')).toBe('postgresql+pg8000');
    expect(schemeFor('sqlite', 'anything')).toBe('sqlite');
  });
});

describe('parametersFromUri', () => {
  it('reads the fields back without a password, folding the encryption parameter', () => {
    expect(
      parametersFromUri('postgresql://bob:secret@db.example.com:5433/sales?sslmode=require'),
    ).toEqual({
      host: 'db.example.com',
      port: 5433,
      database: 'sales',
      username: 'bob',
      query: {},
      encryption: true,
    });
    expect(parametersFromUri('mysql://root@127.0.0.1/test?charset=utf8')).toEqual({
      host: '127.0.0.1',
      port: null,
      database: 'test',
      username: 'root',
      query: { charset: 'utf8' },
      encryption: false,
    });
    expect(parametersFromUri('duckdb:///analytics.duckdb')).toEqual({
      database: 'analytics.duckdb',
    });
  });

  it('round-trips what buildParametersUri wrote', () => {
    const params = { ...pg, query: { connect_timeout: '7' }, encryption: true };
    expect(parametersFromUri(buildParametersUri('postgresql', params))).toEqual({
      ...params,
      query: { connect_timeout: '7' },
    });
  });
});
