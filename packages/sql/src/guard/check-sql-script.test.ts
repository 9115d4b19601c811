/**
 * The SQL Lab script guard: every write is refused with a message naming what it is, on every
 * dialect, unless the database allows DML; deny-listed functions and tables are refused whatever
 * the DML setting; queries that only look dangerous pass; and the tables each statement touches
 * are reported with CTE scoping and each engine's case rules.
 */
import type { ValidationError } from '@panorama/core/errors/app-error';
import { describe, expect, it } from 'vitest';
import type { DialectName } from '../dialects/dialect';
import { checkSqlScript, DML_NOT_ALLOWED_ERROR, INVALID_SQL_ERROR } from './check-sql-script';
import { validationErrorOf } from './guard-test-support';

const DIALECTS: DialectName[] = ['duckdb', 'sqlite', 'postgresql', 'mysql'];
const only = (kind: string) =>
  `${kind} is not allowed: only SELECT statements are allowed against this database.`;

function refusal(sql: string, dialect: DialectName, allowDml = false): ValidationError {
  return validationErrorOf(() => checkSqlScript(sql, dialect, { allowDml }), sql);
}

const WRITES: [string, string][] = [
  ["INSERT INTO t VALUES (1, 'x')", 'INSERT'],
  ['UPDATE t SET a = 1', 'UPDATE'],
  ['DELETE FROM t', 'DELETE'],
  ['MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN DELETE', 'MERGE'],
  ['DROP TABLE t', 'DROP'],
  ['CREATE TABLE x (a int)', 'CREATE'],
  ['ALTER TABLE t ADD COLUMN b int', 'ALTER'],
  ['TRUNCATE t', 'TRUNCATE'],
  ["COPY t TO '/tmp/out.csv'", 'COPY'],
  ["ATTACH '/tmp/other.db' AS other", 'ATTACH'],
  ['DETACH other', 'DETACH'],
  ['INSTALL httpfs', 'INSTALL'],
  ['LOAD httpfs', 'LOAD'],
  ['PRAGMA table_info(t)', 'PRAGMA'],
  ['SET enable_external_access = true', 'SET'],
  ['CALL do_something()', 'CALL'],
  ["EXPORT DATABASE '/tmp/dump'", 'EXPORT DATABASE'],
  ["IMPORT DATABASE '/tmp/dump'", 'IMPORT DATABASE'],
  ['GRANT SELECT ON t TO someone', 'GRANT'],
  ['WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'DELETE inside a CTE'],
  ['WITH u AS (UPDATE t SET a = 1 RETURNING a) SELECT a FROM u', 'UPDATE inside a CTE'],
  ['WITH x AS (SELECT 1) DELETE FROM t', 'DELETE'],
  ['SELECT * INTO new_table FROM t', 'SELECT INTO'],
  ["SELECT a FROM t INTO OUTFILE '/tmp/x'", 'SELECT INTO'],
  ['SELECT * FROM t FOR UPDATE', 'SELECT FOR UPDATE'],
  ['SELECT 1; DROP TABLE t', 'DROP'],
  ['SELECT 1;\n-- harmless?\ndelete from t where 1 = 1;', 'DELETE'],
];

describe('checkSqlScript refuses writes unless DML is allowed', () => {
  for (const dialect of DIALECTS) {
    for (const [sql, kind] of WRITES) {
      it(`${dialect}: ${JSON.stringify(sql)} → ${kind}`, () => {
        const err = refusal(sql, dialect);
        expect(err.message).toBe(only(kind));
        expect(err.errorType).toBe(DML_NOT_ALLOWED_ERROR);
      });
    }
  }
});

describe('checkSqlScript fails closed', () => {
  it.each(DIALECTS)('%s refuses what it cannot read', (dialect) => {
    expect(refusal('SELECT 1 /* unclosed', dialect).message).toBe(
      'Unable to parse SQL: unterminated comment',
    );
    expect(refusal("SELECT 'unterminated", dialect).message).toBe(
      'Unable to parse SQL: unterminated string',
    );
    expect(refusal('  ;; -- nothing', dialect).message).toBe(
      'Unable to parse SQL: the statement is empty',
    );
    expect(refusal('SELECT (1', dialect).message).toBe(
      'Unable to parse SQL: unbalanced parentheses',
    );
    expect(refusal('SELECT FROM WHERE', dialect).message).toMatch(/^Unable to parse SQL: /);
    // The parser's refusal says where it gave up, as Superset's invalid-SQL errors do.
    const sql = 'SELECT origin\nFROM flights\nWHERE AND dest = 1';
    const unreadable = refusal(sql, dialect);
    expect(unreadable.errorType).toBe(INVALID_SQL_ERROR);
    expect(unreadable.extra).toMatchObject({ line: 3, sql });
    expect(unreadable.extra?.column).toBeGreaterThan(0);
    // Even with DML allowed: the tables of an unreadable statement could not be checked.
    expect(
      refusal('DELETE t1 FROM t1 INNER JOIN t2 USING (x) WHERE ??', dialect, true).message,
    ).toMatch(/^Unable to parse SQL/);
  });
});

const FUNCTIONS: Record<DialectName, [string, string][]> = {
  postgresql: [
    ['SELECT pg_sleep(10)', 'pg_sleep'],
    ["SELECT pg_read_file('/etc/passwd')", 'pg_read_file'],
    ['SELECT version()', 'version'],
    ['SELECT current_user', 'current_user'],
  ],
  mysql: [
    ['SELECT sleep(5)', 'sleep'],
    ['SELECT BENCHMARK(1000000, md5(1))', 'BENCHMARK'],
    ["SELECT load_file('/etc/passwd')", 'load_file'],
    ['SELECT version()', 'version'],
    ['SELECT user()', 'user'],
  ],
  sqlite: [["SELECT load_extension('/tmp/x.so')", 'load_extension']],
  duckdb: [
    ["SELECT * FROM read_csv('/etc/passwd')", 'read_csv'],
    ["SELECT * FROM read_parquet('x.parquet')", 'read_parquet'],
    ["SELECT * FROM read_json('x.json')", 'read_json'],
    ["SELECT * FROM glob('/etc/*')", 'glob'],
    ["SELECT * FROM read_text('/etc/hosts')", 'read_text'],
    ["SELECT * FROM read_blob('/etc/hosts')", 'read_blob'],
  ],
};

describe('checkSqlScript refuses deny-listed functions and tables, DML allowed or not', () => {
  for (const dialect of DIALECTS) {
    for (const [sql, name] of FUNCTIONS[dialect]) {
      it(`${dialect}: ${sql}`, () => {
        for (const allowDml of [false, true]) {
          expect(refusal(sql, dialect, allowDml).message).toBe(
            `The function ${name} is not allowed`,
          );
        }
      });
    }
  }

  it.each([
    ['postgresql', 'SELECT * FROM pg_shadow', 'pg_shadow'],
    ['postgresql', 'SELECT rolpassword FROM pg_catalog.pg_authid', 'pg_catalog.pg_authid'],
    ['postgresql', 'SELECT * FROM information_schema.tables', 'information_schema.tables'],
    ['mysql', 'SELECT * FROM mysql.user', 'mysql.user'],
    ['mysql', 'SELECT * FROM information_schema.tables', 'information_schema.tables'],
    ['sqlite', 'SELECT sql FROM sqlite_master', 'sqlite_master'],
    ['duckdb', 'SELECT * FROM information_schema.tables', 'information_schema.tables'],
  ] as const)('%s: %s', (dialect, sql, name) => {
    expect(refusal(sql, dialect, true).message).toBe(`The table ${name} is not allowed`);
  });

  it('resolves unqualified tables to the default schema first', () => {
    expect(() =>
      checkSqlScript('SELECT * FROM user', 'mysql', { allowDml: false, defaultSchema: 'mysql' }),
    ).toThrow('The table user is not allowed');
  });
});

describe('checkSqlScript accepts queries that only look dangerous', () => {
  const LOOKALIKES = [
    'SELECT delete_flag, update_count FROM t WHERE delete_flag = 0',
    "SELECT 'DROP TABLE t; DELETE FROM t' AS s",
    '-- DELETE FROM t\nSELECT 1 /* INSERT INTO t */',
    'WITH x AS (SELECT a FROM t) SELECT a FROM x',
    'SELECT a FROM t UNION ALL SELECT a FROM u',
  ];
  for (const dialect of DIALECTS) {
    it.each(LOOKALIKES)(`${dialect}: %s`, (sql) => {
      const [statement] = checkSqlScript(sql, dialect, { allowDml: false });
      expect(statement).toMatchObject({ kind: 'SELECT', readOnly: true });
    });
  }

  it('splits a script where the engine would, not inside strings or comments', () => {
    const statements = checkSqlScript("SELECT ';' AS a; -- ; here\nSELECT 2;", 'postgresql', {
      allowDml: false,
    });
    expect(statements.map((s) => s.sql)).toEqual(["SELECT ';' AS a", 'SELECT 2']);
  });

  it('lets writes through where DML is allowed, naming them', () => {
    const [statement] = checkSqlScript('INSERT INTO t SELECT * FROM u', 'postgresql', {
      allowDml: true,
    });
    expect(statement).toMatchObject({ kind: 'INSERT', readOnly: false });
    expect(statement?.tables.map((t) => t.table).sort()).toEqual(['t', 'u']);
  });
});

describe('checkSqlScript lists the tables each statement touches', () => {
  const tables = (sql: string, dialect: DialectName = 'postgresql') =>
    checkSqlScript(sql, dialect, { allowDml: false })
      .flatMap((s) => s.tables)
      .map((t) => (t.schema ? `${t.schema}.${t.table}` : t.table))
      .sort();

  it('follows joins, sub-queries, set operations and every statement', () => {
    expect(
      tables(
        'SELECT * FROM a JOIN s.b ON a.id = b.id WHERE a.x IN (SELECT y FROM c) UNION SELECT * FROM d; SELECT 1 FROM e',
      ),
    ).toEqual(['a', 'c', 'd', 'e', 's.b']);
  });

  it('hides a CTE name only where it is in scope', () => {
    expect(tables('WITH x AS (SELECT * FROM secret) SELECT * FROM x')).toEqual(['secret']);
    // A non-recursive CTE's own name inside its body is the real table.
    expect(tables('WITH secret AS (SELECT * FROM secret) SELECT * FROM secret')).toEqual([
      'secret',
    ]);
    expect(tables('WITH a AS (SELECT * FROM b), b AS (SELECT 1) SELECT * FROM a')).toEqual(['b']);
    expect(
      tables(
        'WITH RECURSIVE r AS (SELECT 1 AS n UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT * FROM r',
      ),
    ).toEqual([]);
    // The CTE of a sub-query does not hide the outer table of the same name.
    expect(tables('SELECT * FROM (WITH t AS (SELECT 1 AS a) SELECT a FROM t) q, t')).toEqual(['t']);
  });

  it('reports names as each engine resolves them', () => {
    expect(tables('SELECT * FROM Events')).toEqual(['events']);
    expect(tables('SELECT * FROM "Events"')).toEqual(['Events']);
    expect(tables('SELECT * FROM "Events" JOIN Events ON true')).toEqual(['Events', 'events']);
    const [duck] = checkSqlScript('SELECT * FROM Events', 'duckdb', { allowDml: false });
    expect(duck?.tables).toEqual([
      { catalog: null, schema: null, table: 'Events', caseInsensitive: true },
    ]);
    expect(tables('SELECT * FROM `db`.`T`', 'mysql')).toEqual(['db.T']);
  });
});
