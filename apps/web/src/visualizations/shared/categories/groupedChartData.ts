/**
 * What the charts naming one item per result row by its group-by values (funnel, radar, box
 * plot) read the same way from their props: the first result and its rows, the group-by column
 * labels, the row labeler (dates in `date_format`) and the value format (`number_format`).
 */
import { getNumberFormatter, type NumberFormatter } from '@panorama/core/format/number-format';
import { getTimeFormatter } from '@panorama/core/format/time-format';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { ChartDataResult, ChartProps } from '../../chartPluginTypes';
import { readOptionalString } from '../echarts/formDataValues';
import { groupLabeler, temporalColumnsOf, type GroupLabeler } from './groupLabels';

export interface GroupedChartData {
  result: ChartDataResult | undefined;
  rows: ChartDataResult['data'];
  /** Group-by column labels, in order. */
  groupby: string[];
  labeler: GroupLabeler;
  formatValue: NumberFormatter;
}

export function readGroupedChartData({ formData, queriesData }: ChartProps): GroupedChartData {
  const result = queriesData[0];
  const groupby = (Array.isArray(formData.groupby) ? formData.groupby : []).map(getColumnLabel);
  return {
    result,
    rows: result?.data ?? [],
    groupby,
    labeler: groupLabeler(
      groupby,
      temporalColumnsOf(result),
      getTimeFormatter(readOptionalString(formData, 'date_format')),
    ),
    formatValue: getNumberFormatter(readOptionalString(formData, 'number_format')),
  };
}
