import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '@panorama/core/errors/app-error';
import {
  parseConnectionUri,
  validateConnection,
  type ParsedConnection,
} from '../../src/engine/connection-uri';

function expectValidationError(fn: () => unknown, message: RegExp): void {
  let thrown: unknown;
  try {
    fn();
  } catch (err) {
    thrown = err;
  }
  expect(thrown).toBeInstanceOf(ValidationError);
  expect((thrown as Error).message).toMatch(message);
}

describe('parseConnectionUri', () => {
  const valid: [string, Partial<ParsedConnection>][] = [
    [
      'duckdb:///warehouse.duckdb',
      { backend: 'duckdb', driver: 'duckdb_engine', filePath: 'warehouse.duckdb' },
    ],
    [
      'sqlite:///sub/dir/data.db',
      { backend: 'sqlite', driver: 'pysqlite', filePath: 'sub/dir/data.db' },
    ],
    ['sqlite:////abs/path.db', { backend: 'sqlite', filePath: '/abs/path.db' }],
    ['sqlite+pysqlite:///x.db', { backend: 'sqlite', driver: 'pysqlite', filePath: 'x.db' }],
    [
      'postgresql://user:pass@db.example.com:5433/analytics',
      {
        backend: 'postgresql',
        driver: 'psycopg2',
        username: 'user',
        password: 'pass',
        host: 'db.example.com',
        port: 5433,
        database: 'analytics',
      },
    ],
    ['postgres://u@h/db', { backend: 'postgresql', driver: 'psycopg2', host: 'h', database: 'db' }],
    ['postgresql+psycopg2://u@h/db', { backend: 'postgresql', driver: 'psycopg2' }],
    ['postgresql+psycopg://u@h/db', { backend: 'postgresql', driver: 'psycopg' }],
    ['postgresql+pg8000://u@h/db', { backend: 'postgresql', driver: 'pg8000' }],
    ['PostgreSQL://u@h/db', { backend: 'postgresql', driver: 'psycopg2' }],
    [
      'mysql://root@127.0.0.1:3306/test',
      { backend: 'mysql', driver: 'mysqldb', username: 'root', port: 3306 },
    ],
    ['mysql+mysqldb://u@h/db', { backend: 'mysql', driver: 'mysqldb' }],
    ['mysql+pymysql://u@h/db', { backend: 'mysql', driver: 'pymysql' }],
    ['mysql+mysqlconnector://u@h/db', { backend: 'mysql', driver: 'mysqlconnector' }],
    ['mariadb://u@h/db', { backend: 'mysql', driver: 'mysqldb' }],
    ['mariadb+mariadbconnector://u@h/db', { backend: 'mysql', driver: 'mariadbconnector' }],
    ['postgresql://u:p%40ss%3Aw%2Ford@h/db', { username: 'u', password: 'p@ss:w/ord' }],
    ['postgresql://u:pa:ss@h/db', { password: 'pa:ss' }],
    ['postgresql://u:@h/db', { username: 'u', password: '' }],
    ['postgresql://u@[::1]:5432/db', { host: '::1', port: 5432 }],
    [
      'postgresql://u@h/db?sslmode=require&connect_timeout=10&application_name=Panorama+BI',
      { params: { sslmode: 'require', connect_timeout: '10', application_name: 'Panorama BI' } },
    ],
    [
      'mysql://u@h/db?charset=utf8mb4&ssl_mode=REQUIRED',
      { params: { charset: 'utf8mb4', ssl_mode: 'REQUIRED' } },
    ],
  ];

  it.each(valid)('parses %s', (uri, expected) => {
    expect(parseConnectionUri(uri)).toMatchObject(expected);
  });

  it('leaves out what the URI does not say', () => {
    expect(parseConnectionUri('postgresql://u@h')).toEqual({
      backend: 'postgresql',
      driver: 'psycopg2',
      username: 'u',
      host: 'h',
      params: {},
    });
  });

  const invalid: [string, RegExp][] = [
    // Driver allow-list, checked after aliases are resolved
    ['shillelagh://', /^Driver shillelagh is not allowed$/],
    ['gsheets://', /Driver gsheets is not allowed/],
    ['postgresql+asyncpg://u@h/db', /Driver postgresql\+asyncpg is not allowed/],
    ['mysql+aiomysql://u@h/db', /Driver mysql\+aiomysql is not allowed/],
    ['mssql+pyodbc://u@h/db', /Driver mssql\+pyodbc is not allowed/],
    ['duckdb+motherduck:///x', /Driver duckdb\+motherduck is not allowed/],
    // Malformed
    ['not a uri', /Invalid connection string/],
    ['sqlite:data.db', /Invalid connection string/],
    ['', /Invalid connection string/],
    ['postgresql://u@/db', /must name a host/],
    ['postgresql:///db', /must name a host/],
    ['postgresql://u:p@ss@h/db', /Invalid host/],
    ['postgresql://u@h:99999/db', /Invalid port/],
    ['postgresql://u@h:0/db', /Invalid port/],
    ['postgresql://u@h:abc/db', /Invalid port/],
    ['postgresql://u@[fe80::1%25eth0]/db', /Invalid IPv6 host/],
    ['postgresql://u@[not-ipv6]/db', /Invalid IPv6 host/],
    ['postgresql://u:%E0%A4%A@h/db', /percent-encoding/],
    // File engines take a path only
    ['sqlite://user@host/x.db', /take no host or credentials/],
    ['duckdb://localhost/x.duckdb', /take no host or credentials/],
    ['sqlite://:pw@/x.db', /take no host or credentials/],
    // Dangerous or unknown parameters
    [
      'mysql://u@h/db?local_infile=1',
      /"local_infile" is not allowed: it lets the database server read files/,
    ],
    ['mysql://u@h/db?allowLoadLocalInfile=true', /"allowLoadLocalInfile" is not allowed/],
    [
      'mysql://u@h/db?init_command=SET+GLOBAL+general_log%3D1',
      /"init_command" is not allowed: it runs SQL/,
    ],
    ['mysql://u@h/db?ssl_ca=/etc/ssl/ca.pem', /"ssl_ca" is not allowed: it reads a file/],
    ['mysql://u@h/db?read_default_file=/etc/my.cnf', /"read_default_file" is not allowed/],
    ['mysql://u@h/db?unix_socket=/run/mysqld/mysqld.sock', /"unix_socket" is not allowed/],
    ['mysql://u@h/db?charset=big5', /"charset" has an unsupported value/],
    [
      'postgresql://u@h/db?sslrootcert=/etc/passwd',
      /"sslrootcert" is not allowed: it reads a file/,
    ],
    [
      'postgresql://u@h/db?sslcert=/home/app/.postgresql/postgresql.crt',
      /"sslcert" is not allowed/,
    ],
    ['postgresql://u@h/db?sslkey=/etc/ssl/private/key.pem', /"sslkey" is not allowed/],
    ['postgresql://u@h/db?passfile=/root/.pgpass', /"passfile" is not allowed/],
    ['postgresql://u@h/db?options=-c%20statement_timeout%3D0', /"options" is not allowed/],
    ['postgresql://u@h/db?options=-csearch_path%3Devil', /"options" is not allowed/],
    ['postgresql://u@h/db?host=/var/run/postgresql', /"host" is not allowed/],
    ['postgresql://u@h/db?sslmode=bogus', /"sslmode" has an unsupported value/],
    ['postgresql://u@h/db?connect_timeout=0', /"connect_timeout" has an unsupported value/],
    ['postgresql://u@h/db?sslmode=require&sslmode=disable', /given more than once/],
    ['postgresql://u@h/db?target_session_attrs=any', /"target_session_attrs" is not allowed$/],
    ['sqlite:///x.db?mode=rwc', /"mode" is not allowed/],
    ['sqlite:///x.db?uri=true', /"uri" is not allowed/],
    ['duckdb:///x.duckdb?access_mode=read_write', /"access_mode" is not allowed/],
  ];

  it.each(invalid)('rejects %s', (uri, message) => {
    expectValidationError(() => parseConnectionUri(uri), message);
  });

  it('never echoes a password fragment in the invalid-host message', () => {
    expectValidationError(() => parseConnectionUri('postgresql://u:s3cr@t@h/db'), /^(?!.*t@h).*$/);
  });
});

