import { describe, expect, it } from 'vitest';
import {
  elapsedMs,
  formatElapsed,
  needsResults,
  POLL_CLOCK_MARGIN_MS,
  pollSinceMs,
  shouldPoll,
} from './queryPolling';
import type { QueryRecord } from './sqllabTypes';
import { queryRecord } from './testAnswers';

/** A finished run with no tab, schema or limit, started at 0 ms. */
function query(id: string, patch: Partial<QueryRecord>): QueryRecord {
  return queryRecord(id, {
    tab: '',
    schema: null,
    state: 'success',
    limit: null,
    startDttm: 0,
    ...patch,
  });
}

describe('polling decisions', () => {
  it('polls only while a query is pending, scheduled, running or fetching', () => {
    expect(shouldPoll({})).toBe(false);
    expect(
      shouldPoll({ a: query('a', { state: 'success' }), b: query('b', { state: 'failed' }) }),
    ).toBe(false);
    for (const state of ['pending', 'scheduled', 'running', 'fetching'] as const)
      expect(shouldPoll({ a: query('a', { state }) })).toBe(true);
  });

  it('asks from before the oldest running query started', () => {
    const queries = {
      a: query('a', { state: 'running', startDttm: 10_000_000 }),
      b: query('b', { state: 'pending', startDttm: 9_000_000 }),
      c: query('c', { state: 'success', startDttm: 1 }),
    };
    expect(pollSinceMs(queries)).toBe(9_000_000 - POLL_CLOCK_MARGIN_MS);
    expect(pollSinceMs({ c: queries.c })).toBeNull();
  });

  it('fetches results once for a successful query with a key and no rows', () => {
    expect(needsResults(query('a', { resultsKey: 'k' }))).toBe(true);
    expect(needsResults(query('a', { resultsKey: null }))).toBe(false);
    expect(needsResults(query('a', { state: 'running', resultsKey: 'k' }))).toBe(false);
    expect(
      needsResults(
        query('a', {
          resultsKey: 'k',
          results: { data: [], columns: [], displayLimitReached: false },
        }),
      ),
    ).toBe(false);
  });

  it('times queries like Superset', () => {
    expect(elapsedMs({ startDttm: 1000, endDttm: null }, 4500)).toBe(3500);
    expect(elapsedMs({ startDttm: 1000, endDttm: 2000 }, 9999)).toBe(1000);
    expect(formatElapsed(3_723_456)).toBe('01:02:03.45');
    expect(formatElapsed(0)).toBe('00:00:00.00');
  });
});
