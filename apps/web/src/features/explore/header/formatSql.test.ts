import { describe, expect, it } from 'vitest';
import { formatSqlForDisplay, formatterLanguage } from './formatSql';

describe('formatSqlForDisplay', () => {
  it('puts each clause on its own line in the database dialect', async () => {
    const sql =
      'SELECT "origin" AS "origin", COUNT(*) AS "count" FROM (SELECT * FROM flights WHERE delay::int > 1) AS virtual_table GROUP BY "origin" LIMIT 10';
    expect(await formatSqlForDisplay(sql, 'duckdb')).toBe(
      [
        'SELECT',
        '  "origin" AS "origin",',
        '  COUNT(*) AS "count"',
        'FROM',
        '  (',
        '    SELECT',
        '      *',
        '    FROM',
        '      flights',
        '    WHERE',
        '      delay::int > 1',
        '  ) AS virtual_table',
        'GROUP BY',
        '  "origin"',
        'LIMIT',
        '  10',
      ].join('\n'),
    );
  });

  it('shows SQL it cannot read as written', async () => {
    const sql = 'SELECT (a FROM t WHERE x = 1';
    expect(await formatSqlForDisplay(sql, 'duckdb')).toBe(sql);
  });

  it('formats each of several queries', async () => {
    expect(await formatSqlForDisplay('SELECT a FROM t;\n\nSELECT b FROM u', 'sqlite')).toBe(
      'SELECT\n  a\nFROM\n  t;\n\nSELECT\n  b\nFROM\n  u',
    );
  });

  it('knows the dialects of the supported engines', () => {
    expect(formatterLanguage('PostgreSQL')).toBe('postgresql');
    expect(formatterLanguage('unknown-engine')).toBe('sql');
    expect(formatterLanguage(undefined)).toBe('sql');
  });
});
