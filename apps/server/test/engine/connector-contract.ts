/**
 * What every AnalyticsConnector must do, run against a real database of each engine. Each engine's
 * test file creates the same small fixture (table `people`: id, name, score, born, active; view
 * `people_view`) and calls `connectorContract` inside its describe block.
 */
import { expect, it } from 'vitest';
import type { AnalyticsConnector } from '../../src/engine/connectors/connector';

export interface ContractFixture {
  connector: AnalyticsConnector;
  schema: string;
  /** `people` WHERE name = <the engine's first placeholder> */
  selectByName: string;
  /** Runs for several seconds unless stopped. */
  slowSql: string;
  /** Returns 1000 rows. */
  manyRowsSql: string;
  /** How long after being stopped the engine reports the slow query gone; optional check. */
  isSlowQueryRunning?: () => Promise<boolean>;
  expectedColumnTypes: { id: RegExp; name: RegExp; score: RegExp; born: RegExp };
}

const INJECTION = "' OR 1=1 --";

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/**
 * After a stopped slow query: the caller got its answer within two seconds, the database no
 * longer runs the query, and the connector answers the next one.
 */
async function expectStoppedInTime(
  { connector, isSlowQueryRunning }: ContractFixture,
  started: number,
  nextSql: string,
  nextRow: Record<string, unknown>,
): Promise<void> {
  expect(Date.now() - started).toBeLessThan(2_000);
  if (isSlowQueryRunning)
    expect(await waitUntil(async () => !(await isSlowQueryRunning()), 3_000)).toBe(true);
  await expect(connector.run(nextSql, [], { timeoutMs: 10_000 })).resolves.toMatchObject({
    rows: [nextRow],
  });
}

