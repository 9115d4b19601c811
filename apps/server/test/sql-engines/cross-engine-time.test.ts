/**
 * Time on real engines: every time grain, time ranges (start inclusive, end exclusive) on
 * timestamp, date and epoch columns, legacy `__timestamp` series and the series limit. Each query
 * object is compiled for and run on DuckDB, SQLite, PostgreSQL and MariaDB (the last two when
 * reachable); the rows must be the same everywhere and equal to a computation in JS over the
 * seed rows.
 */
import { describe, expect, it } from 'vitest';
import { xAxisColumn } from '@panorama/core/query/time-grain-column';
import { TIME_GRAINS } from '@panorama/sql/dialects/time-grains';
import { resolveTimeRange, runQuery, useEngines, type Value } from './engines';
import { bucketText, groupBy, sortRows, sqlSum } from './expected-values';
import { seedRows, timestampText, type SeedRow } from './seed-rows';

const rows = seedRows();
const engines = useEngines(rows);

/** Runs on every engine; asserts each engine's rows (sorted) equal `expected` (sorted). */
async function expectEverywhere(
  raw: Record<string, unknown>,
  expected: Value[][],
  { sorted = true }: { sorted?: boolean } = {},
): Promise<void> {
  expect(engines.length).toBeGreaterThanOrEqual(2);
  const want = sorted ? sortRows(expected) : expected;
  for (const engine of engines) {
    const got = await runQuery(engine, raw);
    expect(sorted ? sortRows(got) : got, engine.name).toEqual(want);
  }
}

const sumQty = { expressionType: 'SIMPLE', column: { column_name: 'qty' }, aggregate: 'SUM' };

const inRange = (since: string, until: string) => (row: SeedRow) =>
  row.ts !== null && row.ts >= new Date(`${since}Z`) && row.ts < new Date(`${until}Z`);

describe('cross-engine: time grains', () => {
  for (const { duration } of TIME_GRAINS) {
    it(`${duration} on a TIMESTAMP column`, async () => {
      const expected = groupBy(
        rows,
        (r) => bucketText(duration, r.ts),
        (bucket, group) => [bucket, group.length, sqlSum(group.map((r) => r.qty))],
      );
      await expectEverywhere(
        { columns: [xAxisColumn('ts', duration)], metrics: ['rows', sumQty] },
        expected as Value[][],
      );
    });
  }

  for (const grain of ['P1D', 'PT1H', 'P1M', '1969-12-28T00:00:00Z/P1W']) {
    it(`${grain} on an epoch-seconds column equals the timestamp's`, async () => {
      const expected = groupBy(
        rows,
        (r) => bucketText(grain, r.ts),
        (bucket, group) => [bucket, group.length],
      );
      await expectEverywhere(
        { columns: [xAxisColumn('epoch_s', grain)], metrics: ['rows'] },
        expected as Value[][],
      );
    });
  }

  for (const grain of ['P1D', 'P1W', 'P1M', 'P1Y', 'P1W/1970-01-03T00:00:00Z']) {
    it(`${grain} on a DATE column`, async () => {
      const expected = groupBy(
        rows,
        (r) => bucketText(grain, r.day ? new Date(`${r.day}T00:00:00Z`) : null),
        (bucket, group) => [bucket, group.length],
      );
      await expectEverywhere(
        { columns: [xAxisColumn('day', grain)], metrics: ['rows'] },
        expected as Value[][],
      );
    });
  }

  it('legacy __timestamp: main datetime column at time_grain_sqla, within time_range', async () => {
    const keep = inRange('2024-01-01T00:00:00', '2024-07-01T00:00:00');
    const expected = groupBy(
      rows.filter(keep),
      (r) => bucketText('P1M', r.ts),
      (bucket, group) => [bucket, group.length],
    );
    await expectEverywhere(
      {
        metrics: ['rows'],
        is_timeseries: true,
        time_range: '2024-01-01 : 2024-07-01',
        extras: { time_grain_sqla: 'P1M' },
      },
      expected as Value[][],
    );
  });
});

