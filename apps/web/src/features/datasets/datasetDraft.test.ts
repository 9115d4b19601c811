import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  newCalculatedColumn,
  newMetric,
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
  it('leaves out items added and not yet edited, so a new row does not open with an error', () => {
    const base = draftFromDatasource(dataset());
    const added = newCalculatedColumn(base.columns);
    const addedMetric = newMetric(base.metrics);
    const draft = {
      ...base,
      columns: [...base.columns, added],
      metrics: [...base.metrics, addedMetric],
    };
    const untouched = (item: object) => item === added || item === addedMetric;
    expect(draftErrors(draft, untouched)).toEqual([]);
    expect(draftErrors(draft)).toEqual([
      'Metric "new_metric" needs a SQL expression',
      'Calculated column "calculated_column" needs a SQL expression',
    ]);
    // Once edited, the column is a new object and its problems show.
    const edited = { ...added, expression: ' ' };
    expect(draftErrors({ ...draft, columns: [...base.columns, edited] }, untouched)).toEqual([
      'Calculated column "calculated_column" needs a SQL expression',
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
