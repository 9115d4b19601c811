import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { timeRangeUrl } from './timeRangeUrl';

describe('timeRangeUrl', () => {
  it.each([
    'Last week',
    'No filter',
    'DATEADD(DATETIME("now"), -7, day) : now',
    "2024-01-01T00:00:00 : DATETIME('today')",
  ])('carries %s as a rison string in q', (range) => {
    const url = new URL(timeRangeUrl(range), 'http://localhost');
    expect(url.pathname).toBe('/api/v1/time_range/');
    expect(rison.decode(url.searchParams.get('q') ?? '')).toBe(range);
  });
});
