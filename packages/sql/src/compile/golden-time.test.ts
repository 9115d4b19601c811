/**
 * Golden SQL for time: every time grain on the x-axis, time ranges on the granularity column,
 * TEMPORAL_RANGE filters, legacy `__timestamp` series, epoch columns and the time extras report.
 * The grain expressions are checked against real engines in apps/server/test/sql-engines.
 */
import { describe, expect, it } from 'vitest';
import { xAxisColumn } from '@panorama/core/query/time-grain-column';
import { TIME_GRAINS } from '../dialects/time-grains';
import type { CompileDatasource } from './compile-datasource';
import type { CompileOptions } from './compile-query';
import { compile, DIALECTS, FLIGHTS, same, type PerDialect } from './golden-fixture';

const sqliteSeconds = (n: number) =>
  `DATETIME(CAST(STRFTIME('%s', "ts") AS INTEGER) - ((CAST(STRFTIME('%s', "ts") AS INTEGER) % ${n}) + ${n}) % ${n}, 'unixepoch')`;
const mysqlSeconds = (n: number) =>
  `DATE_ADD(DATE(\`ts\`), INTERVAL FLOOR(TIME_TO_SEC(\`ts\`) / ${n}) * ${n} SECOND)`;
const pgWithin = (unit: string, part: string, n: number, interval: string) =>
  `DATE_TRUNC('${unit}', "ts") + INTERVAL '${interval}' * FLOOR(EXTRACT(${part} FROM "ts") / ${n})`;

/** A grain of `n` units (`seconds` seconds), bucketed within the enclosing `within` unit. */
const bucket = (n: number, units: string, within: string, part: string, seconds: number) => ({
  duckdb: `TIME_BUCKET(INTERVAL '${n} ${units}', "ts")`,
  postgresql: pgWithin(within, part, n, `${n} ${units}`),
  sqlite: sqliteSeconds(seconds),
  mysql: mysqlSeconds(seconds),
});
/** A grain DuckDB and PostgreSQL spell alike. */
const pgLike = (duckdbAndPostgres: string, sqlite: string, mysql: string) => ({
  duckdb: duckdbAndPostgres,
  postgresql: duckdbAndPostgres,
  sqlite,
  mysql,
});
/** A grain DuckDB and PostgreSQL both spell DATE_TRUNC(unit). */
const truncated = (unit: string, sqlite: string, mysql: string) =>
  pgLike(`DATE_TRUNC('${unit}', "ts")`, sqlite, mysql);

const quarter = truncated(
  'quarter',
  `DATETIME("ts", 'start of month', '-' || ((CAST(STRFTIME('%m', "ts") AS INTEGER) - 1) % 3) || ' months')`,
  'MAKEDATE(YEAR(`ts`), 1) + INTERVAL (QUARTER(`ts`) - 1) QUARTER',
);

