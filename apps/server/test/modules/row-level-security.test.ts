/**
 * Row-level security end to end, on every metadata store: Regular, Base and grouped rules, and
 * every query path (chart data, samples, drill to detail, column values, cached results,
 * post_processed) answering only the rows the caller's rules allow, with cache keys that never
 * mix users under different rules and rule edits that apply at once. Expected counts come from
 * an independent DuckDB connection running hand-written SQL on the same seeded file. The rule
 * API itself is covered by row-level-security-api.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { seedRuleWorld } from './row-level-security-world';
import {
  COUNT,
  chartData as postChartData,
  independentCount as countWhere,
  type Headers,
  type Json,
} from './row-level-security-fixtures';

describe.each(await storeVariants())('row-level security on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let orders: number;
  let duckFile: string;
  const users: Record<string, Headers> = {};
  const roles: Record<string, number> = {};
  const rules: Record<string, number> = {};

  const independentCount = (where: string) => countWhere(duckFile, where);
  const chartData = (headers: Headers, query: Json, extra: Json = {}) =>
    postChartData(t, headers, orders, query, extra);

  async function countFor(headers: Headers, extra: Json = {}) {
    const res = await chartData(headers, { metrics: [COUNT], row_limit: 10, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (res.json() as { result: Json[] }).result[0] as Json;
    const [row] = entry.data as Json[];
    return { n: Number(row?.n), cacheKey: entry.cache_key as string, isCached: entry.is_cached };
  }

  beforeAll(async () => {
    const world = await seedRuleWorld(t, [
      ['alice', ['north_team']],
      ['bob', ['south_team']],
      ['carol', ['north_team', 'south_team']],
      ['dave', []],
      ['erin', ['all_years']],
      ['frank', ['north_team']],
    ]);
    ({ orders, duckFile } = world);
    Object.assign(roles, world.roles);
    Object.assign(rules, world.rules);
    Object.assign(users, world.users);
  });

  it('shows a Gamma user with a Regular rule only the matching rows', async () => {
    const expected = await independentCount("region = 'north' AND year = 2024");
    expect(expected).toBeGreaterThan(0);
    expect((await countFor(users.alice as Headers)).n).toBe(expected);
    expect((await countFor(users.bob as Headers)).n).toBe(
      await independentCount("region = 'south' AND year = 2024"),
    );
    // Grouped by region, only north comes back.
    const res = await chartData(users.alice as Headers, {
      columns: ['region'],
      metrics: [COUNT],
      row_limit: 100,
    });
    const rows = ((res.json() as { result: Json[] }).result[0] as Json).data as Json[];
    expect(rows).toEqual([{ region: 'north', n: expected }]);
  });

  it('ORs rules sharing a group key and ANDs the rest', async () => {
    expect((await countFor(users.carol as Headers)).n).toBe(
      await independentCount("(region = 'north' OR region = 'south') AND year = 2024"),
    );
  });

  it('applies a Base rule to everyone but its roles, admins included', async () => {
    const recent = await independentCount('year = 2024');
    expect((await countFor(users.dave as Headers)).n).toBe(recent);
    expect((await countFor(admin)).n).toBe(recent);
    expect((await countFor(users.erin as Headers)).n).toBe(await independentCount('TRUE'));
  });

  it('cannot be widened by the custom WHERE of the query', async () => {
    const expected = await independentCount("region = 'north' AND year = 2024");
    const widened = await countFor(users.alice as Headers, {
      extras: { where: "1 = 1 OR region <> 'north'" },
    });
    expect(widened.n).toBe(expected);
    const closing = await chartData(users.alice as Headers, {
      metrics: [COUNT],
      extras: { where: '1 = 1) OR (1 = 1' },
    });
    expect(closing.statusCode).toBe(400);
  });

  it('never serves one user’s cached result to a user under other rules', async () => {
    const query = { columns: ['year'], metrics: [COUNT], row_limit: 50, orderby: [[COUNT, true]] };
    const run = async (headers: Headers) => {
      const res = await chartData(headers, query);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { result: Json[] }).result[0] as Json;
    };
    const aliceFirst = await run(users.alice as Headers);
    const aliceAgain = await run(users.alice as Headers);
    const bobFirst = await run(users.bob as Headers);
    expect(aliceAgain.is_cached).toBe(true);
    expect(aliceAgain.cache_key).toBe(aliceFirst.cache_key);
    expect(bobFirst.cache_key).not.toBe(aliceFirst.cache_key);
    expect(bobFirst.is_cached).toBe(false);
    // Same rules, same result: frank shares alice's cache entry.
    const frank = await run(users.frank as Headers);
    expect(frank.cache_key).toBe(aliceFirst.cache_key);
    expect(frank.is_cached).toBe(true);

    // Reading a result back by its key needs the same rules.
    const byKey = (headers: Headers, key: unknown) =>
      t.get(`/api/v1/chart/data/${String(key)}`, headers);
    expect((await byKey(users.alice as Headers, aliceFirst.cache_key)).statusCode).toBe(200);
    expect((await byKey(users.bob as Headers, aliceFirst.cache_key)).statusCode).toBe(404);
  });

  it('applies a rule change to the very next query, not a stale cached result', async () => {
    const before = await countFor(users.alice as Headers);
    expect((await countFor(users.alice as Headers)).isCached).toBe(true);
    const edit = await t.put(`/api/v1/rowlevelsecurity/${rules.north}`, admin, {
      clause: "region = 'east'",
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await countFor(users.alice as Headers);
    expect(after.isCached).toBe(false);
    expect(after.cacheKey).not.toBe(before.cacheKey);
    expect(after.n).toBe(await independentCount("region = 'east' AND year = 2024"));

    // Taking alice's role off the rule lifts it: only the Base rule is left.
    const roleless = await t.put(`/api/v1/rowlevelsecurity/${rules.north}`, admin, {
      roles: [],
      clause: "region = 'north'",
    });
    expect(roleless.statusCode, roleless.body).toBe(200);
    expect((await countFor(users.alice as Headers)).n).toBe(await independentCount('year = 2024'));
    const restore = await t.put(`/api/v1/rowlevelsecurity/${rules.north}`, admin, {
      roles: [roles.north_team],
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect((await countFor(users.alice as Headers)).n).toBe(
      await independentCount("region = 'north' AND year = 2024"),
    );
  });

  it('filters samples, drill to detail and column values too', async () => {
    const expected = await independentCount("region = 'north' AND year = 2024");
    const samples = await t.post(
      `/datasource/samples?datasource_type=table&datasource_id=${orders}`,
      users.alice,
      {},
    );
    expect(samples.statusCode, samples.body).toBe(200);
    const sampled = (samples.json() as { result: Json }).result;
    expect(sampled.total_count).toBe(expected);
    expect(new Set((sampled.data as Json[]).map((r) => r.region))).toEqual(new Set(['north']));

    const drill = await chartData(
      users.alice as Headers,
      { row_limit: 1000 },
      {
        result_type: 'drill_detail',
      },
    );
    expect(drill.statusCode, drill.body).toBe(200);
    const detail = ((drill.json() as { result: Json[] }).result[0] as Json).data as Json[];
    expect(detail).toHaveLength(expected);
    expect(detail.every((r) => r.region === 'north' && r.year === 2024)).toBe(true);

    const values = await t.get(
      `/api/v1/datasource/table/${orders}/column/region/values/`,
      users.carol,
    );
    expect(values.statusCode, values.body).toBe(200);
    expect(((values.json() as { result: unknown[] }).result as string[]).sort()).toEqual([
      'north',
      'south',
    ]);
  });

  it('reshapes post_processed results from the filtered rows only', async () => {
    const res = await chartData(
      users.alice as Headers,
      {
        columns: ['region', 'year'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' }],
        row_limit: 1000,
      },
      {
        result_type: 'post_processed',
        form_data: {
          viz_type: 'pivot_table_v2',
          groupbyRows: ['region'],
          groupbyColumns: ['year'],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' }],
          colTotals: true,
        },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const entry = (res.json() as { result: Json[] }).result[0] as Json;
    expect(entry.indexnames).toEqual([['north'], ['Total (Sum)']]);
    expect(entry.colnames).toEqual([['total', 2024]]);
  });
});