describe('cross-engine: time ranges', () => {
  const ranges: [string, string, string][] = [
    ['whole month, boundary rows included then excluded', '2024-01-01', '2024-02-01'],
    ['within days', '2024-01-06T12:00:00', '2024-01-08T00:00:01'],
    ['up to a second before midnight', '2023-12-31T23:59:59', '2024-01-01T00:00:00'],
  ];

  for (const [name, since, until] of ranges) {
    const s = since.length === 10 ? `${since}T00:00:00` : since;
    const u = until.length === 10 ? `${until}T00:00:00` : until;
    const count = rows.filter(inRange(s, u)).length;

    it(`${name}: time_range on the granularity column`, async () => {
      expect(count).toBeGreaterThan(0);
      await expectEverywhere(
        { metrics: ['rows'], granularity: 'ts', time_range: `${since} : ${until}` },
        [[count]],
      );
    });

    it(`${name}: TEMPORAL_RANGE on the timestamp and the epoch column`, async () => {
      for (const col of ['ts', 'epoch_s']) {
        await expectEverywhere(
          {
            metrics: ['rows'],
            filters: [{ col, op: 'TEMPORAL_RANGE', val: `${since} : ${until}` }],
          },
          [[count]],
        );
      }
    });
  }

  it('TEMPORAL_RANGE on a DATE column: whole days', async () => {
    const count = rows.filter(
      (r) => r.day !== null && r.day >= '2024-01-01' && r.day < '2024-02-01',
    ).length;
    await expectEverywhere(
      {
        metrics: ['rows'],
        filters: [{ col: 'day', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' }],
      },
      [[count]],
    );
  });

  it('open-ended ranges and "No filter"', async () => {
    const before = rows.filter(
      (r) => r.ts !== null && r.ts < new Date('2023-06-01T00:00:00Z'),
    ).length;
    await expectEverywhere({ metrics: ['rows'], granularity: 'ts', time_range: ' : 2023-06-01' }, [
      [before],
    ]);
    await expectEverywhere({ metrics: ['rows'], granularity: 'ts', time_range: 'No filter' }, [
      [rows.length],
    ]);
  });

  it('the test resolver reads ranges as naive UTC', () => {
    expect(resolveTimeRange('2024-01-01 : 2024-01-02T03:04:05', {})).toEqual({
      since: new Date('2024-01-01T00:00:00Z'),
      until: new Date('2024-01-02T03:04:05Z'),
    });
  });
});

describe('cross-engine: series limit', () => {
  /** Monthly SUM(qty) of the 3 categories with the highest SUM(qty) in 2024. */
  function topThreeByMonth(): Value[][] {
    const keep = inRange('2024-01-01T00:00:00', '2025-01-01T00:00:00');
    const inScope = rows.filter(keep);
    const totals = groupBy(
      inScope,
      (r) => r.category,
      (category, group) => [category, sqlSum(group.map((r) => r.qty))],
    ) as [string | null, number | null][];
    // Rank: highest sum first, NULL sums last, ties by category.
    totals.sort((a, b) =>
      a[1] === b[1]
        ? String(a[0]).localeCompare(String(b[0]))
        : (b[1] ?? -Infinity) - (a[1] ?? -Infinity),
    );
    expect(totals[2]?.[1], 'no tie at the cut-off').not.toBe(totals[3]?.[1]);
    const top = new Set(totals.slice(0, 3).map(([category]) => category));
    const expected = groupBy(
      inScope.filter((r) => top.has(r.category)),
      (r) => `${bucketText('P1M', r.ts)}|${r.category}`,
      (_, group) => [
        bucketText('P1M', group[0]?.ts ?? null),
        group[0]?.category ?? null,
        sqlSum(group.map((r) => r.qty)),
      ],
    );
    return expected as Value[][];
  }

  it('keeps the top 3 categories by SUM(qty) within the range, per month', async () => {
    await expectEverywhere(
      {
        columns: [xAxisColumn('ts', 'P1M'), 'category'],
        metrics: [sumQty],
        series_columns: ['category'],
        series_limit: 3,
        filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2025-01-01' }],
      },
      topThreeByMonth(),
    );
  });

  it("holds the limit Superset's clients send as timeseries_limit beside series_limit 0", async () => {
    await expectEverywhere(
      {
        columns: [xAxisColumn('ts', 'P1M'), 'category'],
        metrics: [sumQty],
        series_columns: ['category'],
        series_limit: 0,
        timeseries_limit: 3,
        filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2025-01-01' }],
      },
      topThreeByMonth(),
    );
  });

  it('a NULL series can be among the top ones (the join matches NULLs)', async () => {
    const byCategory = groupBy(
      rows,
      (r) => r.category,
      (category, group) => [category, group.length],
    ) as [string | null, number][];
    // Rank by COUNT(*) ascending: NULL (few rows) comes first.
    byCategory.sort((a, b) =>
      a[1] === b[1] ? String(a[0]).localeCompare(String(b[0])) : a[1] - b[1],
    );
    expect(byCategory[0]?.[0], 'NULL is the smallest series').toBeNull();
    expect(byCategory[1]?.[1]).not.toBe(byCategory[2]?.[1]);
    const expected = byCategory.slice(0, 2).map(([c, n]) => [c, n]);
    await expectEverywhere(
      {
        columns: ['category'],
        metrics: ['rows'],
        series_columns: ['category'],
        series_limit: 2,
        order_desc: false,
      },
      expected as Value[][],
    );
  });

  it('seed timestamps are whole seconds', () => {
    expect(rows.every((r) => r.ts === null || r.ts.getUTCMilliseconds() === 0)).toBe(true);
    expect(timestampText(new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02 03:04:05');
  });
});