/** The x-axis expression for `ts` truncated to each grain. */
const GRAINS: Record<string, PerDialect> = {
  PT1S: truncated('second', `DATETIME(STRFTIME('%Y-%m-%d %H:%M:%S', "ts"))`, mysqlSeconds(1)),
  PT5S: bucket(5, 'seconds', 'minute', 'SECOND', 5),
  PT30S: bucket(30, 'seconds', 'minute', 'SECOND', 30),
  PT1M: truncated('minute', `DATETIME(STRFTIME('%Y-%m-%d %H:%M:00', "ts"))`, mysqlSeconds(60)),
  PT5M: bucket(5, 'minutes', 'hour', 'MINUTE', 300),
  PT10M: bucket(10, 'minutes', 'hour', 'MINUTE', 600),
  PT15M: bucket(15, 'minutes', 'hour', 'MINUTE', 900),
  PT30M: bucket(30, 'minutes', 'hour', 'MINUTE', 1800),
  'PT0.5H': bucket(30, 'minutes', 'hour', 'MINUTE', 1800),
  PT1H: truncated('hour', `DATETIME(STRFTIME('%Y-%m-%d %H:00:00', "ts"))`, mysqlSeconds(3600)),
  PT6H: bucket(6, 'hours', 'day', 'HOUR', 21600),
  P1D: truncated('day', `DATETIME("ts", 'start of day')`, 'DATE(`ts`)'),
  P7D: {
    duckdb: `TIME_BUCKET(INTERVAL '7 days', "ts", TIMESTAMP '1970-01-01 00:00:00')`,
    postgresql: `TIMESTAMP '1970-01-01 00:00:00' + INTERVAL '7 days' * FLOOR(EXTRACT(EPOCH FROM "ts") / 604800)`,
    sqlite: sqliteSeconds(604800),
    mysql:
      "DATE_ADD(DATE '1970-01-01', INTERVAL FLOOR(DATEDIFF(`ts`, DATE '1970-01-01') / 7) * 7 DAY)",
  },
  P1W: truncated(
    'week',
    `DATETIME("ts", 'start of day', '-6 days', 'weekday 1')`,
    'DATE(DATE_SUB(`ts`, INTERVAL WEEKDAY(`ts`) DAY))',
  ),
  P1M: truncated(
    'month',
    `DATETIME("ts", 'start of month')`,
    'DATE(DATE_SUB(`ts`, INTERVAL DAYOFMONTH(`ts`) - 1 DAY))',
  ),
  P3M: quarter,
  'P0.25Y': quarter,
  P1Y: truncated('year', `DATETIME("ts", 'start of year')`, 'MAKEDATE(YEAR(`ts`), 1)'),
  '1969-12-28T00:00:00Z/P1W': pgLike(
    `DATE_TRUNC('week', "ts" + INTERVAL '1 day') - INTERVAL '1 day'`,
    `DATETIME("ts", 'start of day', '-6 days', 'weekday 0')`,
    'DATE(DATE_SUB(`ts`, INTERVAL DAYOFWEEK(`ts`) - 1 DAY))',
  ),
  '1969-12-29T00:00:00Z/P1W': truncated(
    'week',
    `DATETIME("ts", 'start of day', '-6 days', 'weekday 1')`,
    'DATE(DATE_SUB(`ts`, INTERVAL WEEKDAY(`ts`) DAY))',
  ),
  'P1W/1970-01-03T00:00:00Z': pgLike(
    `DATE_TRUNC('week', "ts" + INTERVAL '1 day') + INTERVAL '5 days'`,
    `DATETIME("ts", 'start of day', 'weekday 6')`,
    'DATE(DATE_ADD(`ts`, INTERVAL 7 - DAYOFWEEK(`ts`) DAY))',
  ),
  'P1W/1970-01-04T00:00:00Z': pgLike(
    `DATE_TRUNC('week', "ts") + INTERVAL '6 days'`,
    `DATETIME("ts", 'start of day', 'weekday 0')`,
    'DATE(DATE_ADD(`ts`, INTERVAL 6 - WEEKDAY(`ts`) DAY))',
  ),
};

const xAxis = (timeGrain: string | null) => xAxisColumn('ts', timeGrain);

const NO_DATES: CompileDatasource = {
  ...FLIGHTS,
  mainDttmCol: null,
  columns: FLIGHTS.columns.filter((c) => !c.is_dttm),
};

