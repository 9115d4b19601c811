/**
 * The statement guard (SQL Lab, virtual dataset SQL): security-requirements row 5. Writes in
 * any position, including inside CTEs, SELECT ... INTO, engine commands and several statements
 * are refused on every dialect; ordinary queries pass.
 */
import { describe, expect, it } from 'vitest';
import type { DialectName } from '../dialects/dialect';
import { checkReadOnlyStatement } from './check-read-only-statement';
import { validationErrorOf } from './guard-test-support';

const DIALECTS: DialectName[] = ['duckdb', 'sqlite', 'postgresql', 'mysql'];
const SELECT_ONLY = 'Only SELECT statements are allowed against this database.';

const REFUSED: [string, string | RegExp][] = [
  ["INSERT INTO t VALUES (1, 'x')", SELECT_ONLY],
  ['UPDATE t SET a = 1', SELECT_ONLY],
  ['DELETE FROM t', SELECT_ONLY],
  ['MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN DELETE', SELECT_ONLY],
  ["COPY t TO '/tmp/out.csv'", SELECT_ONLY],
  ["ATTACH '/tmp/other.db' AS other", SELECT_ONLY],
  ['INSTALL httpfs', SELECT_ONLY],
  ['LOAD httpfs', SELECT_ONLY],
  ['PRAGMA table_info(t)', SELECT_ONLY],
  ['SET enable_external_access = true', SELECT_ONLY],
  ['CALL pg_catalog.do_something()', SELECT_ONLY],
  ["EXPORT DATABASE '/tmp/dump'", SELECT_ONLY],
  ['DROP TABLE t', SELECT_ONLY],
  ['CREATE TABLE x AS SELECT 1', SELECT_ONLY],
  ['TRUNCATE t', SELECT_ONLY],
  ['WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', SELECT_ONLY],
  ['WITH u AS (UPDATE t SET a = 1 RETURNING a) SELECT a FROM u', SELECT_ONLY],
  ['WITH i AS (INSERT INTO t VALUES (1) RETURNING *) SELECT 1', SELECT_ONLY],
  ['SELECT * INTO new_table FROM t', SELECT_ONLY],
  ["SELECT a FROM t INTO OUTFILE '/tmp/x'", SELECT_ONLY],
  ['SELECT * FROM t FOR UPDATE', SELECT_ONLY],
  ['SELECT 1; DROP TABLE t', 'Only one SQL statement is allowed'],
  ['SELECT 1; SELECT 2', 'Only one SQL statement is allowed'],
  ['SELECT 1 /* unclosed', 'Unable to parse SQL: unterminated comment'],
  ["SELECT 'unterminated", 'Unable to parse SQL: unterminated string'],
  ['', 'Unable to parse SQL: the statement is empty'],
  ['SELECT (1', 'Unable to parse SQL: unbalanced parentheses'],
];

const REFUSED_BY_DIALECT: Record<DialectName, [string, string | RegExp][]> = {
  postgresql: [
    ['SELECT pg_sleep(10)', 'The function pg_sleep is not allowed'],
    ["SELECT pg_read_file('/etc/passwd')", 'The function pg_read_file is not allowed'],
    [
      "SELECT * FROM t WHERE a = (SELECT lo_import('/etc/passwd'))",
      'The function lo_import is not allowed',
    ],
    ["SELECT nextval('s')", 'The function nextval is not allowed'],
    ['SELECT current_user', 'The function current_user is not allowed'],
  ],
  mysql: [
    ["SELECT load_file('/etc/passwd')", 'The function load_file is not allowed'],
    ['SELECT SLEEP(5)', 'The function SLEEP is not allowed'],
    [
      'SELECT 1 /*!50000 , (SELECT 1) */',
      'Unable to parse SQL: executable comments are not allowed',
    ],
    ['SELECT a FROM t INTO @x', SELECT_ONLY],
  ],
  sqlite: [["SELECT load_extension('/tmp/x.so')", 'The function load_extension is not allowed']],
  duckdb: [
    ["SELECT * FROM read_csv('/etc/passwd')", 'The function read_csv is not allowed'],
    ["SELECT * FROM read_parquet('/tmp/*.parquet')", 'The function read_parquet is not allowed'],
  ],
};

const ACCEPTED = [
  'SELECT 1',
  'SELECT * FROM t;',
  'select a, COUNT(*) AS n FROM t WHERE b > 1 GROUP BY a HAVING COUNT(*) > 2 ORDER BY n DESC LIMIT 10',
  'WITH x AS (SELECT a FROM t) SELECT a FROM x',
  'SELECT a FROM t UNION ALL SELECT a FROM u',
  "SELECT a FROM t WHERE s = 'DELETE FROM t; INSERT'",
  'SELECT t.a, u.b FROM t JOIN u ON t.id = u.id',
  'SELECT a FROM (SELECT a FROM t) AS sub',
  '-- a comment\nSELECT 1',
];

describe('checkReadOnlyStatement (security row 5)', () => {
  for (const dialect of DIALECTS) {
    for (const [sql, message] of [...REFUSED, ...REFUSED_BY_DIALECT[dialect]]) {
      it(`${dialect} refuses ${JSON.stringify(sql)}`, () => {
        const text = validationErrorOf(() => checkReadOnlyStatement(sql, dialect), sql).message;
        if (typeof message === 'string') expect(text).toBe(message);
        else expect(text).toMatch(message);
      });
    }
    for (const sql of ACCEPTED) {
      it(`${dialect} accepts ${JSON.stringify(sql)}`, () => {
        expect(() => checkReadOnlyStatement(sql, dialect)).not.toThrow();
      });
    }
  }

  it('caps the statement length', () => {
    expect(() => checkReadOnlyStatement(`SELECT ${'1 + '.repeat(300_000)}1`, 'duckdb')).toThrow(
      'The SQL statement is too long (at most 1000000 characters)',
    );
  });
});
