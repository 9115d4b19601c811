/**
 * The SQL injection suite (user values reach SQL only bound or quoted): quotes, comments,
 * semicolons, sub-queries, functions and unknown identifiers in every field of a query object. Each
 * request must answer 200 with the text treated as data, or 400; never 5xx, never rows of another
 * table. Afterwards every example table has its row count, the DuckDB catalog is unchanged, and the
 * metadata store is byte-for-byte the same (a checksum of every table's rows).
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { datasetId, exampleApp, num, openExamples, postChartData } from './chart-data-fixtures';

const PAYLOADS = [
  "' OR 1=1 --",
  "'); DROP TABLE airports; --",
  '1; DELETE FROM airports',
  '"a"" OR 1=1"',
  'a) OR (1=1',
  '(SELECT COUNT(*) FROM users)',
  '1 UNION SELECT password_hash FROM users',
  'x /* unclosed',
  '-- comment only',
  'name; DROP TABLE airports',
  'version()',
  "pg_read_file('/etc/passwd')",
  "read_csv('/etc/passwd')",
  'nul\u0000byte',
  '\u2019 OR \u20181\u2019=\u20181',
  'state',
  '',
];

type Build = (p: string) => Record<string, unknown>;

const base = { columns: ['state'], metrics: ['count'], row_limit: 50 };

/** Every field of a query object, each carrying the payload. */
const FIELDS: Record<string, Build> = {
  'filter value ==': (p) => ({ ...base, filters: [{ col: 'state', op: '==', val: p }] }),
  'filter value IN': (p) => ({ ...base, filters: [{ col: 'state', op: 'IN', val: [p, 'WA'] }] }),
  'filter value LIKE': (p) => ({ ...base, filters: [{ col: 'name', op: 'LIKE', val: p }] }),
  'filter value ILIKE': (p) => ({
    ...base,
    filters: [{ col: 'name', op: 'ILIKE', val: `%${p}%` }],
  }),
  'filter value >': (p) => ({ ...base, filters: [{ col: 'latitude', op: '>', val: p }] }),
  'filter column': (p) => ({ ...base, filters: [{ col: p, op: '==', val: 'WA' }] }),
  'filter operator': (p) => ({ ...base, filters: [{ col: 'state', op: p, val: 'WA' }] }),
  'TEMPORAL_RANGE value': (p) => ({
    ...base,
    filters: [{ col: 'state', op: 'TEMPORAL_RANGE', val: p }],
  }),
  columns: (p) => ({ ...base, columns: [p] }),
  'groupby (alias)': (p) => ({ groupby: [p], metrics: ['count'] }),
  'adhoc column SQL': (p) => ({
    ...base,
    columns: [{ sqlExpression: p, label: 'c', expressionType: 'SQL' }],
  }),
  'x-axis time grain': (p) => ({
    ...base,
    columns: [
      {
        columnType: 'BASE_AXIS',
        sqlExpression: 'state',
        label: 'x',
        expressionType: 'SQL',
        timeGrain: p,
      },
    ],
  }),
  'saved metric name': (p) => ({ ...base, metrics: [p] }),
  'SQL metric': (p) => ({
    ...base,
    metrics: [{ expressionType: 'SQL', sqlExpression: p, label: 'm' }],
  }),
  'SIMPLE metric column': (p) => ({
    ...base,
    metrics: [
      { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: p }, label: 'm' },
    ],
  }),
  'metric label': (p) => ({
    ...base,
    metrics: [
      {
        expressionType: 'SIMPLE',
        aggregate: 'COUNT',
        column: { column_name: 'iata' },
        label: p || 'empty',
      },
    ],
  }),
  'orderby column': (p) => ({ ...base, orderby: [[p, true]] }),
  'orderby adhoc metric': (p) => ({
    ...base,
    orderby: [[{ expressionType: 'SQL', sqlExpression: p, label: 'o' }, false]],
  }),
  'extras.where': (p) => ({ ...base, extras: { where: p } }),
  'extras.having': (p) => ({ ...base, extras: { having: p } }),
  'legacy where': (p) => ({ ...base, where: p }),
  'having_druid filter': (p) => ({
    ...base,
    extras: { having_druid: [{ col: 'count', op: '>', val: p }] },
  }),
  time_range: (p) => ({ ...base, time_range: p }),
  granularity: (p) => ({ ...base, granularity: p, time_range: 'Last week' }),
  'row_limit (as text)': (p) => ({ ...base, row_limit: p }),
  series_limit_metric: (p) => ({
    ...base,
    series_columns: ['state'],
    series_limit: 5,
    series_limit_metric: p,
  }),
  time_offsets: (p) => ({ ...base, time_range: '2020-01-01 : 2021-01-01', time_offsets: [p] }),
  'post_processing sort': (p) => ({
    ...base,
    post_processing: [{ operation: 'sort', options: { by: p } }],
  }),
  'post_processing rename': (p) => ({
    ...base,
    post_processing: [{ operation: 'rename', options: { columns: { count: p } } }],
  }),
  'post_processing operation': (p) => ({
    ...base,
    post_processing: [{ operation: p, options: {} }],
  }),
};