describe('compileQuery: golden SQL for time grains', () => {
  it('covers every known grain', () => {
    expect(Object.keys(GRAINS).sort()).toEqual(TIME_GRAINS.map((g) => g.duration).sort());
  });

  for (const [grain, expressions] of Object.entries(GRAINS)) {
    for (const dialect of DIALECTS) {
      it(`${grain} (${dialect})`, () => {
        const e = expressions[dialect];
        const q = dialect === 'mysql' ? '`' : '"';
        const compiled = compile(dialect, { columns: [xAxis(grain)], metrics: ['count'] });
        expect(compiled.sql).toBe(
          `SELECT ${e} AS ${q}ts${q}, (COUNT(*)) AS ${q}count${q} FROM ${q}flights${q} GROUP BY ${e} LIMIT 100000`,
        );
        expect(compiled.params).toEqual([]);
      });
    }
  }

  it('an x-axis without a grain is the column itself', () => {
    expect(compile('duckdb', { columns: [xAxis(null)], metrics: ['count'] }).sql).toBe(
      'SELECT "ts" AS "ts", (COUNT(*)) AS "count" FROM "flights" GROUP BY "ts" LIMIT 100000',
    );
  });

  it('a custom SQL x-axis is truncated too', () => {
    const axis = {
      ...xAxis('P1D'),
      sqlExpression: 'COALESCE(ts, day)',
      label: 'when',
      isColumnReference: false,
    };
    expect(compile('postgresql', { columns: [axis], metrics: ['count'] }).sql).toBe(
      `SELECT DATE_TRUNC('day', (COALESCE(ts, day))) AS "when", (COUNT(*)) AS "count" FROM "flights" ` +
        `GROUP BY DATE_TRUNC('day', (COALESCE(ts, day))) LIMIT 100000`,
    );
  });

  it('an epoch column is converted before truncation', () => {
    const axis = { ...xAxis('P1D'), sqlExpression: 'epoch', label: 'epoch' };
    const expected: PerDialect = {
      duckdb: `DATE_TRUNC('day', MAKE_TIMESTAMP(CAST(CAST("epoch" AS DOUBLE) * 1000000 AS BIGINT)))`,
      postgresql: `DATE_TRUNC('day', (TO_TIMESTAMP("epoch") AT TIME ZONE 'UTC'))`,
      sqlite: `DATETIME(DATETIME("epoch", 'unixepoch'), 'start of day')`,
      mysql:
        "DATE(TIMESTAMPADD(MICROSECOND, ROUND(`epoch` * 1000000), TIMESTAMP '1970-01-01 00:00:00'))",
    };
    for (const dialect of DIALECTS) {
      expect(compile(dialect, { columns: [axis], metrics: [] }).sql).toContain(
        `SELECT ${expected[dialect]} AS`,
      );
    }
  });

  it('an unknown grain is refused', () => {
    expect(() => compile('duckdb', { columns: [xAxis('P2D')], metrics: ['count'] })).toThrow(
      'No grain spec for P2D for database duckdb',
    );
  });
});

