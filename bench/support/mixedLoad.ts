/**
 * Drives a dashboard-viewing load with autocannon: every connection repeats what one viewer's
 * browser sends when opening the dashboard (its `GET /api/v1/dashboard/{id}`, then one
 * `POST /api/v1/chart/data` per chart), with one browser session's cookie and CSRF token.
 * Several servers get one autocannon instance each, run at the same time with the connections
 * split evenly between them; the figures are their sum, latency percentiles over every response.
 */
import { createRequire } from 'node:module';
import type { EventEmitter } from 'node:events';
import type { LoadDashboard } from './loadDashboard';

interface AutocannonResult {
  /** Seconds the run lasted. */
  duration: number;
  requests: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type AutocannonRun = EventEmitter & PromiseLike<AutocannonResult>;
type Autocannon = (options: Record<string, unknown>) => AutocannonRun;
// autocannon ships no types; only the fields read here are declared.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadOptions {
  baseUrls: string[];
  headers: Record<string, string>;
  dashboard: LoadDashboard;
  /** Connections in all, split between the servers. */
  connections: number;
  seconds: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors and timeouts plus answers outside 2xx. */
  errors: number;
  /** Per status code: how many responses had it and their median latency (ms). */
  statuses: Record<number, { count: number; p50: number }>;
  /** Wall-clock start and end of the run (ms since the epoch). */
  startedAt: number;
  endedAt: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** One dashboard view: the dashboard's metadata, then every chart's data. */
function dashboardView(dashboard: LoadDashboard): Record<string, unknown>[] {
  return [
    { method: 'GET', path: `/api/v1/dashboard/${dashboard.id}` },
    ...dashboard.charts.map((chart) => ({
      method: 'POST',
      path: '/api/v1/chart/data',
      headers: { 'content-type': 'application/json' },
      body: chart.body,
    })),
  ];
}

export async function runMixedLoad(options: LoadOptions): Promise<LoadFigures> {
  const { baseUrls, connections, seconds } = options;
  const latencies: number[] = [];
  const byStatus = new Map<number, number[]>();
  const requests = dashboardView(options.dashboard);
  const startedAt = Date.now();
  const runs = baseUrls.map((url, i) => {
    // Spread the connections evenly: the first servers take one more when they do not divide.
    const share =
      Math.floor(connections / baseUrls.length) + (i < connections % baseUrls.length ? 1 : 0);
    const run = autocannon({
      url,
      connections: Math.max(1, share),
      duration: seconds,
      headers: options.headers,
      requests,
    });
    run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
      const ofStatus = byStatus.get(status) ?? [];
      ofStatus.push(ms);
      byStatus.set(status, ofStatus);
    });
    return run;
  });
  const results = await Promise.all(runs);
  const endedAt = Date.now();
  latencies.sort((a, b) => a - b);
  const statuses: LoadFigures['statuses'] = {};
  for (const [status, times] of byStatus) {
    times.sort((a, b) => a - b);
    statuses[status] = { count: times.length, p50: percentile(times, 50) };
  }
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const duration = Math.max(...results.map((r) => r.duration));
  return {
    requestsPerSecond: total / duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    statuses,
    startedAt,
    endedAt,
  };
}
