import { describe, expect, it } from 'vitest';
import { normalizeQueryObject, queryObjectSchema } from './query-object';

const normalized = (raw: Record<string, unknown>) =>
  normalizeQueryObject(queryObjectSchema.parse(raw));

describe('normalizeQueryObject series limit', () => {
  it('takes the deprecated timeseries_limit when series_limit is 0, as Superset does', () => {
    const query = normalized({
      columns: ['ds', 'country'],
      metrics: ['count'],
      series_columns: ['country'],
      series_limit: 0,
      timeseries_limit: 10,
      timeseries_limit_metric: 'sum__pop',
    });
    expect(query.series_limit).toBe(10);
    expect(query.series_limit_metric).toBe('sum__pop');
  });

  it('keeps a set series_limit over the deprecated field', () => {
    const query = normalized({ series_limit: 5, timeseries_limit: 10, metrics: ['count'] });
    expect(query.series_limit).toBe(5);
  });

  it('limits every column of a time-series query whose series_columns is empty', () => {
    const query = normalized({
      columns: ['country'],
      metrics: ['count'],
      is_timeseries: true,
      series_columns: [],
    });
    expect(query.series_columns).toEqual(['country']);
  });

  it('has no series columns for a plain query or one without metrics', () => {
    expect(normalized({ columns: ['country'], metrics: ['count'] }).series_columns).toEqual([]);
    expect(
      normalized({ columns: ['country'], metrics: [], is_timeseries: true }).series_columns,
    ).toEqual([]);
  });
});
