import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsConnector } from '../../engine/connectors/connector';
import type { DatabaseRow } from '../../store/schema';
import { ConnectorRegistry, type ConnectorSource } from './connector-registry';

function fakeConnector(): AnalyticsConnector & { closed: boolean } {
  const connector = {
    backend: 'duckdb' as const,
    closed: false,
    testConnection: () => Promise.resolve(),
    getSchemas: () => Promise.resolve([]),
    getTables: () => Promise.resolve([]),
    getColumns: () => Promise.resolve([]),
    run: () => Promise.resolve({ columns: [], rows: [], truncated: false }),
    close: () => {
      connector.closed = true;
      return Promise.resolve();
    },
  };
  return connector;
}

const row = (id: number, uri = 'duckdb:///a.duckdb') =>
  ({ id, sqlalchemy_uri: uri, password_encrypted: null }) as DatabaseRow;

function source(): ConnectorSource & {
  opened: (AnalyticsConnector & { closed: boolean })[];
  fail: boolean;
} {
  const s = {
    opened: [] as (AnalyticsConnector & { closed: boolean })[],
    fail: false,
    fingerprint: (r: DatabaseRow) => r.sqlalchemy_uri,
    open: () => {
      if (s.fail) return Promise.reject(new Error('down'));
      const c = fakeConnector();
      s.opened.push(c);
      return Promise.resolve(c);
    },
  };
  return s;
}

describe('ConnectorRegistry', () => {
  it('shares one connector per database until its fingerprint changes', async () => {
    vi.useFakeTimers();
    const src = source();
    const registry = new ConnectorRegistry(src, { retireAfterMs: 1000 });
    const a = await registry.get(row(1));
    expect(await registry.get(row(1))).toBe(a);
    expect(await registry.get(row(2))).not.toBe(a);
    const b = await registry.get(row(1, 'duckdb:///b.duckdb'));
    expect(b).not.toBe(a);
    expect(src.opened[0]?.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(src.opened[0]?.closed).toBe(true);
    vi.useRealTimers();
    await registry.close();
    expect(src.opened.every((c) => c.closed)).toBe(true);
  });

  it('does not cache a failed open and closes invalidated connectors on shutdown', async () => {
    const src = source();
    const registry = new ConnectorRegistry(src);
    src.fail = true;
    await expect(registry.get(row(1))).rejects.toThrow('down');
    src.fail = false;
    const c = await registry.get(row(1));
    registry.invalidate(1);
    expect(await registry.get(row(1))).not.toBe(c);
    await registry.close();
    expect(src.opened.every((x) => x.closed)).toBe(true);
    await expect(registry.get(row(1))).rejects.toThrow('closed');
  });
});
