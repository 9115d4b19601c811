import { describe, expect, it } from 'vitest';
import {
  keepChoiceValues,
  rememberFormData,
  switchVizType,
  transferToDatasource,
  type DatasourceShape,
  type TransferControl,
  type VizSwitchInput,
} from './form-data-transfer';

const sum = (column: string) => ({
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: column },
  label: `SUM(${column})`,
});

const pieControls: TransferControl[] = [
  { name: 'metric', kind: 'metric', multi: false },
  { name: 'groupby', kind: 'column', multi: true, default: [] },
  { name: 'adhoc_filters', kind: 'filter', multi: true, default: [] },
  { name: 'row_limit', kind: 'other', default: 100, freeForm: true, choices: [10, 100] },
  { name: 'color_scheme', kind: 'other', default: 'supersetColors' },
  { name: 'label_type', kind: 'other', default: 'key', choices: ['key', 'value', 'percent'] },
];

describe('switchVizType', () => {
  const table = {
    datasource: '1__table',
    viz_type: 'table',
    slice_id: 9,
    metrics: ['count', sum('num')],
    groupby: ['name'],
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'x > 1' }],
    row_limit: 500,
    label_type: 'bogus',
    table_only: true,
  };

  const switchTableToPie = (remembered?: VizSwitchInput['remembered']) =>
    switchVizType({ formData: table, newVizType: 'pie', controls: pieControls, remembered });

  it('carries common controls, converts metrics → metric, defaults the rest', () => {
    const pie = switchTableToPie();
    expect(pie).toEqual({
      datasource: '1__table',
      slice_id: 9,
      viz_type: 'pie',
      metric: 'count',
      groupby: ['name'],
      adhoc_filters: table.adhoc_filters,
      row_limit: 500,
      color_scheme: 'supersetColors',
      // 'bogus' is not among the fixed choices.
      label_type: 'key',
    });
    expect(pie).not.toHaveProperty('table_only');
  });

  it('converts metric → metrics', () => {
    const next = switchVizType({
      formData: { datasource: '1__table', viz_type: 'pie', metric: 'count' },
      newVizType: 'table',
      controls: [{ name: 'metrics', kind: 'metric', multi: true }],
    });
    expect(next.metrics).toEqual(['count']);
  });

  it('restores remembered looks of the new type, but keeps the current question', () => {
    const remembered = rememberFormData(
      {},
      {
        datasource: '1__table',
        viz_type: 'pie',
        metric: 'sum__num',
        label_type: 'percent',
        adhoc_filters: [],
      },
    );
    const pie = switchTableToPie(remembered);
    // The metric is part of the question the user is asking now.
    expect(pie.metric).toBe('count');
    expect(pie.label_type).toBe('percent');
    expect(pie.groupby).toEqual(['name']);
    expect(pie.adhoc_filters).toEqual(table.adhoc_filters);
  });

  it('ignores memories of another dataset', () => {
    const remembered = { pie: { datasource: '2__table', viz_type: 'pie', metric: 'other' } };
    const pie = switchTableToPie(remembered);
    expect(pie.metric).toBe('count');
  });

  it('does not share default objects between calls', () => {
    const a = switchTableToPie();
    const b = switchVizType({ formData: {}, newVizType: 'pie', controls: pieControls });
    expect(b.groupby).toEqual([]);
    expect(a.adhoc_filters).not.toBe(table.adhoc_filters);
  });
});

