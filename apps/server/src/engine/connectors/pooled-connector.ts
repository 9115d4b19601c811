/**
 * What the MySQL and PostgreSQL connectors share: catalog reads and the connection test over
 * their pool, closing (which cancels running queries first), and the life of one query on a
 * borrowed session: a server-side cancel when the caller stops it, the server's own statement
 * timeout reported as a timeout, and the session reset (or discarded) before it goes back.
 */
import type { QueryResult, RunOptions } from './connector';
import {
  AbortError,
  QueryTimeoutError,
  connectorClosedError,
  toConnectionError,
  toQueryError,
} from './query-errors';
import { guardQuery, type QueryContext } from './query-guard';

/** A pooled session lent to one query. */
export interface BorrowedSession<S> {
  session: S;
  /** Stops the session's running statement from a separate connection (best effort). */
  cancelOnServer(): Promise<void>;
  /** Puts the session back as found; false when it cannot be reused. */
  reset(): Promise<boolean>;
  /** Hands the session back to the pool, or closes it when `discard`. */
  release(discard: boolean): void;
}

export interface PooledQuery<S> {
  borrow(): Promise<BorrowedSession<S>>;
  /** Runs the query; calls `discard` when the session must not be reused (rows left unread). */
  execute(session: S, ctx: QueryContext, discard: () => void): Promise<QueryResult>;
  /** Whether an error is the server-side statement timeout. */
  isServerTimeout(err: unknown): boolean;
}

export abstract class PooledConnector {
  protected closed = false;
  private readonly cancels = new Set<() => void>();

  /** Reads catalog rows as arrays over the pool. */
  protected abstract queryCatalog(sql: string, params: unknown[]): Promise<unknown[][]>;
  protected abstract endPool(): Promise<void>;

  protected async catalogRows(sql: string, params: unknown[] = []): Promise<unknown[][]> {
    if (this.closed) throw connectorClosedError();
    try {
      return await this.queryCatalog(sql, params);
    } catch (err) {
      throw toQueryError(err);
    }
  }

  async testConnection(): Promise<void> {
    if (this.closed) throw connectorClosedError();
    try {
      await this.queryCatalog('SELECT 1', []);
    } catch (err) {
      throw toConnectionError(err);
    }
  }

  protected runPooled<S>(options: RunOptions, query: PooledQuery<S>): Promise<QueryResult> {
    return guardQuery(options, async (ctx) => {
      if (this.closed) throw connectorClosedError();
      const borrowed = await query.borrow();
      if (ctx.stopped) {
        // Timed out or aborted while waiting for a connection: the caller already has its answer.
        borrowed.release(false);
        throw new AbortError('Stopped before the query started');
      }
      let discard = false;
      const cancel = () => {
        discard = true;
        void borrowed.cancelOnServer();
      };
      this.cancels.add(cancel);
      ctx.onCancel(cancel);
      try {
        return await query.execute(borrowed.session, ctx, () => {
          discard = true;
        });
      } catch (err) {
        if (this.closed) throw connectorClosedError();
        if (query.isServerTimeout(err) && !ctx.stopped) {
          throw new QueryTimeoutError(options.timeoutMs); // the server-side limit won the race
        }
        throw err;
      } finally {
        ctx.onCancel(null);
        this.cancels.delete(cancel);
        if (!discard) discard = !(await borrowed.reset());
        borrowed.release(discard);
      }
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const cancel of this.cancels) cancel();
    this.cancels.clear();
    await this.endPool().catch(() => undefined);
  }
}
