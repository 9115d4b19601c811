import { describe, expect, it } from 'vitest';
import type { QueryResult, RunOptions } from '../connectors/connector';
import { AbortError } from '../connectors/query-errors';
import { SharedExecutions } from './shared-executions';

/**
 * A connector stand-in that counts executions and holds each one open until the test releases
 * it, so callers can pile up on a query that is still running.
 */
class CountingConnector {
  executions = 0;
  readonly signals: AbortSignal[] = [];
  private readonly pending: {
    resolve: (result: QueryResult) => void;
    reject: (err: unknown) => void;
  }[] = [];

  run(_sql: string, _params: unknown[], options: RunOptions): Promise<QueryResult> {
    this.executions += 1;
    if (options.signal) this.signals.push(options.signal);
    return new Promise<QueryResult>((resolve, reject) => {
      this.pending.push({ resolve, reject });
      options.signal?.addEventListener('abort', () => reject(new AbortError()), { once: true });
    });
  }

  finish(index: number, rows: Record<string, unknown>[]): void {
    this.pending[index]?.resolve({ columns: [], rows, truncated: false });
  }

  fail(index: number, err: Error): void {
    this.pending[index]?.reject(err);
  }
}

/** Lets queued microtasks and timers run, so executions have started. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const connector = new CountingConnector();
  const shared = new SharedExecutions<QueryResult>();
  const query = (key: string, signal?: AbortSignal) =>
    shared.run(
      key,
      (executionSignal) => connector.run(key, [], { timeoutMs: 1000, signal: executionSignal }),
      signal,
    );
  return { connector, shared, query };
}

describe('SharedExecutions', () => {
  it('runs 24 identical concurrent queries once and gives every caller the same result', async () => {
    const { connector, shared, query } = setup();
    const callers = Array.from({ length: 24 }, () => query('sales-by-region'));
    await settle();
    expect(connector.executions).toBe(1);
    expect(shared.waiting).toBe(24);
    connector.finish(0, [{ region: 'north', sales: 7 }]);
    const results = await Promise.all(callers);
    expect(results).toHaveLength(24);
    for (const result of results) {
      expect(result).toBe(results[0]);
      expect(result.rows).toEqual([{ region: 'north', sales: 7 }]);
    }
    expect(shared.size).toBe(0);
  });

  it('runs different keys separately', async () => {
    const { connector, query } = setup();
    const a = query('a');
    const b = query('b');
    await settle();
    expect(connector.executions).toBe(2);
    connector.finish(0, [{ n: 1 }]);
    connector.finish(1, [{ n: 2 }]);
    expect((await a).rows).toEqual([{ n: 1 }]);
    expect((await b).rows).toEqual([{ n: 2 }]);
  });

  it('remembers nothing once settled: the same key later runs again', async () => {
    const { connector, query } = setup();
    const first = query('k');
    await settle();
    connector.finish(0, [{ n: 1 }]);
    await first;
    const second = query('k');
    await settle();
    expect(connector.executions).toBe(2);
    connector.finish(1, [{ n: 2 }]);
    expect((await second).rows).toEqual([{ n: 2 }]);
  });

  it('delivers a failure to every waiter', async () => {
    const { connector, query } = setup();
    const one = query('broken');
    const two = query('broken');
    await settle();
    const failure = new Error('relation "nope" does not exist');
    connector.fail(0, failure);
    await expect(one).rejects.toBe(failure);
    await expect(two).rejects.toBe(failure);
    expect(connector.executions).toBe(1);
  });

  it('keeps running while one waiter remains, and that waiter gets the result', async () => {
    const { connector, query } = setup();
    const leaving = new AbortController();
    const gone = query('k', leaving.signal);
    const staying = query('k');
    await settle();
    leaving.abort();
    await expect(gone).rejects.toMatchObject({ name: 'AbortError' });
    expect(connector.signals[0]?.aborted).toBe(false);
    connector.finish(0, [{ n: 3 }]);
    expect((await staying).rows).toEqual([{ n: 3 }]);
    expect(connector.executions).toBe(1);
  });

  it('cancels the execution when the last waiter leaves; a newcomer starts afresh', async () => {
    const { connector, shared, query } = setup();
    const first = new AbortController();
    const second = new AbortController();
    const a = query('k', first.signal);
    const b = query('k', second.signal);
    await settle();
    first.abort();
    expect(connector.signals[0]?.aborted).toBe(false);
    second.abort();
    expect(connector.signals[0]?.aborted).toBe(true);
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    expect(shared.size).toBe(0);

    const fresh = query('k');
    await settle();
    expect(connector.executions).toBe(2);
    expect(connector.signals[1]?.aborted).toBe(false);
    connector.finish(1, [{ n: 4 }]);
    expect((await fresh).rows).toEqual([{ n: 4 }]);
  });

  it('does not start anything for a caller that has already left', async () => {
    const { connector, query } = setup();
    const gone = new AbortController();
    gone.abort();
    await expect(query('k', gone.signal)).rejects.toMatchObject({ name: 'AbortError' });
    await settle();
    expect(connector.executions).toBe(0);
  });
});
