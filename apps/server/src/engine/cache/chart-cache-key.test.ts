import { describe, expect, it } from 'vitest';
import { normalizeQueryObject, queryObjectSchema } from '@panorama/core/query/query-object';
import { canonicalJson } from './canonical-json';
import { NO_RLS_KEY, chartCacheKey, type ChartCacheKeyParts } from './chart-cache-key';

const query = (raw: Record<string, unknown>) => normalizeQueryObject(queryObjectSchema.parse(raw));

const base = (overrides: Partial<ChartCacheKeyParts> = {}): ChartCacheKeyParts => ({
  query: query({ columns: ['origin'], metrics: ['count'], time_range: 'Last week' }),
  datasourceUid: '1__table',
  datasetChangedOn: '2024-01-01T00:00:00.000Z',
  databaseId: 1,
  resultType: 'full',
  rowLimit: 10000,
  rlsKey: NO_RLS_KEY,
  ...overrides,
});

describe('chartCacheKey', () => {
  it('sorts keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: undefined, x: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"x":2,"z":1}]},"b":1}',
    );
  });

  it('is a stable sha256 hex and independent of key order', () => {
    const a = chartCacheKey(base());
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    const reordered = base({
      query: query({ time_range: 'Last week', metrics: ['count'], columns: ['origin'] }),
    });
    expect(chartCacheKey(reordered)).toBe(a);
  });

  it('changes with everything that changes the result', () => {
    const a = chartCacheKey(base());
    const variants: Partial<ChartCacheKeyParts>[] = [
      { query: query({ columns: ['origin'], metrics: ['count'], time_range: 'Last month' }) },
      { query: query({ columns: ['destination'], metrics: ['count'], time_range: 'Last week' }) },
      {
        query: query({
          columns: ['origin'],
          metrics: ['count'],
          time_range: 'Last week',
          post_processing: [{ operation: 'sort', options: { by: 'count' } }],
        }),
      },
      {
        query: query({
          columns: ['origin'],
          metrics: ['count'],
          time_range: 'Last week',
          time_offsets: ['1 year ago'],
        }),
      },
      { datasourceUid: '2__table' },
      { datasetChangedOn: '2024-01-02T00:00:00.000Z' },
      { databaseId: 2 },
      { resultType: 'samples' },
      { rowLimit: 5 },
      { rlsKey: 'role:7' },
    ];
    for (const variant of variants) expect(chartCacheKey(base(variant))).not.toBe(a);
  });

  it('ignores FORMULA annotation layers, which never change the data', () => {
    const withFormula = base({
      query: query({
        columns: ['origin'],
        metrics: ['count'],
        time_range: 'Last week',
        annotation_layers: [{ annotationType: 'FORMULA', name: 'f', value: 'x*2', show: true }],
      }),
    });
    expect(chartCacheKey(withFormula)).toBe(chartCacheKey(base()));
  });
});
