/**
 * Shared steps of the async query suites: a query context over the example `flights` table,
 * posting it and reading the
 * `async-token` cookie of a 202, polling `GET /api/v1/async_event/` until a job's event arrives,
 * and a websocket client on a listening server.
 */
import { WebSocket } from 'ws';
import type { AsyncEventResponse } from '@panorama/core/schemas/async-event';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app';
import { num, type ChartDataEntry } from '../chart-data/chart-data-fixtures';

export interface AsyncJob {
  channel_id: string;
  job_id: string;
  user_id: number;
  status: string;
  result_url: string;
}

/** Flights per origin airport; `marker` makes an otherwise identical context a distinct query. */
export function originCounts(datasetId: number, marker = 0): Record<string, unknown> {
  return {
    datasource: { id: datasetId, type: 'table' },
    queries: [
      {
        columns: ['origin'],
        metrics: ['count'],
        orderby: [['origin', true]],
        row_limit: 10000 - marker,
      },
    ],
    result_format: 'json',
    result_type: 'full',
  };
}

export function expectOriginCounts(
  entry: ChartDataEntry | undefined,
  expected: Map<unknown, number | null>,
): void {
  expect(entry).toBeDefined();
  expect(entry?.data.length).toBe(expected.size);
  for (const row of entry?.data ?? []) expect(num(row.count)).toBe(expected.get(row.origin));
}

/** The `async-token` cookie value set by a response, or null. */
export function asyncTokenOf(setCookie: string | string[] | undefined): string | null {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const cookie of cookies) {
    const match = /^async-token=([^;]+)/.exec(cookie);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** Polls the caller's events until one for `jobId` arrives (or the deadline passes). */
export async function waitForEvent(
  t: TestApp,
  headers: Record<string, string>,
  jobId: string,
  timeoutMs = 20_000,
): Promise<AsyncEventResponse> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await t.get('/api/v1/async_event/', headers);
    expect(res.statusCode, res.body).toBe(200);
    const events = (res.json() as { result: AsyncEventResponse[] }).result;
    const event = events.find((e) => e.job_id === jobId);
    if (event) return event;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no event for job ${jobId} within ${timeoutMs} ms`);
}

export interface EventSocket {
  /** The first event received for `jobId`. */
  next(jobId: string, timeoutMs?: number): Promise<AsyncEventResponse>;
  close(): void;
}

/** Opens `ws://…/ws` with the async-token cookie; resolves once the upgrade succeeded. */
export function openEventSocket(
  baseUrl: string,
  token: string,
  lastId?: string,
  origin?: string,
): Promise<EventSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws${lastId ? `?last_id=${lastId}` : ''}`;
  const socket = new WebSocket(url, {
    headers: { cookie: `async-token=${token}` },
    ...(origin ? { origin } : {}),
  });
  const received: AsyncEventResponse[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    received.push(JSON.parse(data.toString('utf8')) as AsyncEventResponse);
    for (const wake of waiters) wake();
  });
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`websocket refused: ${res.statusCode}`)),
    );
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        next(jobId, timeoutMs = 20_000) {
          return new Promise((resolveEvent, rejectEvent) => {
            const check = () => {
              const event = received.find((e) => e.job_id === jobId);
              if (!event) return;
              waiters.delete(check);
              clearTimeout(timer);
              resolveEvent(event);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              rejectEvent(new Error(`no websocket event for job ${jobId}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => socket.close(),
      }),
    );
  });
}
