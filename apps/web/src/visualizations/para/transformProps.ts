/**
 * Query result + form data → the parallel coordinates' ECharts option and data table (pure).
 * Every row is one line across a vertical axis per metric (after the series axis with
 * `include_series`); with a colour metric (`secondary_metric`) each line takes the colour of
 * its value on the linear scheme. `show_datatable` lists the rows under the chart.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getMetricLabel } from '@panorama/core/query/labels';
import type { ChartProps } from '../chartPluginTypes';
import { categoricalColors } from '../shared/echarts/categoricalColors';
import { readBoolean, readOptionalString } from '../shared/echarts/formDataValues';
import { linearColorScale } from '../shared/color/linearColorScale';
import { readColumnLabel } from '../shared/form-data/formDataColumns';
import { verboseName } from '../shared/form-data/formDataReaders';
import { parseMetricValue, readMetricLabel, readMetricList } from '../shared/formDataMetrics';
import type { ParallelAxis, ParallelOption } from './parallelOption';

export interface ParallelDataTable {
  columns: string[];
  rows: string[][];
}

export type ParallelCoordinatesProps = {
  option: ParallelOption;
  width: number;
  /** The chart's height; the data table, when shown, takes the rest of the space. */
  height: number;
  table: ParallelDataTable | null;
  tableHeight: number;
};

/** Lighter lines when many rows overlap, so dense bundles stay readable. */
function lineOpacity(rows: number): number {
  return rows > 200 ? 0.25 : rows > 50 ? 0.5 : 0.8;
}

export function transformProps(chartProps: ChartProps): ParallelCoordinatesProps {
  const { formData, queriesData, datasource, width, height } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const seriesColumn = readColumnLabel(formData, 'series');
  const metrics = readMetricList(formData.metrics).map(getMetricLabel);
  const colorMetric = readMetricLabel(formData.secondary_metric);
  const includeSeries =
    readBoolean(formData, 'include_series', false) && seriesColumn !== undefined;
  const showTable = readBoolean(formData, 'show_datatable', false);
  const formatNumber = getNumberFormatter('SMART_NUMBER');

  const colorValues = colorMetric ? rows.map((row) => parseMetricValue(row[colorMetric])) : [];
  const known = colorValues.filter((value): value is number => value !== null);
  const scale = linearColorScale(readOptionalString(formData, 'linear_color_scheme'), [
    known.length ? Math.min(...known) : 0,
    known.length ? Math.max(...known) : 0,
  ]);
  const plainColor = categoricalColors(undefined)[0] as string;
  const nameOf = (row: Record<string, unknown>) =>
    seriesColumn === undefined ? '' : String(row[seriesColumn] ?? '<NULL>');

  const axisNames = [
    ...(includeSeries && seriesColumn ? [verboseName(datasource, seriesColumn)] : []),
    ...metrics.map((metric) => verboseName(datasource, metric)),
  ];
  const parallelAxis: ParallelAxis[] = axisNames.map((name, dim) =>
    includeSeries && dim === 0
      ? { dim, name, type: 'category' as const, data: [...new Set(rows.map(nameOf))] }
      : { dim, name, type: 'value' as const, scale: true },
  );
  const chartHeight = showTable ? Math.round(height / 2) : height;

  return {
    option: {
      // Wide side margins: the first and last axis names are centred on their axes.
      parallel: { left: 110, right: 110, top: 40, bottom: 30 },
      parallelAxis,
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'parallel',
          animation: false,
          smooth: false,
          lineStyle: { width: 1.5, opacity: lineOpacity(rows.length) },
          emphasis: { lineStyle: { width: 3, opacity: 1 } },
          data: rows.map((row, index) => {
            const colorValue = colorValues[index];
            return {
              name: nameOf(row),
              value: [
                ...(includeSeries ? [nameOf(row)] : []),
                ...metrics.map((metric) => parseMetricValue(row[metric])),
              ],
              lineStyle: {
                color:
                  colorValue === null || colorValue === undefined ? plainColor : scale(colorValue),
              },
            };
          }),
        },
      ],
    },
    width,
    height: chartHeight,
    table: showTable
      ? {
          columns: [
            ...(seriesColumn ? [verboseName(datasource, seriesColumn)] : []),
            ...metrics.map((metric) => verboseName(datasource, metric)),
          ],
          rows: rows.map((row) => [
            ...(seriesColumn ? [nameOf(row)] : []),
            ...metrics.map((metric) => {
              const value = parseMetricValue(row[metric]);
              return value === null ? '' : formatNumber(value);
            }),
          ]),
        }
      : null,
    tableHeight: height - chartHeight,
  };
}
