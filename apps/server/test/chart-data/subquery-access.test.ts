/**
 * Custom SQL sub-queries (ALLOW_ADHOC_SUBQUERY) pass the same table checks as SQL Lab: a table
 * the caller was not granted is refused (metric and WHERE alike), catalog tables are refused
 * even to admins, and a table under row-level rules is read through the caller's rules, in the
 * answer and in the cache (users under other rules never share a result). Expected numbers come
 * from an independent DuckDB connection. On every metadata store.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import {
  createAccessWorld,
  independentValue,
  type AccessWorld,
  type Headers,
  type Json,
} from '../sql-access/sql-access-fixtures';

const metric = (sqlExpression: string) => ({ expressionType: 'SQL', sqlExpression, label: 'm' });

describe.each(await storeVariants())('custom SQL sub-queries on the $name store', (variant) => {
  const { t } = useTestApp(variant, { FEATURE_FLAGS: '{"ALLOW_ADHOC_SUBQUERY": true}' });
  let w: AccessWorld;
  /** Granted `flights` with no row-level rule. */
  let navigator: Headers;

  const chartData = (headers: Headers, query: Json) =>
    t.post('/api/v1/chart/data', headers, {
      datasource: { id: w.flights, type: 'table' },
      queries: [query],
    });

  async function value(headers: Headers, query: Json): Promise<{ m: number; cacheKey: string }> {
    const res = await chartData(headers, { row_limit: 10, ...query });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (res.json() as { result: Json[] }).result[0] as Json;
    const [row] = entry.data as Json[];
    return { m: Number(row?.m), cacheKey: entry.cache_key as string };
  }

  beforeAll(async () => {
    w = await createAccessWorld(t);
    navigator = (await t.createUser({ username: 'navigator', roles: ['Gamma', 'flights_readers'] }))
      .headers;
  });

  it('refuses a sub-query reading a table the caller was not granted', async () => {
    const probes: Json[] = [
      { metrics: [metric("(SELECT string_agg(iata, ',') FROM airports)")] },
      {
        metrics: [metric('COUNT(*)')],
        extras: { where: "origin IN (SELECT iata FROM airports WHERE name LIKE 'San%')" },
      },
      { metrics: [metric('COUNT(*)')], extras: { having: '(SELECT COUNT(*) FROM secrets) > 0' } },
    ];
    for (const headers of [navigator, w.pilot.headers]) {
      for (const probe of probes) {
        const res = await chartData(headers, { row_limit: 10, ...probe });
        expect(res.statusCode, `${JSON.stringify(probe)}: ${res.body}`).toBe(403);
        expect(res.body).not.toContain('San Francisco');
        expect(res.body).not.toContain('SFO,');
      }
    }
  });

  it('refuses catalog tables to everyone, admins included', async () => {
    const catalogs = [
      '(SELECT COUNT(*) FROM information_schema.tables)',
      '(SELECT COUNT(*) FROM pg_catalog.pg_class)',
      '(SELECT COUNT(*) FROM sqlite_master)',
      '(SELECT COUNT(*) FROM duckdb_tables())',
      '(SELECT COUNT(*) FROM duckdb_columns)',
    ];
    for (const headers of [await t.adminHeaders(), navigator]) {
      for (const sql of catalogs) {
        const res = await chartData(headers, { metrics: [metric(sql)], row_limit: 1 });
        expect([400, 403], `${sql}: ${res.body}`).toContain(res.statusCode);
      }
    }
  });

  it('reads a granted table through the caller row-level rules, in metrics and filters', async () => {
    const sfo = await independentValue(
      w.duckFile,
      "SELECT COUNT(*) FROM flights WHERE origin = 'SFO'",
    );
    const all = await independentValue(w.duckFile, 'SELECT COUNT(*) FROM flights');
    expect(sfo).toBeLessThan(all);
    const subquery = { metrics: [metric('(SELECT COUNT(*) FROM flights)')] };
    // The unrestricted user first, so a shared cache entry would show.
    expect((await value(navigator, subquery)).m).toBe(all);
    expect((await value(w.pilot.headers, subquery)).m).toBe(sfo);

    const aboveAverage = await independentValue(
      w.duckFile,
      `SELECT COUNT(*) FROM flights WHERE origin = 'SFO'
         AND delay > (SELECT AVG(delay) FROM flights WHERE origin = 'SFO')`,
    );
    expect(aboveAverage).toBeGreaterThan(0);
    const filtered = await value(w.pilot.headers, {
      metrics: [metric('COUNT(*)')],
      extras: { where: 'delay > (SELECT AVG(delay) FROM flights)' },
    });
    expect(filtered.m).toBe(aboveAverage);
  });

  it('keeps a result computed under other rules out of reach by cache key', async () => {
    const query = { metrics: [metric('(SELECT MAX(delay) FROM flights)')] };
    const open = await value(navigator, query);
    expect(open.m).toBe(await independentValue(w.duckFile, 'SELECT MAX(delay) FROM flights'));
    const read = await t.get(`/api/v1/chart/data/${open.cacheKey}`, w.pilot.headers);
    expect(read.statusCode, read.body).toBe(404);
    const own = await t.get(`/api/v1/chart/data/${open.cacheKey}`, navigator);
    expect(own.statusCode, own.body).toBe(200);
  });
});
