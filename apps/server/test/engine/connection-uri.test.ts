import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '@panorama/core/errors/app-error';
import {
  PASSWORD_MASK,
  hasMaskedPassword,
  maskPassword,
  parseConnectionUri,
  stripPassword,
  validateConnection,
  withPassword,
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

describe('validateConnection: network hosts', () => {
  const resolveTo = (...addresses: string[]) => vi.fn(async () => addresses);

  it.each([
    ['postgresql://u@169.254.169.254/db', /link-local/],
    ['postgresql://u@169.254.1.1/db', /link-local/],
    ['mysql://u@[fe80::1]/db', /link-local/],
    ['postgresql://u@[::ffff:169.254.169.254]/db', /link-local/],
    ['postgresql://u@[::ffff:a9fe:a9fe]/db', /link-local/],
    ['postgresql://u@[64:ff9b::a9fe:a9fe]/db', /link-local/],
    ['postgresql://u@100.100.100.200/db', /metadata/],
    ['postgresql://u@[fd00:ec2::254]/db', /metadata/],
    ['postgresql://u@224.0.0.1/db', /multicast/],
  ])('blocks %s whatever blockPrivateHosts says', async (uri, reason) => {
    for (const blockPrivateHosts of [false, true]) {
      const resolveHost = resolveTo('8.8.8.8');
      const attempt = validateConnection(uri, {
        dataDir: os.tmpdir(),
        blockPrivateHosts,
        resolveHost,
      });
      await expect(attempt).rejects.toBeInstanceOf(ValidationError);
      await expect(attempt).rejects.toThrow(reason);
      expect(resolveHost).not.toHaveBeenCalled(); // literals are judged without DNS
    }
  });

  it.each(['metadata.google.internal', 'METADATA.Google.Internal.', 'metadata.goog'])(
    'blocks the metadata hostname %s before DNS',
    async (host) => {
      const resolveHost = resolveTo('8.8.8.8');
      await expect(
        validateConnection(`postgresql://u@${host}/db`, { dataDir: os.tmpdir(), resolveHost }),
      ).rejects.toThrow(/is not allowed/);
      expect(resolveHost).not.toHaveBeenCalled();
    },
  );

  it.each([
    [['93.184.216.34', '169.254.169.254'], /link-local/],
    [['fe80::1'], /link-local/],
    [['::ffff:169.254.10.10'], /link-local/],
    [['2606:4700::1', 'fd00:ec2::254'], /metadata/],
  ])('blocks a hostname when any resolved address (%j) is blocked', async (addresses, reason) => {
    await expect(
      validateConnection('mysql://u@innocent.example.com/db', {
        dataDir: os.tmpdir(),
        resolveHost: resolveTo(...addresses),
      }),
    ).rejects.toThrow(reason);
  });

  it('reports a hostname that does not resolve', async () => {
    const attempt = validateConnection('postgresql://u@nowhere.invalid/db', {
      dataDir: os.tmpdir(),
      resolveHost: vi.fn(async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      }),
    });
    await expect(attempt).rejects.toThrow('The hostname "nowhere.invalid" cannot be resolved');
    await expect(attempt).rejects.toMatchObject({ errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR' });
  });

  it('returns the resolved addresses of an allowed host', async () => {
    const resolved = await validateConnection('postgresql://u:pw@db.example.com:5432/sales', {
      dataDir: os.tmpdir(),
      resolveHost: resolveTo('93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'),
    });
    expect(resolved).toMatchObject({
      backend: 'postgresql',
      host: 'db.example.com',
      addresses: ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    });
  });

  const privateHosts = [
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '100.64.0.1',
    '0.0.0.0',
    '[::1]',
    '[fc00::1]',
    '[fd12:3456::1]',
    '[::ffff:10.0.0.1]',
  ];

  it.each(privateHosts)('allows the private host %s by default', async (host) => {
    await expect(
      validateConnection(`postgresql://u@${host}/db`, { dataDir: os.tmpdir() }),
    ).resolves.toMatchObject({ backend: 'postgresql' });
  });

  it.each(privateHosts)('blocks the private host %s with blockPrivateHosts', async (host) => {
    await expect(
      validateConnection(`postgresql://u@${host}/db`, {
        dataDir: os.tmpdir(),
        blockPrivateHosts: true,
      }),
    ).rejects.toThrow(
      /is not allowed: it is an? (private|loopback|carrier-grade NAT|unspecified|unique-local) address/,
    );
  });

  it('blocks a name resolving to a private address with blockPrivateHosts (real DNS: localhost)', async () => {
    await expect(
      validateConnection('mysql://root@localhost/test', { dataDir: os.tmpdir() }),
    ).resolves.toBeTruthy();
    await expect(
      validateConnection('mysql://root@localhost/test', {
        dataDir: os.tmpdir(),
        blockPrivateHosts: true,
      }),
    ).rejects.toThrow(/loopback/);
  });

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '[2001:4860:4860::8888]'])(
    'allows the public host %s with blockPrivateHosts',
    async (host) => {
      await expect(
        validateConnection(`postgresql://u@${host}/db`, {
          dataDir: os.tmpdir(),
          blockPrivateHosts: true,
        }),
      ).resolves.toMatchObject({ backend: 'postgresql' });
    },
  );
});

