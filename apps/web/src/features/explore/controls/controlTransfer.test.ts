import { describe, expect, it } from 'vitest';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import type { ControlPanelConfig } from '../../../visualizations/controlPanelTypes';
import { formDataForDatasource, formDataForVizType, transferControls } from './controlTransfer';

const dataset = (id: number, columns: string[], metrics: string[], grains: string[]) =>
  ({
    id,
    type: 'table',
    columns: columns.map((column_name) => ({
      column_name,
      is_dttm: column_name.endsWith('_at'),
      groupby: true,
      filterable: true,
    })),
    metrics: metrics.map((metric_name) => ({ metric_name })),
    time_grain_sqla: grains.map((grain) => [grain, grain]),
  }) as unknown as DatasourceJson;

const tablePanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      controlSetRows: [
        ['metrics'],
        ['groupby'],
        ['time_grain_sqla'],
        ['row_limit'],
        ['y_axis_format'],
      ],
    },
  ],
};
const piePanel: ControlPanelConfig = {
  controlPanelSections: [
    { label: 'Query', controlSetRows: [['metric'], ['groupby'], ['row_limit'], ['color_scheme']] },
  ],
  controlOverrides: { row_limit: { default: 100 } },
};

describe('transferControls', () => {
  it('describes controls by kind, with fixed choices only where values are restricted', () => {
    const controls = transferControls(tablePanel, {
      formData: { datasource: '1__table', viz_type: 'table' },
      datasource: dataset(1, [], [], ['P1D', 'P1W']),
    });
    expect(controls).toEqual([
      { name: 'metrics', kind: 'metric', default: [], multi: true, freeForm: false },
      { name: 'groupby', kind: 'column', default: [], multi: true, freeForm: true },
      {
        name: 'time_grain_sqla',
        kind: 'other',
        default: 'P1D',
        multi: false,
        freeForm: false,
        choices: ['P1D', 'P1W'],
      },
      { name: 'row_limit', kind: 'other', default: 10000, multi: false, freeForm: true },
      {
        name: 'y_axis_format',
        kind: 'other',
        default: 'SMART_NUMBER',
        multi: false,
        freeForm: true,
      },
    ]);
  });
});

describe('formDataForVizType', () => {
  it('moves a table to a pie', () => {
    const pie = formDataForVizType({
      formData: {
        datasource: '1__table',
        viz_type: 'table',
        metrics: ['count', 'sum'],
        groupby: ['region'],
        time_grain_sqla: 'P1W',
      },
      newVizType: 'pie',
      controlPanel: piePanel,
      datasource: dataset(1, ['region'], ['count', 'sum'], ['P1D']),
    });
    expect(pie).toEqual({
      datasource: '1__table',
      viz_type: 'pie',
      metric: 'count',
      groupby: ['region'],
      row_limit: 100,
      color_scheme: 'supersetColors',
    });
  });
});

describe('formDataForDatasource', () => {
  it('keeps what the new dataset supports and lists it', () => {
    const result = formDataForDatasource({
      formData: {
        datasource: '1__table',
        viz_type: 'table',
        metrics: ['count', 'gone'],
        groupby: ['gone'],
        time_grain_sqla: 'PT1H',
        row_limit: 5,
      },
      controlPanel: tablePanel,
      datasource: dataset(2, ['region'], ['count'], ['P1D']),
    });
    expect(result.formData).toMatchObject({
      datasource: '2__table',
      metrics: ['count'],
      groupby: [],
      time_grain_sqla: 'P1D',
      row_limit: 5,
    });
    expect(result.transferred).toEqual(['metrics', 'row_limit']);
    expect(result.dropped).toEqual(['groupby', 'time_grain_sqla']);
  });
});