describe('switchVizType: metrics and dimensions carry over', () => {
  const lineControls: TransferControl[] = [
    { name: 'x_axis', kind: 'column', multi: false, default: 'ds' },
    { name: 'metrics', kind: 'metric', multi: true, default: [] },
    { name: 'groupby', kind: 'column', multi: true, default: [] },
    { name: 'timeseries_limit_metric', kind: 'metric', multi: false },
    { name: 'show_legend', kind: 'other', default: true },
  ];
  const tableControls: TransferControl[] = [
    { name: 'query_mode', kind: 'other', default: 'aggregate', choices: ['aggregate', 'raw'] },
    { name: 'groupby', kind: 'column', multi: true, default: [] },
    { name: 'metrics', kind: 'metric', multi: true, default: [] },
    { name: 'all_columns', kind: 'column', multi: true, default: [] },
    { name: 'timeseries_limit_metric', kind: 'metric', multi: false },
  ];
  const line = {
    datasource: '1__table',
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ds',
    metrics: ['count', sum('num')],
    groupby: ['gender', 'state'],
    timeseries_limit_metric: 'count',
    show_legend: false,
  };
  const toTable = (formData: Record<string, unknown>, remembered = {}) =>
    switchVizType({ formData, newVizType: 'table', controls: tableControls, remembered });
  const toLine = (formData: Record<string, unknown>, remembered = {}) =>
    switchVizType({
      formData,
      newVizType: 'echarts_timeseries_line',
      controls: lineControls,
      remembered,
    });

  it('Line → Table: the x axis and group-by become the dimensions, metrics kept', () => {
    expect(toTable(line)).toEqual({
      datasource: '1__table',
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['ds', 'gender', 'state'],
      metrics: ['count', sum('num')],
      all_columns: [],
      timeseries_limit_metric: 'count',
    });
  });

  it('Bar → Table: a category x axis becomes the one dimension', () => {
    const bar = { ...line, viz_type: 'echarts_timeseries_bar', x_axis: 'name', groupby: [] };
    expect(toTable(bar).groupby).toEqual(['name']);
  });

  it('a dimension in both the x axis and the group-by is kept once', () => {
    expect(toTable({ ...line, groupby: ['ds', 'state'] }).groupby).toEqual(['ds', 'state']);
  });

  it('Table → Line: the first dimension becomes the x axis, the rest the group-by', () => {
    const table = { datasource: '1__table', viz_type: 'table', groupby: ['state', 'gender'] };
    const next = toLine({ ...table, metrics: ['count'] });
    expect(next.x_axis).toBe('state');
    expect(next.groupby).toEqual(['gender']);
    expect(next.metrics).toEqual(['count']);
  });

  it('Table → Line without dimensions keeps the default x axis', () => {
    const next = toLine({ datasource: '1__table', viz_type: 'table', metrics: ['count'] });
    expect(next.x_axis).toBe('ds');
    expect(next.groupby).toEqual([]);
  });

  it('Line → Table → Line shows what was built in the table, not the older empty line', () => {
    const emptyLine = {
      datasource: '1__table',
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      metrics: [],
      groupby: [],
      show_legend: false,
    };
    let remembered = rememberFormData({}, emptyLine);
    const table = toTable(emptyLine, remembered);
    expect(table.groupby).toEqual(['ds']);
    // The user adds a dimension and a metric in the table.
    const built = { ...table, groupby: ['ds', 'state'], metrics: [sum('num')] };
    remembered = rememberFormData(remembered, built);
    const back = toLine(built, remembered);
    expect(back.x_axis).toBe('ds');
    expect(back.groupby).toEqual(['state']);
    expect(back.metrics).toEqual([sum('num')]);
    // Looks still come back from the earlier visit.
    expect(back.show_legend).toBe(false);
  });
});

describe('keepChoiceValues', () => {
  it('filters arrays and single values, matching numbers typed as text', () => {
    expect(keepChoiceValues(['a', 'x', 'b'], ['a', 'b'])).toEqual(['a', 'b']);
    expect(keepChoiceValues('x', ['a'])).toBeUndefined();
    expect(keepChoiceValues('10', [10, 50])).toBe('10');
    expect(keepChoiceValues(null, [null, 'P1D'])).toBeNull();
    expect(keepChoiceValues(undefined, ['a'])).toBeUndefined();
  });
});

