import { describe, expect, it } from 'vitest';
import { refusalDetails } from '../../../test/support/refusal-of';
import { checkColumnNames, checkTableName, stagingTableName } from './identifier-rules';
import { createTableSql, insertSql, rowsPerInsert, uploadDialect } from './upload-dialects';

const pg = uploadDialect('postgresql');
const mysql = uploadDialect('mysql');
const sqlite = uploadDialect('sqlite');

describe('upload DDL per engine', () => {
  it('creates tables with quoted names and each engine’s types', () => {
    expect(
      createTableSql(pg, 'public', 'we"ird', [
        { name: 'id', type: 'integer' },
        { name: 'at', type: 'timestamp' },
      ]),
    ).toBe('CREATE TABLE "public"."we""ird" ("id" BIGINT, "at" TIMESTAMP)');
    expect(createTableSql(mysql, 'db', 't`x', [{ name: 'v', type: 'float' }])).toBe(
      'CREATE TABLE `db`.`t``x` (`v` DOUBLE)',
    );
  });

  it('numbers placeholders per engine in multi-row inserts', () => {
    expect(insertSql(pg, 's', 't', ['a', 'b'], 2)).toBe(
      'INSERT INTO "s"."t" ("a", "b") VALUES ($1, $2), ($3, $4)',
    );
    expect(insertSql(sqlite, 'main', 't', ['a'], 2)).toBe(
      'INSERT INTO "main"."t" ("a") VALUES (?), (?)',
    );
  });

  it('keeps an INSERT under the parameter limit', () => {
    expect(rowsPerInsert(pg, 3)).toBe(1000);
    expect(rowsPerInsert(pg, 100)).toBe(300);
    expect(rowsPerInsert(pg, 100_000)).toBe(1);
  });

  it('renames and copies table shapes with each engine’s statements', () => {
    expect(pg.renameTable('s', 'a', 'b')).toBe('ALTER TABLE "s"."a" RENAME TO "b"');
    expect(mysql.renameTable('s', 'a', 'b')).toBe('RENAME TABLE `s`.`a` TO `s`.`b`');
    expect(pg.createLike('s', 'n', 't')).toBe(
      'CREATE TABLE "s"."n" (LIKE "s"."t" INCLUDING DEFAULTS)',
    );
    expect(mysql.createLike('s', 'n', 't')).toBe('CREATE TABLE `s`.`n` LIKE `s`.`t`');
  });
});

describe('identifier rules', () => {
  it('refuses table names an engine would not keep intact', () => {
    expect(refusalDetails(() => checkTableName('sales 2024', pg))).toBeNull();
    expect(refusalDetails(() => checkTableName('a.b', pg))).toEqual({
      table_name: ['The table name must not contain a dot: choose the schema in the schema field.'],
    });
    expect(refusalDetails(() => checkTableName('x'.repeat(64), pg))).toEqual({
      table_name: ['The table name must be at most 63 bytes long.'],
    });
    expect(refusalDetails(() => checkTableName('tab\there', pg))).toMatchObject({
      table_name: ['The table name must not contain control characters.'],
    });
    expect(refusalDetails(() => checkTableName('sqlite_x', sqlite))).toMatchObject({
      table_name: ['The table name must not start with "sqlite_", which SQLite reserves.'],
    });
  });

  it('refuses column names equal without regard to case', () => {
    expect(refusalDetails(() => checkColumnNames(['Id', 'name'], pg))).toBeNull();
    expect(refusalDetails(() => checkColumnNames(['Id', 'ID'], pg))).toBe(
      "The columns 'Id' and 'ID' would have the same name in the database.",
    );
  });

  it('fits staging names within the identifier length, by whole characters', () => {
    const name = stagingTableName('é'.repeat(40), pg, 'abcd1234');
    expect(Buffer.byteLength(name, 'utf8')).toBeLessThanOrEqual(63);
    expect(name.endsWith('__upload_abcd1234')).toBe(true);
    expect(name.startsWith('é'.repeat(23))).toBe(true);
  });
});