describe('compileQuery: golden SQL for time ranges', () => {
  const since = new Date('2024-01-01T00:00:00Z');
  const until = new Date('2024-02-01T00:00:00Z');

  it('time_range on the granularity column: start inclusive, end exclusive', () => {
    const expected: PerDialect = {
      duckdb: '"ts" >= CAST(? AS TIMESTAMP) AND "ts" < CAST(? AS TIMESTAMP)',
      postgresql: '"ts" >= CAST($1 AS TIMESTAMP) AND "ts" < CAST($2 AS TIMESTAMP)',
      sqlite: '"ts" >= ? AND "ts" < ?',
      mysql: '`ts` >= ? AND `ts` < ?',
    };
    for (const dialect of DIALECTS) {
      const compiled = compile(dialect, {
        columns: ['origin'],
        metrics: [],
        granularity: 'ts',
        time_range: 'Last month',
      });
      const q = dialect === 'mysql' ? '`' : '"';
      expect(compiled.sql).toBe(
        `SELECT ${q}origin${q} AS ${q}origin${q} FROM ${q}flights${q} WHERE ${expected[dialect]} GROUP BY ${q}origin${q} LIMIT 100000`,
      );
      expect(compiled.params).toEqual(['2024-01-01 00:00:00', '2024-02-01 00:00:00']);
      expect(compiled.fromDttm).toEqual(since);
      expect(compiled.toDttm).toEqual(until);
    }
  });

  it('legacy time series: __timestamp on the main datetime column at time_grain_sqla', () => {
    const compiled = compile('postgresql', {
      metrics: ['count'],
      is_timeseries: true,
      time_range: 'Last month',
      extras: { time_grain_sqla: 'P1M' },
    });
    expect(compiled.sql).toBe(
      `SELECT DATE_TRUNC('month', "ts") AS "__timestamp", (COUNT(*)) AS "count" FROM "flights" ` +
        `WHERE "ts" >= CAST($1 AS TIMESTAMP) AND "ts" < CAST($2 AS TIMESTAMP) ` +
        `GROUP BY DATE_TRUNC('month', "ts") LIMIT 100000`,
    );
    expect(compiled.columnLabels).toEqual(['__timestamp', 'count']);
  });

  it('TEMPORAL_RANGE on a DATE column writes midnight bounds as dates', () => {
    const compiled = compile('sqlite', {
      columns: ['origin'],
      row_limit: 1,
      filters: [{ col: 'day', op: 'TEMPORAL_RANGE', val: 'Last month' }],
    });
    expect(compiled.sql).toBe(
      'SELECT "origin" AS "origin" FROM "flights" WHERE "day" >= ? AND "day" < ? LIMIT 1',
    );
    expect(compiled.params).toEqual(['2024-01-01', '2024-02-01']);
    expect(compiled.fromDttm).toEqual(since);
    expect(compiled.toDttm).toEqual(until);
  });

  it('TEMPORAL_RANGE of "No filter" restricts nothing but counts as applied', () => {
    const compiled = compile('duckdb', {
      columns: ['origin'],
      row_limit: 1,
      filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: 'No filter' }],
    });
    expect(compiled.sql).toBe('SELECT "origin" AS "origin" FROM "flights" LIMIT 1');
    expect(compiled.appliedFilters).toEqual([{ column: 'ts' }]);
    expect(compiled.fromDttm).toBeNull();
  });

  it('bounds come from the TEMPORAL_RANGE filter when time_range filters nothing', () => {
    // The chart editor sends its legacy time control's 'No filter' next to the adhoc filter.
    const compiled = compile('duckdb', {
      columns: ['origin'],
      row_limit: 1,
      time_range: 'No filter',
      filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: 'Last month' }],
    });
    expect(compiled.sql).toBe(
      'SELECT "origin" AS "origin" FROM "flights" ' +
        'WHERE "ts" >= CAST(? AS TIMESTAMP) AND "ts" < CAST(? AS TIMESTAMP) LIMIT 1',
    );
    expect(compiled.fromDttm).toEqual(since);
    expect(compiled.toDttm).toEqual(until);
    // Without a granularity, time_range filters no rows, so the filter's range is the bounds;
    // on a granularity chart time_range filters the rows and is the bounds.
    const explicit: Partial<CompileOptions> = {
      resolveTimeRange: (range) => {
        const [from = '', to = ''] = range.split(' : ');
        return { since: new Date(`${from}T00:00:00Z`), until: new Date(`${to}T00:00:00Z`) };
      },
    };
    const ranges = (granularity: Record<string, string>) =>
      compile(
        'duckdb',
        {
          columns: ['origin'],
          row_limit: 1,
          ...granularity,
          time_range: '2020-01-01 : 2021-01-01',
          filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' }],
        },
        FLIGHTS,
        explicit,
      );
    expect(ranges({}).fromDttm).toEqual(since);
    expect(ranges({}).toDttm).toEqual(until);
    expect(ranges({ granularity: 'ts' }).fromDttm).toEqual(new Date('2020-01-01T00:00:00Z'));
  });

  it('an epoch column is filtered with epoch numbers', () => {
    const compiled = compile('mysql', {
      columns: ['origin'],
      row_limit: 1,
      granularity: 'epoch',
      time_range: 'Last month',
    });
    expect(compiled.sql).toBe(
      'SELECT `origin` AS `origin` FROM `flights` WHERE `epoch` >= ? AND `epoch` < ? LIMIT 1',
    );
    expect(compiled.params).toEqual([1704067200, 1706745600]);
  });

  it('passes relative_start / relative_end to the resolver', () => {
    const calls: unknown[] = [];
    compile(
      'duckdb',
      {
        columns: ['origin'],
        granularity: 'ts',
        time_range: 'Last day',
        extras: { relative_start: 'now', relative_end: 'today' },
      },
      FLIGHTS,
      {
        resolveTimeRange: (range, relative) => {
          calls.push([range, relative]);
          return { since: null, until: null };
        },
      },
    );
    expect(calls).toEqual([['Last day', { start: 'now', end: 'today' }]]);
  });

  it('reports time extras applied, or rejected without a temporal column', () => {
    const applied_time_extras = { __time_range: 'Last month', __time_grain: 'P1D' };
    const withDates = compile('duckdb', { columns: ['origin'], applied_time_extras });
    expect(withDates.appliedFilters).toEqual([
      { column: '__time_grain' },
      { column: '__time_range' },
    ]);
    const without = compile('duckdb', { columns: ['origin'], applied_time_extras }, NO_DATES);
    expect(without.rejectedFilters).toEqual([
      { reason: 'no_temporal_column', column: '__time_grain' },
      { reason: 'no_temporal_column', column: '__time_range' },
    ]);
  });

  it('same SQL shape on every dialect for a plain time filter', () => {
    // The dialect-neutral part of the statement is identical across engines.
    for (const dialect of DIALECTS) {
      const compiled = compile(dialect, { columns: ['origin'], row_limit: 1 });
      expect(compiled.sql).toBe(
        same('SELECT "origin" AS "origin" FROM "flights" LIMIT 1')[dialect],
      );
    }
  });
});
