/**
 * One open connector per registered database, shared by every feature that queries it (dataset
 * introspection, SQL Lab, chart data), so pools and DuckDB handles are not rebuilt per request.
 *
 * An entry is keyed by database id and remembers a fingerprint of what it was opened from (the
 * stored URI and password, whether DML is allowed, and for file engines the file's size and
 * modification time). When the fingerprint changes the connector is replaced: that covers an edit
 * made by another server process, which this process never hears about, and a DuckDB file
 * rewritten since it was opened (a READ_ONLY DuckDB handle keeps the catalog it opened with). A
 * replaced connector is closed after a grace period, so queries already running on it finish
 * instead of being cancelled.
 */
import type { AnalyticsConnector } from '../../engine/connectors/connector';
import type { DatabaseRow } from '../../store/schema';

export interface ConnectorSource {
  /** Changes whenever the connector must be rebuilt. */
  fingerprint(row: DatabaseRow): string;
  open(row: DatabaseRow): Promise<AnalyticsConnector>;
}

interface Entry {
  fingerprint: string;
  connector: Promise<AnalyticsConnector>;
}

const DEFAULT_RETIRE_AFTER_MS = 60_000;

export class ConnectorRegistry {
  private readonly entries = new Map<number, Entry>();
  private readonly retiring = new Map<Promise<AnalyticsConnector>, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly source: ConnectorSource,
    private readonly options: { retireAfterMs?: number } = {},
  ) {}

  /** The database's connector, opened on first use or when its source changed. */
  get(row: DatabaseRow): Promise<AnalyticsConnector> {
    if (this.closed) return Promise.reject(new Error('The connector registry is closed'));
    const fingerprint = this.source.fingerprint(row);
    const current = this.entries.get(row.id);
    if (current?.fingerprint === fingerprint) return current.connector;
    if (current) this.retire(current.connector);
    const connector = this.source.open(row);
    this.entries.set(row.id, { fingerprint, connector });
    // A failed open is not cached: the next call tries again (the file may be back, the host up).
    void connector.catch(() => {
      if (this.entries.get(row.id)?.connector === connector) this.entries.delete(row.id);
    });
    return connector;
  }

  /** Forgets a database's connector after an update or delete; running queries may finish. */
  invalidate(id: number): void {
    const current = this.entries.get(id);
    if (!current) return;
    this.entries.delete(id);
    this.retire(current.connector);
  }

  /** Closes every connector at once (server shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    const all = [...[...this.entries.values()].map((e) => e.connector), ...this.retiring.keys()];
    for (const timer of this.retiring.values()) clearTimeout(timer);
    this.entries.clear();
    this.retiring.clear();
    await Promise.allSettled(all.map(async (c) => (await c).close()));
  }

  private retire(connector: Promise<AnalyticsConnector>): void {
    const timer = setTimeout(() => {
      this.retiring.delete(connector);
      void closeQuietly(connector);
    }, this.options.retireAfterMs ?? DEFAULT_RETIRE_AFTER_MS);
    timer.unref();
    this.retiring.set(connector, timer);
  }
}

async function closeQuietly(connector: Promise<AnalyticsConnector>): Promise<void> {
  try {
    await (await connector).close();
  } catch {
    // Failed to open or to close: nothing is left to release either way.
  }
}
