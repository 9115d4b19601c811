import { describe, expect, it } from 'vitest';
import { blankLiteralsAndComments, checkVirtualDatasetSql } from './virtual-sql-check';

function refusal(sqlText: string): string | null {
  try {
    checkVirtualDatasetSql(sqlText);
    return null;
  } catch (err) {
    return JSON.stringify((err as { details: unknown }).details);
  }
}

describe('checkVirtualDatasetSql', () => {
  it.each([
    'SELECT * FROM sales',
    'select region, sum(amount) as total from sales group by 1',
    '  (SELECT 1 AS a)  ;  ',
    "WITH t AS (SELECT 'delete; drop' AS s) SELECT s FROM t",
    'SELECT "update", "set" FROM t -- DELETE in a comment\n',
    'SELECT /* INSERT */ 1',
    "SELECT 'it''s' AS quoted",
    'SELECT updated_at, settings, intoxicated FROM t',
  ])('accepts %j', (sqlText) => {
    expect(refusal(sqlText)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['SELECT 1; SELECT 2', 'single'],
    ['DELETE FROM t', 'SELECT'],
    ['SHOW TABLES', 'SELECT'],
    ['WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x', 'DELETE'],
    ['WITH x AS (SELECT 1) INSERT INTO t SELECT * FROM x', 'INSERT'],
    ['SELECT * INTO t2 FROM t', 'INTO'],
    ['SELECT * FROM t FOR UPDATE', 'UPDATE'],
    ["SELECT pg_read_file('/etc/passwd')", 'pg_read_file'],
    ["SELECT * FROM read_csv('/etc/passwd')", 'read_csv'],
    ["SELECT 'a\\'; DELETE FROM t; --' AS x", 'backslash'],
    ['SELECT 1 /*! DROP TABLE t */', 'Executable'],
    ['SELECT 1 /* open', 'Unterminated'],
    ["SELECT 'open", 'Unterminated'],
    ["SELECT 1 #'\n; DELETE FROM t; -- '", '#'],
    ["select 1;\nattach database 'x' as y", 'single'],
  ])('refuses %j', (sqlText, why) => {
    expect(refusal(sqlText)).toContain(why);
  });

  it('returns the SQL without trailing semicolons', () => {
    expect(checkVirtualDatasetSql('SELECT 1 ;\n ; ')).toBe('SELECT 1');
  });

  it('blanks literals, quoted identifiers and comments but keeps token boundaries', () => {
    expect(blankLiteralsAndComments(`SELECT "a"from t -- x`)).toBe('SELECT  _ from t     ');
  });
});