describe('validateConnection: file-backed databases', () => {
  let root: string;
  let dataDir: string;
  let outside: string;
  let metadataStore: string;

  beforeAll(async () => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'panorama-uri-')));
    dataDir = path.join(root, 'data');
    outside = path.join(root, 'outside');
    fs.mkdirSync(path.join(dataDir, 'sub'), { recursive: true });
    fs.mkdirSync(outside);
    const makeSqlite = (file: string) => {
      const db = new Database(file);
      db.exec('CREATE TABLE t (x INTEGER)');
      db.close();
    };
    makeSqlite(path.join(dataDir, 'good.db'));
    makeSqlite(path.join(outside, 'secret.db'));
    metadataStore = path.join(dataDir, 'panorama.db');
    makeSqlite(metadataStore);
    fs.writeFileSync(`${metadataStore}-wal`, 'wal');
    const duck = await DuckDBInstance.create(path.join(dataDir, 'sub', 'good.duckdb'));
    const conn = await duck.connect();
    await conn.run('CREATE TABLE t AS SELECT 1 AS x');
    conn.closeSync();
    duck.closeSync();
    fs.writeFileSync(path.join(dataDir, 'notadb.db'), 'id,name\n1,a\n');
    fs.mkdirSync(path.join(dataDir, 'dir.db'));
    fs.symlinkSync(path.join(outside, 'secret.db'), path.join(dataDir, 'link-out.db'));
    fs.symlinkSync(outside, path.join(dataDir, 'link-dir'));
    fs.symlinkSync(path.join(dataDir, 'good.db'), path.join(dataDir, 'link-in.db'));
    fs.symlinkSync(metadataStore, path.join(dataDir, 'store-symlink.db'));
    fs.linkSync(metadataStore, path.join(dataDir, 'store-hardlink.db'));
    fs.symlinkSync(dataDir, path.join(root, 'data-link'));
  });

  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  const options = () => ({ dataDir, forbiddenFiles: [metadataStore] });

  it.each([
    ['sqlite:///good.db', 'good.db'],
    ['sqlite+pysqlite:///good.db', 'good.db'],
    ['sqlite:///link-in.db', 'good.db'],
    ['sqlite:///./sub/../good.db', 'good.db'],
    ['duckdb:///sub/good.duckdb', 'sub/good.duckdb'],
  ])('accepts %s, resolving it inside DATA_DIR', async (uri, relative) => {
    const resolved = await validateConnection(uri, options());
    expect(resolved.filePath).toBe(path.join(dataDir, relative));
  });

  it('accepts an absolute path inside DATA_DIR', async () => {
    const file = path.join(dataDir, 'sub', 'good.duckdb');
    const resolved = await validateConnection(`duckdb:///${file}`, options());
    expect(resolved).toMatchObject({ backend: 'duckdb', filePath: file });
  });

  it('accepts DATA_DIR given through a symlink', async () => {
    const resolved = await validateConnection('sqlite:///good.db', {
      dataDir: path.join(root, 'data-link'),
      forbiddenFiles: [metadataStore],
    });
    expect(resolved.filePath).toBe(path.join(dataDir, 'good.db'));
  });

  const rejected: [string, RegExp][] = [
    ['duckdb:///:memory:', /in-memory database cannot be registered/],
    ['sqlite:///:memory:', /in-memory database cannot be registered/],
    ['sqlite://', /in-memory database cannot be registered/],
    ['duckdb://', /in-memory database cannot be registered/],
    ['sqlite:///file:good.db', /file: URIs are not allowed/],
    ['sqlite:///FILE:good.db', /file: URIs are not allowed/],
    ['sqlite:///../outside/secret.db', /must be inside the data directory/],
    ['sqlite:///sub/../../outside/secret.db', /must be inside the data directory/],
    ['sqlite:////etc/passwd', /must be inside the data directory/],
    ['duckdb:////etc/hosts', /must be inside the data directory/],
    ['sqlite:///.', /must be inside the data directory/],
    ['sqlite:///link-out.db', /must be inside the data directory/],
    ['sqlite:///link-dir/secret.db', /must be inside the data directory/],
    ['sqlite:///panorama.db', /^The metadata store cannot be registered as a database$/],
    ['sqlite:///store-symlink.db', /^The metadata store cannot be registered as a database$/],
    ['sqlite:///store-hardlink.db', /^The metadata store cannot be registered as a database$/],
    ['sqlite:///panorama.db-wal', /^The metadata store cannot be registered as a database$/],
    ['duckdb:///panorama.db', /^The metadata store cannot be registered as a database$/],
    ['sqlite:///missing.db', /does not exist/],
    ['sqlite:///notadb.db', /is not a SQLite database/],
    ['duckdb:///good.db', /is not a DuckDB database/],
    ['sqlite:///sub/good.duckdb', /is not a SQLite database/],
    ['sqlite:///dir.db', /is not a regular file/],
  ];

  it.each(rejected)('rejects %s', async (uri, message) => {
    const attempt = validateConnection(uri, options());
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('rejects absolute paths to the metadata store and to files elsewhere', async () => {
    await expect(validateConnection(`sqlite:///${metadataStore}`, options())).rejects.toThrow(
      'The metadata store cannot be registered as a database',
    );
    await expect(
      validateConnection(`sqlite:///${path.join(outside, 'secret.db')}`, options()),
    ).rejects.toThrow(/must be inside the data directory/);
  });
});
