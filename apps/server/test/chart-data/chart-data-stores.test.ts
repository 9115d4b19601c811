/**
 * The chart-data path on every metadata store (SQLite, and PostgreSQL when it runs): the
 * dataset-with-database read, a grouped query checked against hand-written SQL, and a cache hit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { datasetId, num, openExamples, query } from './chart-data-fixtures';

describe.each(await storeVariants())('chart data on the $name store', (variant) => {
  const { t } = useTestApp(variant, { LOAD_EXAMPLES: 'true' });
  let flights: number;

  beforeAll(async () => {
    flights = await datasetId(t, 'flights');
  });

  it('answers a grouped query equal to hand-written SQL, then from the cache', async () => {
    const q = { columns: ['destination'], metrics: ['max_delay'], row_limit: 10000 };
    const first = await query(t, flights, q);
    const duck = await openExamples(t.dataDir);
    try {
      const expected = await duck.rows(
        'SELECT destination, MAX(delay) AS m FROM main.flights GROUP BY destination',
      );
      expect(first.rowcount).toBe(expected.length);
      const got = new Map(first.data.map((r) => [r.destination, num(r.max_delay)]));
      for (const row of expected) expect(got.get(row.destination)).toBe(num(row.m));
    } finally {
      duck.close();
    }
    expect(first.cache_timeout).toBe(86400);
    const second = await query(t, flights, q);
    expect(second.is_cached).toBe(true);
  });
});
