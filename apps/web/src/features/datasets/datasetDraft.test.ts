import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  draftFromDatasource,
  isJsonObjectText,
  metricExtraText,
  savePayload,
  uniqueName,
} from './datasetDraft';
import type { DatasourceJson, DatasourceMetric } from '../../models/datasourceTypes';
import { testColumn, testDatasource, testMetric } from '../../testing/testDatasource';

const metric = (over: Partial<DatasourceMetric> = {}): DatasourceMetric =>
  testMetric({ extra: null, ...over });

const dataset = (over: Partial<DatasourceJson> = {}): DatasourceJson =>
  testDatasource({
    table_name: 'flights',
    columns: [testColumn({ column_name: 'delay', expression: '', type: 'INTEGER' })],
    metrics: [metric()],
    owners: [1],
    ...over,
  });

describe('metricExtraText', () => {
  it('stores certification and warning in Superset’s extra layout, keeping other keys', () => {
    const text = metricExtraText(
      metric({
        certified_by: 'Data team',
        certification_details: 'Checked',
        warning_markdown: 'Beware',
        extra: '{"custom":1,"certification":{"certified_by":"old"}}',
      }),
    );
    expect(JSON.parse(text ?? '')).toEqual({
      custom: 1,
      certification: { certified_by: 'Data team', details: 'Checked' },
      warning_markdown: 'Beware',
    });
  });

  it('drops a cleared certification and gives null when nothing is left', () => {
    expect(
      metricExtraText(
        metric({ certified_by: '  ', extra: '{"certification":{"certified_by":"old"}}' }),
      ),
    ).toBeNull();
  });
});

describe('draftErrors', () => {
  it('accepts a valid draft', () => {
    expect(draftErrors(draftFromDatasource(dataset()))).toEqual([]);
  });

  it('reports missing and duplicate names, blank expressions, bad extra and cache timeout', () => {
    const errors = draftErrors(
      dataset({
        metrics: [metric(), metric({ expression: ' ' }), metric({ metric_name: '' })],
        columns: [
          { ...dataset().columns[0]!, expression: null },
          { ...dataset().columns[0]!, column_name: 'calc', expression: ' ' },
        ],
        extra: '[1]',
        cache_timeout: -5,
      }),
    );
    expect(errors).toEqual([
      'Duplicate metric name: count',
      'Metric "count" needs a SQL expression',
      'Metric name is required',
      'Calculated column "calc" needs a SQL expression',
      'Extra must be a valid JSON object',
      'Cache timeout must be a whole number of seconds, 0 or more',
    ]);
  });
});

describe('savePayload', () => {
  it('folds certification into each metric’s extra and trims names', () => {
    const body = savePayload(
      dataset({ metrics: [metric({ metric_name: ' count ', certified_by: 'Ops' })], extra: ' ' }),
    );
    expect(body.metrics[0]?.metric_name).toBe('count');
    expect(body.metrics[0]?.extra).toBe('{"certification":{"certified_by":"Ops","details":null}}');
    expect(body.extra).toBeNull();
  });
});

describe('helpers', () => {
  it('treats blank stored expressions as physical columns', () => {
    expect(draftFromDatasource(dataset()).columns[0]?.expression).toBeNull();
  });
  it('validates extra text', () => {
    expect(isJsonObjectText('')).toBe(true);
    expect(isJsonObjectText('{"a":1}')).toBe(true);
    expect(isJsonObjectText('nope')).toBe(false);
    expect(isJsonObjectText('"x"')).toBe(false);
  });
  it('picks a free name', () => {
    expect(uniqueName('new_metric', ['new_metric', 'new_metric_2'])).toBe('new_metric_3');
  });
});
