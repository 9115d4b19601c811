/** The pivot table's form-data keys (Superset's names), read with their defaults. */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { Column } from '@panorama/core/query/query-object';
import { readColumns } from '../shared/form-data/formDataReaders';
import { readBoolean, readChoice, readString } from '../shared/echarts/formDataValues';
import {
  DEFAULT_PIVOT_AGGREGATE,
  isPivotAggregate,
  type PivotAggregate,
} from '@panorama/core/pivot/pivot-aggregators';
import { KEY_ORDERS, type KeyOrder } from './pivotData';

export const METRICS_LAYOUTS = ['COLUMNS', 'ROWS'] as const;
export type MetricsLayout = (typeof METRICS_LAYOUTS)[number];

export interface PivotSettings {
  groupbyRows: Column[];
  groupbyColumns: Column[];
  metricsLayout: MetricsLayout;
  aggregateFunction: PivotAggregate;
  rowTotals: boolean;
  colTotals: boolean;
  rowSubTotals: boolean;
  colSubTotals: boolean;
  transposePivot: boolean;
  combineMetric: boolean;
  rowOrder: KeyOrder;
  colOrder: KeyOrder;
  /** Subtotals above their rows / left of their columns (Superset stores booleans). */
  rowSubtotalOnTop: boolean;
  colSubtotalOnTop: boolean;
  valueFormat: string;
  dateFormat: string;
  allowRenderHtml: boolean;
}

export function readPivotSettings(formData: QueryFormData): PivotSettings {
  const aggregate = formData.aggregateFunction;
  return {
    groupbyRows: readColumns(formData.groupbyRows),
    groupbyColumns: readColumns(formData.groupbyColumns),
    metricsLayout: readChoice(formData, 'metricsLayout', METRICS_LAYOUTS, 'COLUMNS'),
    aggregateFunction: isPivotAggregate(aggregate) ? aggregate : DEFAULT_PIVOT_AGGREGATE,
    rowTotals: readBoolean(formData, 'rowTotals', false),
    colTotals: readBoolean(formData, 'colTotals', false),
    rowSubTotals: readBoolean(formData, 'rowSubTotals', false),
    colSubTotals: readBoolean(formData, 'colSubTotals', false),
    transposePivot: readBoolean(formData, 'transposePivot', false),
    combineMetric: readBoolean(formData, 'combineMetric', false),
    rowOrder: readChoice(formData, 'rowOrder', KEY_ORDERS, 'key_a_to_z'),
    colOrder: readChoice(formData, 'colOrder', KEY_ORDERS, 'key_a_to_z'),
    rowSubtotalOnTop: formData.rowSubtotalPosition === true,
    colSubtotalOnTop: formData.colSubtotalPosition === true,
    valueFormat: readString(formData, 'valueFormat', 'SMART_NUMBER') || 'SMART_NUMBER',
    dateFormat: readString(formData, 'date_format', 'smart_date') || 'smart_date',
    allowRenderHtml: readBoolean(formData, 'allow_render_html', true),
  };
}