describe('transferToDatasource', () => {
  const newDataset: DatasourceShape = {
    id: 7,
    type: 'table',
    columns: [
      { column_name: 'name', is_dttm: false },
      { column_name: 'ds', is_dttm: true },
      { column_name: 'created', is_dttm: true },
      { column_name: 'num', is_dttm: false },
    ],
    metrics: [{ metric_name: 'count' }],
    main_dttm_col: 'created',
  };
  const controls: TransferControl[] = [
    { name: 'metrics', kind: 'metric', multi: true },
    { name: 'groupby', kind: 'column', multi: true, default: [] },
    { name: 'x_axis', kind: 'column' },
    { name: 'adhoc_filters', kind: 'filter', multi: true, default: [] },
    { name: 'granularity_sqla', kind: 'column' },
    { name: 'time_grain_sqla', kind: 'other', default: 'P1D', choices: ['P1D'] },
    { name: 'row_limit', kind: 'other', default: 10000 },
    { name: 'series_limit_metric', kind: 'metric' },
  ];

  /** Filters that stay valid on the new dataset: a kept column, a metric and free SQL. */
  const keptFilters = [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'name',
      operator: '==',
      comparator: 'a',
    },
    {
      expressionType: 'SIMPLE',
      clause: 'HAVING',
      subject: 'SUM(x)',
      operator: '>',
      comparator: 1,
    },
    { expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 1' },
  ];

  it('drops what the new dataset lacks and reports what was kept', () => {
    const result = transferToDatasource({
      formData: {
        datasource: '1__table',
        viz_type: 'table',
        metrics: [
          'count',
          'sum__num',
          sum('num'),
          sum('gone'),
          { expressionType: 'SQL', sqlExpression: 'MAX(a)' },
        ],
        groupby: ['gone', { sqlExpression: 'upper(name)', label: 'U' }],
        x_axis: 'gone',
        adhoc_filters: [
          {
            expressionType: 'SIMPLE',
            clause: 'WHERE',
            subject: 'gone',
            operator: '==',
            comparator: 1,
          },
          ...keptFilters,
        ],
        granularity_sqla: 'ds',
        time_grain_sqla: 'PT1H',
        row_limit: 50,
        series_limit_metric: 'sum__num',
        untouched: 'yes',
      },
      datasource: newDataset,
      controls,
    });
    expect(result.formData).toEqual({
      datasource: '7__table',
      viz_type: 'table',
      metrics: ['count', sum('num'), { expressionType: 'SQL', sqlExpression: 'MAX(a)' }],
      groupby: [{ sqlExpression: 'upper(name)', label: 'U' }],
      adhoc_filters: keptFilters,
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1D',
      row_limit: 50,
      untouched: 'yes',
    });
    expect(result.transferred).toEqual([
      'metrics',
      'groupby',
      'adhoc_filters',
      'granularity_sqla',
      'row_limit',
    ]);
    expect(result.dropped).toEqual(['x_axis', 'time_grain_sqla', 'series_limit_metric']);
  });

  it('moves the time column to the default, then the first time column, then none', () => {
    const run = (dataset: DatasourceShape, current: string | null) =>
      transferToDatasource({
        formData: { datasource: '1__table', viz_type: 'line', granularity_sqla: current },
        datasource: dataset,
        controls: [{ name: 'granularity_sqla', kind: 'column' }],
      });
    const moved = run(newDataset, 'old_time');
    expect(moved.formData.granularity_sqla).toBe('created');
    expect(moved.dropped).toEqual(['granularity_sqla']);
    expect(
      run({ ...newDataset, main_dttm_col: 'name' }, 'old_time').formData.granularity_sqla,
    ).toBe('ds');
    expect(run({ ...newDataset, main_dttm_col: null }, null).formData.granularity_sqla).toBe('ds');
    const none = run({ ...newDataset, columns: [{ column_name: 'name', is_dttm: false }] }, 'ds');
    expect(none.formData.granularity_sqla).toBeNull();
  });

  it('uses the uid when given and never mutates its input', () => {
    const formData = { datasource: '1__table', viz_type: 'table', metrics: ['gone'] };
    const result = transferToDatasource({
      formData,
      datasource: { ...newDataset, uid: '7__query' },
      controls,
    });
    expect(result.formData.datasource).toBe('7__query');
    expect(result.formData).not.toHaveProperty('metrics');
    expect(formData.metrics).toEqual(['gone']);
  });
});
