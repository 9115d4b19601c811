/**
 * `POST /api/v1/query/stop`: a run in progress, synchronous or asynchronous, is cancelled on the
 * engine at once (long before any timeout), ends 'stopped' in the history, and only the user who
 * started it can stop it.
 */
import { describe, expect, it } from 'vitest';
import type { QueryStatus } from '@panorama/core/schemas/query-status';
import { storeVariants } from '../support/test-stores';
import { createSqlLabWorld, execute } from './sqllab-fixtures';
import { useWorld } from '../support/use-world';

/** Minutes of work for DuckDB: a hundred billion rows filtered one by one. */
const SLOW_SQL = 'SELECT COUNT(*) AS n FROM range(100000000000) t(x) WHERE x % 7 = 3';

describe.each((await storeVariants()).slice(0, 1))('SQL Lab stop on $name', (variant) => {
  const w = useWorld(() => createSqlLabWorld(variant));

  async function statusOf(clientId: string): Promise<QueryStatus | undefined> {
    return (await w.t.container.sqlLab.queries.repo.findByClientId(clientId))?.status;
  }

  async function waitForStatus(clientId: string, wanted: QueryStatus): Promise<void> {
    for (let i = 0; i < 200; i++) {
      if ((await statusOf(clientId)) === wanted) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${clientId} never reached ${wanted} (is ${await statusOf(clientId)})`);
  }

  function stop(clientId: string, headers: Record<string, string>) {
    return w.t.post('/api/v1/query/stop', headers, { client_id: clientId });
  }

  it('cancels a synchronous run on the engine', async () => {
    const started = Date.now();
    const running = execute(w, w.admin, { sql: SLOW_SQL, client_id: 'stop_sync' });
    await waitForStatus('stop_sync', 'running');

    const other = await stop('stop_sync', w.analyst.headers);
    expect(other.statusCode).toBe(404);

    const stopped = await stop('stop_sync', w.admin);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ result: 'OK' });

    const answer = await running;
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The query was stopped');
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await statusOf('stop_sync')).toBe('stopped');
  });

  it('cancels an asynchronous run, which the poll then reports as stopped', async () => {
    const since = Date.now() - 1000;
    const started = await execute(w, w.admin, {
      sql: SLOW_SQL,
      client_id: 'stop_async',
      runAsync: true,
    });
    expect(started.status).toBe(202);
    await waitForStatus('stop_async', 'running');
    expect((await stop('stop_async', w.admin)).statusCode).toBe(200);

    const poll = await w.t.get(`/api/v1/query/updated_since?last_updated_ms=${since}`, w.admin);
    const mine = (poll.json() as { result: Record<string, unknown>[] }).result.find(
      (q) => q.id === 'stop_async',
    );
    expect(mine?.state).toBe('stopped');
    // A stopped run's client id may be used again at once.
    const again = await execute(w, w.admin, { sql: 'SELECT 1 AS one', client_id: 'stop_async' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual([{ one: 1 }]);
  });
});
