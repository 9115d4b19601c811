/**
 * Test fixtures: a pivoted, flattened time-series result (what the server returns for
 * `x_axis: ds`, `metrics: [count]`, `groupby: [gender]` with the metric truncated) and chart
 * props around it. Used by the unit tests of every time-series chart type.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../models/datasourceTypes';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';

export const JAN = Date.UTC(2024, 0, 1);
export const FEB = Date.UTC(2024, 1, 1);
export const MAR = Date.UTC(2024, 2, 1);

export const GENDER_RESULT: ChartDataResult = {
  colnames: ['ds', 'boy', 'girl'],
  coltypes: [2, 0, 0],
  data: [
    { ds: JAN, boy: 10, girl: 30 },
    { ds: FEB, boy: null, girl: 35 },
    { ds: MAR, boy: 12, girl: 40 },
  ],
  rowcount: 3,
  label_map: { ds: ['ds'], boy: ['boy'], girl: ['girl'] },
};

export const FORM_DATA: QueryFormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  time_grain_sqla: 'P1M',
  metrics: ['count'],
  groupby: ['gender'],
  truncate_metric: true,
  color_scheme: 'supersetColors',
};

export const DATASOURCE = {
  id: 1,
  table_name: 'births',
  main_dttm_col: 'ds',
  verbose_map: { count: 'Births' },
} as unknown as DatasourceJson;

export function chartProps(
  formData: Partial<QueryFormData> = {},
  result: ChartDataResult = GENDER_RESULT,
  extra: Partial<ChartProps> = {},
): ChartProps {
  return {
    formData: { ...FORM_DATA, ...formData },
    queriesData: [result],
    datasource: DATASOURCE,
    width: 800,
    height: 400,
    hooks: {},
    context: 'EXPLORE',
    ...extra,
  };
}

/** A single-metric result of `length` daily points. */
export function longResult(length: number): ChartDataResult {
  const data = Array.from({ length }, (_, index) => ({
    ds: JAN + index * 60_000,
    count: Math.sin(index / 300) * 100 + (index % 17),
  }));
  return { colnames: ['ds', 'count'], coltypes: [2, 0], data, rowcount: length };
}