describe('password masking', () => {
  const uri = 'postgresql://analyst:s3cret@db.example.com:5432/sales?sslmode=require';
  const masked = 'postgresql://analyst:XXXXXXXXXX@db.example.com:5432/sales?sslmode=require';

  it('uses Superset’s 10-character mask', () => {
    expect(PASSWORD_MASK).toBe('XXXXXXXXXX');
  });

  it.each([
    [uri, masked],
    ['mysql://root:p%40ss%2Fword@h/db', 'mysql://root:XXXXXXXXXX@h/db'],
    ['postgresql://u:pa:ss@h/db', 'postgresql://u:XXXXXXXXXX@h/db'],
    ['postgresql://u@h/db', 'postgresql://u@h/db'],
    ['postgresql://u:@h/db', 'postgresql://u:@h/db'],
    ['sqlite:///data.db', 'sqlite:///data.db'],
    ['garbage ://user:hunter2@somewhere', 'garbage ://user:XXXXXXXXXX@somewhere'],
  ])('maskPassword(%s)', (input, expected) => {
    expect(maskPassword(input)).toBe(expected);
  });

  it('recognises a masked URI', () => {
    expect(hasMaskedPassword(masked)).toBe(true);
    expect(hasMaskedPassword(uri)).toBe(false);
    expect(hasMaskedPassword('postgresql://u@h/db')).toBe(false);
    expect(hasMaskedPassword('postgresql://u:XXXXXXXXX@h/db')).toBe(false); // 9 X
  });

  it('strips the password out and puts it back', () => {
    const { uriWithoutPassword, password } = stripPassword(uri);
    expect(uriWithoutPassword).toBe(
      'postgresql://analyst@db.example.com:5432/sales?sslmode=require',
    );
    expect(password).toBe('s3cret');
    expect(withPassword(uriWithoutPassword, password)).toBe(uri);
  });

  it('decodes on strip and encodes on put back', () => {
    const stripped = stripPassword('mysql://root:p%40ss%2Fword@h/db');
    expect(stripped).toEqual({ uriWithoutPassword: 'mysql://root@h/db', password: 'p@ss/word' });
    const again = withPassword(stripped.uriWithoutPassword, 'p@ss/w:rd?#%');
    expect(parseConnectionUri(again)).toMatchObject({
      username: 'root',
      password: 'p@ss/w:rd?#%',
      host: 'h',
    });
  });

  it('replaces the mask with the stored password', () => {
    expect(withPassword(masked, 's3cret')).toBe(uri);
  });

  it('handles URIs without credentials', () => {
    expect(stripPassword('postgresql://u@h/db')).toEqual({
      uriWithoutPassword: 'postgresql://u@h/db',
      password: undefined,
    });
    expect(withPassword('postgresql://u@h/db', undefined)).toBe('postgresql://u@h/db');
    expect(withPassword('postgresql://u@h/db', null)).toBe('postgresql://u@h/db');
    const added = withPassword('postgresql://h/db', 'pw');
    expect(parseConnectionUri(added)).toMatchObject({ host: 'h', password: 'pw', database: 'db' });
  });
});