export function connectorContract(fixture: () => ContractFixture): void {
  it('connects', async () => {
    await expect(fixture().connector.testConnection()).resolves.toBeUndefined();
  });

  it('lists schemas without the system ones', async () => {
    const { connector, schema } = fixture();
    const schemas = await connector.getSchemas();
    expect(schemas).toContain(schema);
    for (const hidden of [
      'information_schema',
      'pg_catalog',
      'pg_toast',
      'mysql',
      'performance_schema',
      'sys',
    ]) {
      expect(schemas).not.toContain(hidden);
    }
  });

  it('lists tables and views', async () => {
    const { connector, schema } = fixture();
    const tables = await connector.getTables(schema);
    expect(tables).toContainEqual({ name: 'people', type: 'table' });
    expect(tables).toContainEqual({ name: 'people_view', type: 'view' });
    expect(await connector.getTables('no_such_schema_anywhere')).toEqual([]);
  });

  it('lists columns with types and nullability', async () => {
    const { connector, schema, expectedColumnTypes } = fixture();
    const columns = await connector.getColumns(schema, 'people');
    expect(columns.map((c) => c.name)).toEqual(['id', 'name', 'score', 'born', 'active']);
    const byName = Object.fromEntries(columns.map((c) => [c.name, c]));
    expect(byName.id?.type).toMatch(expectedColumnTypes.id);
    expect(byName.name?.type).toMatch(expectedColumnTypes.name);
    expect(byName.score?.type).toMatch(expectedColumnTypes.score);
    expect(byName.born?.type).toMatch(expectedColumnTypes.born);
    expect(byName.id?.nullable).toBe(false);
    expect(byName.name?.nullable).toBe(true);
    expect(await connector.getColumns(schema, 'no_such_table')).toEqual([]);
  });

  it('binds parameters and converts values', async () => {
    const { connector, selectByName } = fixture();
    const result = await connector.run(selectByName, ['alice'], { timeoutMs: 10_000 });
    expect(result.truncated).toBe(false);
    expect(result.columns.map((c) => c.name)).toEqual(['id', 'name', 'score', 'born', 'active']);
    expect(result.rows).toHaveLength(1);
    const row = result.rows[0]!;
    expect(row.id).toBe(1);
    expect(row.name).toBe('alice');
    expect(row.score).toBeCloseTo(12.5);
    expect(row.born).toBeInstanceOf(Date);
    expect((row.born as Date).toISOString()).toBe('1990-05-17T00:00:00.000Z');
    for (const column of result.columns) expect(column.type).toBe(column.type.toUpperCase());
  });

  it('never interpolates a parameter (SQL injection attempt matches zero rows)', async () => {
    const { connector, selectByName } = fixture();
    const result = await connector.run(selectByName, [INJECTION], { timeoutMs: 10_000 });
    expect(result.rows).toEqual([]);
  });

  it('caps rows at maxRows and says so', async () => {
    const { connector, manyRowsSql } = fixture();
    const capped = await connector.run(manyRowsSql, [], { timeoutMs: 10_000, maxRows: 10 });
    expect(capped.rows).toHaveLength(10);
    expect(capped.truncated).toBe(true);
    const exact = await connector.run(manyRowsSql, [], { timeoutMs: 10_000, maxRows: 1000 });
    expect(exact.rows).toHaveLength(1000);
    expect(exact.truncated).toBe(false);
    const all = await connector.run(manyRowsSql, [], { timeoutMs: 10_000 });
    expect(all.rows).toHaveLength(1000);
    // The connector is still healthy after abandoning a half-read result.
    const again = await connector.run(manyRowsSql, [], { timeoutMs: 10_000, maxRows: 3 });
    expect(again.rows.map((r) => Object.values(r)[0])).toHaveLength(3);
  });

  it('enforces the timeout and stops the query', async () => {
    const { connector, slowSql } = fixture();
    const started = Date.now();
    const attempt = connector.run(slowSql, [], { timeoutMs: 300 });
    await expect(attempt).rejects.toMatchObject({
      status: 408,
      errorType: 'BACKEND_TIMEOUT_ERROR',
    });
    await expectStoppedInTime(fixture(), started, 'SELECT 1 AS one', { one: 1 });
  });

  it('cancels the query on abort with an AbortError', async () => {
    const { connector, slowSql } = fixture();
    const controller = new AbortController();
    const started = Date.now();
    const attempt = connector.run(slowSql, [], { timeoutMs: 30_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    await expect(attempt).rejects.toMatchObject({ name: 'AbortError' });
    await expectStoppedInTime(fixture(), started, 'SELECT 2 AS two', { two: 2 });
  });

  it('rejects at once when the signal is already aborted', async () => {
    const { connector } = fixture();
    await expect(
      connector.run('SELECT 1', [], { timeoutMs: 1_000, signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports engine errors as QueryError and keeps working', async () => {
    const { connector, selectByName } = fixture();
    await expect(
      connector.run('SELEC nonsense FROM nowhere', [], { timeoutMs: 10_000, maxRows: 5 }),
    ).rejects.toMatchObject({ code: 'QUERY', status: 400 });
    await expect(
      connector.run(selectByName, ['bob'], { timeoutMs: 10_000, maxRows: 5 }),
    ).resolves.toMatchObject({
      rows: [{ name: 'bob' }],
    });
  });

  it('makes duplicate column names unique', async () => {
    const { connector } = fixture();
    const result = await connector.run('SELECT 1 AS a, 2 AS a, 3 AS b', [], { timeoutMs: 10_000 });
    expect(result.columns.map((c) => c.name)).toEqual(['a', 'a__1', 'b']);
    expect(result.rows).toEqual([{ a: 1, a__1: 2, b: 3 }]);
  });

  it('rejects (never throws) on invalid run options', async () => {
    const { connector } = fixture();
    for (const options of [
      { timeoutMs: 0 },
      { timeoutMs: Number.NaN },
      { timeoutMs: 1_000, maxRows: -1 },
    ]) {
      const attempt = connector.run('SELECT 1', [], options);
      await expect(attempt).rejects.toMatchObject({ code: 'VALIDATION' });
    }
  });

  it('refuses parameter values it cannot bind', async () => {
    const { connector, selectByName } = fixture();
    await expect(
      connector.run(selectByName, [{ name: 'x' }], { timeoutMs: 1_000 }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
}