/** Every table's rows of the metadata store, hashed in a stable order. */
async function metadataChecksum(t: TestApp): Promise<Record<string, string>> {
  const db = t.container.store.db;
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
    db,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    const lines = rows.rows.map((r) => JSON.stringify(r)).sort();
    out[name] = crypto.createHash('sha256').update(lines.join('\n')).digest('hex');
  }
  return out;
}

describe('chart data injection suite', () => {
  let t: TestApp;
  let airports: number;
  let countsBefore: Record<string, number | null>;
  let catalogBefore: string;
  let checksumBefore: Record<string, string>;
  let adminHash: string;
  const outcomes: { field: string; payload: string; status: number }[] = [];

  const exampleState = async () => {
    const duck = await openExamples(t.dataDir);
    try {
      const tables = await duck.rows(
        `SELECT table_schema, table_name, table_type FROM information_schema.tables ORDER BY ALL`,
      );
      const counts: Record<string, number | null> = {};
      for (const row of tables) {
        const [r] = await duck.rows(
          `SELECT COUNT(*) AS n FROM "${String(row.table_schema)}"."${String(row.table_name)}"`,
        );
        counts[`${String(row.table_schema)}.${String(row.table_name)}`] = num(r?.n);
      }
      return { counts, catalog: JSON.stringify(tables) };
    } finally {
      duck.close();
    }
  };

  beforeAll(async () => {
    t = await exampleApp();
    airports = await datasetId(t, 'airports');
    await t.adminHeaders();
    const state = await exampleState();
    countsBefore = state.counts;
    catalogBefore = state.catalog;
    checksumBefore = await metadataChecksum(t);
    const admin = await t.container.securityRepo.findUserByUsername('admin');
    adminHash = String(admin?.password_hash ?? '');
    expect(countsBefore['main.flights']).toBe(3_000_000);
    expect(Object.keys(countsBefore).length).toBeGreaterThanOrEqual(24);
  });

  afterAll(async () => {
    await t?.dispose();
  });

  for (const [field, build] of Object.entries(FIELDS)) {
    it(`treats hostile text in ${field} as data or refuses it with a 400`, async () => {
      for (const payload of PAYLOADS) {
        const res = await postChartData(t, {
          datasource: { id: airports, type: 'table' },
          queries: [build(payload)],
        });
        outcomes.push({ field, payload, status: res.statusCode });
        expect(
          [200, 400],
          `${field} ← ${JSON.stringify(payload)}: ${res.body.slice(0, 300)}`,
        ).toContain(res.statusCode);
        expect(res.body).not.toContain(adminHash);
        expect(res.body).not.toMatch(/\n\s+at /); // no stack trace
        if (
          res.statusCode === 200 &&
          (field === 'filter value ==' || field === 'filter value IN')
        ) {
          // The text is compared literally: it matches no airport (WA from the IN list aside).
          const entry = res.json().result[0];
          for (const row of entry.data as { state: unknown }[])
            expect(['WA', payload]).toContain(row.state);
        }
      }
    });
  }

  it('left every example table, the DuckDB catalog and the metadata store unchanged', async () => {
    const after = await exampleState();
    expect(after.counts).toEqual(countsBefore);
    expect(after.catalog).toBe(catalogBefore);
    expect(await metadataChecksum(t)).toEqual(checksumBefore);
    // Both kinds of answers happened: the suite exercised data paths and refusals.
    expect(outcomes.some((o) => o.status === 200)).toBe(true);
    expect(outcomes.some((o) => o.status === 400)).toBe(true);
    expect(outcomes.length).toBe(Object.keys(FIELDS).length * PAYLOADS.length);
  });
});
