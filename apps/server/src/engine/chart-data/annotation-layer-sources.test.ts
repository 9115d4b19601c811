import { describe, expect, it } from 'vitest';
import {
  normalizeQueryObject,
  queryObjectSchema,
  type RawQueryObject,
} from '@panorama/core/query/query-object';
import {
  layerSourceId,
  layerSources,
  nativeLayerIdsOfParams,
  sourceChartQuery,
} from './annotation-layer-sources';

const raw = (value: unknown): RawQueryObject => queryObjectSchema.parse(value);

describe('annotation layer sources', () => {
  it('loads NATIVE layers and chart layers, never formulas or hidden layers', () => {
    const sources = layerSources([
      { name: 'f', annotationType: 'FORMULA', value: 'x * 2', show: true },
      { name: 'events', annotationType: 'EVENT', sourceType: 'NATIVE', value: 3, show: true },
      { name: 'hidden', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 4, show: false },
      {
        name: 'other chart',
        annotationType: 'TIME_SERIES',
        sourceType: 'line',
        value: '12',
        show: true,
        overrides: { time_range: null },
      },
      { name: 'no source', annotationType: 'EVENT', sourceType: '', value: 5 },
    ]);
    expect(sources).toEqual([
      { kind: 'native', name: 'events', layerId: 3 },
      { kind: 'chart', name: 'other chart', chartId: 12, overrides: { time_range: null } },
    ]);
  });

  it('names the layer whose value is not an id', () => {
    expect(
      layerSources([{ name: 'Bad', annotationType: 'EVENT', sourceType: 'NATIVE', value: 'abc' }]),
    ).toBe('Annotation layer "Bad" needs the id of its source');
    expect(layerSourceId(' 7 ')).toBe(7);
    expect(layerSourceId(0)).toBeNull();
    expect(layerSourceId(2.5)).toBeNull();
  });

  it('reads the stored layers a saved chart draws', () => {
    const params = JSON.stringify({
      annotation_layers: [
        { sourceType: 'NATIVE', value: 4 },
        { sourceType: 'NATIVE', value: '9' },
        { sourceType: 'line', value: 5 },
        null,
      ],
    });
    expect([...nativeLayerIdsOfParams(params)]).toEqual([4, 9]);
    expect(nativeLayerIdsOfParams('{not json').size).toBe(0);
    expect(nativeLayerIdsOfParams(null).size).toBe(0);
  });

  it('applies overrides from the current chart to the source chart query', () => {
    const saved = raw({
      columns: [
        {
          columnType: 'BASE_AXIS',
          expressionType: 'SQL',
          sqlExpression: 'date',
          label: 'date',
          timeGrain: 'P1D',
        },
      ],
      metrics: ['count'],
      time_range: 'Last year',
      granularity_sqla: 'date',
      annotation_layers: [{ name: 'loop', annotationType: 'EVENT', value: 1 }],
    });
    const current = normalizeQueryObject(
      raw({
        time_range: '2001-01-01 : 2001-03-01',
        granularity: 'day',
        extras: { time_grain_sqla: 'P1M' },
      }),
    );
    const query = sourceChartQuery(
      saved,
      { time_range: null, time_grain_sqla: null, granularity: 'other_date' },
      current,
    );
    expect(query.time_range).toBe('2001-01-01 : 2001-03-01');
    expect(query.granularity).toBe('other_date');
    expect(query.granularity_sqla).toBeUndefined();
    expect(query.extras.time_grain_sqla).toBe('P1M');
    expect(query.columns?.[0]).toMatchObject({ timeGrain: 'P1M' });
    expect(query.annotation_layers).toEqual([]);

    const untouched = sourceChartQuery(saved, {}, current);
    expect(untouched.time_range).toBe('Last year');
    expect(untouched.columns?.[0]).toMatchObject({ timeGrain: 'P1D' });
  });
});
