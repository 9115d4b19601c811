import { describe, expect, it } from 'vitest';
import { dataAgeLabel, parseUtcTimestamp, timeAgo } from './cacheTime';

const now = Date.UTC(2024, 4, 1, 12, 0, 0);

describe('parseUtcTimestamp', () => {
  it('reads a timestamp without a zone as UTC', () => {
    expect(parseUtcTimestamp('2024-05-01T11:55:00')).toBe(Date.UTC(2024, 4, 1, 11, 55));
    expect(parseUtcTimestamp('2024-05-01 11:55:00')).toBe(Date.UTC(2024, 4, 1, 11, 55));
  });

  it('keeps an explicit zone', () => {
    expect(parseUtcTimestamp('2024-05-01T13:55:00+02:00')).toBe(Date.UTC(2024, 4, 1, 11, 55));
    expect(parseUtcTimestamp('2024-05-01T11:55:00Z')).toBe(Date.UTC(2024, 4, 1, 11, 55));
  });

  it('gives null for nothing or nonsense', () => {
    expect(parseUtcTimestamp(null)).toBeNull();
    expect(parseUtcTimestamp('yesterday')).toBeNull();
  });
});

describe('dataAgeLabel', () => {
  it('says how long ago a cached result was cached', () => {
    expect(
      dataAgeLabel({ is_cached: true, cached_dttm: '2024-05-01T11:55:00' }, now - 1000, now),
    ).toBe('Cached 5 minutes ago');
  });

  it('says when a fresh result was fetched', () => {
    expect(dataAgeLabel({ is_cached: false }, now - 2 * 3600_000, now)).toBe('Fetched 2 hours ago');
  });

  it('says nothing before a result', () => {
    expect(dataAgeLabel(undefined, null, now)).toBeNull();
  });

  it('never speaks of the future when clocks disagree', () => {
    expect(timeAgo(now + 60_000, now)).toBe('a few seconds ago');
  });
});
