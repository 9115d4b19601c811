/**
 * compileQuery's refusals: Superset's QueryObject validation messages, unknown names, and the
 * bad inputs of security-requirements rows 2 and 3 (column names, order by, limits); plus
 * renderSqlForDisplay.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { describe, expect, it } from 'vitest';
import { compileQuery, renderSqlForDisplay } from './compile-query';
import { compile, DIALECTS, FLIGHTS, query, resolveTimeRange } from './golden-fixture';

const expectRefused = (raw: Record<string, unknown>, message: string) => {
  for (const dialect of DIALECTS) {
    let caught: unknown;
    try {
      compile(dialect, raw);
    } catch (err) {
      caught = err;
    }
    expect(caught, dialect).toBeInstanceOf(ValidationError);
    expect((caught as ValidationError).message).toBe(message);
    expect((caught as ValidationError).status).toBe(400);
  }
};

describe('compileQuery: Superset validation errors', () => {
  it('duplicate labels', () => {
    expectRefused(
      {
        columns: ['origin', 'late'],
        metrics: [
          { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'origin' },
          { expressionType: 'SQL', sqlExpression: 'MAX(delay)', label: 'late' },
        ],
      },
      'Duplicate column/metric labels: "origin", "late". Please make sure all columns and metrics have a unique label.',
    );
  });

  it('series columns missing from columns (message ends with a space)', () => {
    expectRefused(
      { columns: ['origin'], metrics: ['count'], series_columns: ['late', 'delay'] },
      'The following entries in `series_columns` are missing in `columns`: "late", "delay". ',
    );
  });

  it('negative row limit and offset', () => {
    expectRefused(
      { columns: ['origin'], row_limit: -1 },
      '`row_limit` must be greater than or equal to 0',
    );
    expectRefused(
      { columns: ['origin'], row_offset: -5 },
      '`row_offset` must be greater than or equal to 0',
    );
  });

  it('empty orderby entries', () => {
    // The request schema already refuses an empty name; the compiler does not rely on it.
    const q = query({ columns: ['origin'] });
    q.orderby = [['', true]];
    expect(() => compileQuery(q, FLIGHTS, { dialect: 'duckdb', resolveTimeRange })).toThrow(
      'orderby column must be populated',
    );
    expectRefused(
      { columns: ['origin'], orderby: [[{ expressionType: 'SQL', sqlExpression: '' }, true]] },
      'orderby column must be populated',
    );
  });

  it('nothing to select in aggregate mode', () => {
    expectRefused({ columns: [], metrics: [] }, 'Empty query?');
  });
});

describe('compileQuery: names must come from the dataset (security row 2)', () => {
  it('unknown columns, all listed', () => {
    expectRefused(
      { columns: ['origin', 'nope', "it's"], metrics: ['count'] },
      `Columns missing in dataset: ['nope', "it's"]`,
    );
  });

  for (const name of ['name; DELETE FROM flights', '"a"" OR 1=1"', 'a) OR (1=1', 'origin"']) {
    it(`refuses the column name ${JSON.stringify(name)} in groupby, metrics and orderby`, () => {
      const repr = `['${name}']`;
      expectRefused({ columns: [name], metrics: ['count'] }, `Columns missing in dataset: ${repr}`);
      expectRefused(
        { columns: [{ sqlExpression: name, label: 'x', isColumnReference: true }] },
        `Columns missing in dataset: ${repr}`,
      );
      expectRefused(
        {
          metrics: [{ expressionType: 'SIMPLE', column: { column_name: name }, aggregate: 'SUM' }],
        },
        `Columns missing in dataset: ${repr}`,
      );
      expectRefused(
        { columns: ['origin'], orderby: [[name, true]] },
        `Unknown column used in orderby: ${name}`,
      );
    });
  }

  it('unknown saved metric', () => {
    expectRefused({ metrics: ['count', 'revenue'] }, "Metric 'revenue' does not exist");
  });

  it('unknown time column', () => {
    expectRefused(
      { columns: ['origin'], granularity: 'when', time_range: 'Last day' },
      'Time column "when" does not exist in dataset',
    );
  });

  it('SIMPLE metrics need a column and an aggregate', () => {
    expectRefused(
      { metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM' }] },
      'A simple metric needs a column and an aggregate',
    );
  });
});

describe('compileQuery: order by, direction, limit and offset (security row 3)', () => {
  it('refuses statements and sub-queries written as order-by items', () => {
    expectRefused(
      { columns: ['origin'], orderby: [['1; SELECT pg_sleep(10)', true]] },
      'Unknown column used in orderby: 1; SELECT pg_sleep(10)',
    );
    expectRefused(
      {
        columns: ['origin'],
        metrics: ['count'],
        orderby: [[{ expressionType: 'SQL', sqlExpression: '(SELECT password FROM users)' }, true]],
      },
      'Custom SQL fields cannot contain sub-queries.',
    );
    expectRefused(
      {
        columns: ['origin'],
        orderby: [
          [{ sqlExpression: 'CASE WHEN (SELECT 1 FROM users) THEN 1 END', label: 'x' }, true],
        ],
      },
      'Custom SQL fields cannot contain sub-queries.',
    );
  });

  it('direction is a boolean, limit and offset integers (schema)', () => {
    // The request schema types them; anything else never reaches the compiler.
    expect(() =>
      compile('duckdb', { columns: ['origin'], orderby: [['origin', 'DESC; DROP']] }),
    ).toThrow();
    expect(() => compile('duckdb', { columns: ['origin'], row_limit: '10; DROP' })).toThrow();
    expect(() => compile('duckdb', { columns: ['origin'], row_offset: 1.5 })).toThrow();
  });

  it('emits limit and offset as validated integers', () => {
    const sql = compile('duckdb', { columns: ['origin'], row_limit: 25, row_offset: 50 }).sql;
    expect(sql).toMatch(/ LIMIT 25 OFFSET 50$/);
  });
});

describe('compileQuery: custom SQL passes the guard (security row 4)', () => {
  it('refuses bad custom SQL in metrics, columns, WHERE and HAVING', () => {
    const bad = "pg_read_file('/etc/passwd')";
    expectRefused(
      { metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(x)) FROM secret --' }] },
      'Unable to parse SQL expression: unbalanced parentheses',
    );
    for (const extras of [
      { where: '1=1; DROP TABLE flights' },
      { having: '1=1; DROP TABLE flights' },
    ]) {
      expectRefused(
        { columns: ['origin'], metrics: ['count'], extras },
        'Only one SQL expression is allowed',
      );
    }
    expect(() => compile('postgresql', { columns: [{ sqlExpression: bad, label: 'x' }] })).toThrow(
      'The function pg_read_file is not allowed',
    );
    expect(() =>
      compile('postgresql', { columns: ['origin'], extras: { where: `${bad} IS NOT NULL` } }),
    ).toThrow('The function pg_read_file is not allowed');
  });

  it('allows sub-queries only with allowSubqueries', () => {
    const raw = {
      columns: ['origin'],
      extras: { where: 'delay > (SELECT AVG(delay) FROM flights)' },
    };
    expect(() => compile('duckdb', raw)).toThrow('Custom SQL fields cannot contain sub-queries.');
    // The tables a sub-query reads are compiled with the caller's rules (none here).
    const options = { allowSubqueries: true, tableConditions: () => [] };
    expect(compile('duckdb', raw, undefined, options).sql).toContain(
      'WHERE (delay > (SELECT AVG(delay) FROM flights))',
    );
  });
});

describe('renderSqlForDisplay', () => {
  it('writes parameters in as escaped literals', () => {
    const compiled = compile('duckdb', {
      columns: ['origin'],
      row_limit: 1,
      filters: [
        { col: 'origin', op: 'IN', val: ["O'Hare", 'a?b'] },
        { col: 'late', op: '==', val: true },
        { col: 'delay', op: '>', val: 2.5 },
      ],
    });
    expect(renderSqlForDisplay(compiled, 'duckdb')).toBe(
      `SELECT "origin" AS "origin" FROM "flights" WHERE "origin" IN ('O''Hare', 'a?b') AND "late" = TRUE AND "delay" > 2.5 LIMIT 1`,
    );
  });

  it('PostgreSQL: $n by number, $1 not mistaken for $10', () => {
    const sql = 'SELECT $10, $1, $2, $3, $4, $5, $6, $7, $8, $9';
    const ordered = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    expect(renderSqlForDisplay({ sql, params: ordered }, 'postgresql')).toBe(
      "SELECT 'j', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'",
    );
  });

  it('MySQL doubles backslashes; dates, nulls and placeholders inside strings', () => {
    expect(
      renderSqlForDisplay(
        {
          sql: "SELECT ?, ?, ?, '?' FROM t WHERE a = ?",
          params: ['a\\b', null, new Date(Date.UTC(2024, 0, 2, 3, 4, 5)), 7],
        },
        'mysql',
      ),
    ).toBe("SELECT 'a\\\\b', NULL, '2024-01-02 03:04:05', '?' FROM t WHERE a = 7");
  });
});
