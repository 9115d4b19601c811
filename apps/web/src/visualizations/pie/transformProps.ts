/**
 * Query result + form data → the pie's ECharts option (pure). One slice per result row, named
 * by its group-by values (dates formatted with `date_format`), coloured from the categorical
 * scheme in row order; labels by `label_type` (or a template), hidden below
 * `show_labels_threshold` percent; donut, rose and total as the form data asks.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getTimeFormatter } from '@panorama/core/format/time-format';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import type { Column } from '@panorama/core/query/query-object';

import type { ChartProps } from '../chartPluginTypes';
import type { NamedItemChartProps } from '../shared/categories/itemCrossFilter';
import { crossFilterChartProps } from '../shared/echarts/crossFilterChartProps';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { selectedNamesOf } from '../shared/echarts/crossFilter';
import type { EChartsOption, PieSeriesOption } from '../shared/echarts/echartsOption';
import { escapeHtml } from '@panorama/core/html/escape-html';
import {
  readBoolean,
  readChoice,
  readNumber,
  readOptionalString,
  readString,
} from '../shared/echarts/formDataValues';
import { buildLegend, legendPadding, readLegendSettings } from '../shared/echarts/legend';
import { itemTooltip } from '../shared/echarts/itemTooltip';
import { metricValueFormatter } from '../shared/form-data/metricValueFormat';
import { readMetric } from '../shared/formDataMetrics';
import { centredTotal } from '../shared/echarts/totalGraphic';

export const LABEL_TYPES = [
  'key',
  'value',
  'percent',
  'key_value',
  'key_percent',
  'key_value_percent',
  'template',
] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

type Primitive = string | number | boolean | null;

/** GenericDataType TEMPORAL in `coltypes`. */
const TEMPORAL = 2;

export type PieChartProps = NamedItemChartProps<EChartsOption>;

interface Slice {
  name: string;
  value: number;
  groupValues: Primitive[];
}

function toPrimitive(value: unknown): Primitive {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return String(value);
}

/** The label text of a slice for a label type (exported for tests). */
export function formatPieLabel(
  labelType: LabelType,
  slice: { name: string; value: number; percent: number },
  formatValue: (value: number) => string,
  formatPercent: (value: number) => string,
  template: string,
): string {
  const value = formatValue(slice.value);
  const percent = formatPercent(slice.percent);
  switch (labelType) {
    case 'key':
      return slice.name;
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${slice.name}: ${value}`;
    case 'key_percent':
      return `${slice.name}: ${percent}`;
    case 'key_value_percent':
      return `${slice.name}: ${value} (${percent})`;
    case 'template':
      // `\n` typed in the control means a line break.
      return template
        .replace(/\\n/g, '\n')
        .replace(/\{name\}/g, slice.name)
        .replace(/\{value\}/g, value)
        .replace(/\{percent\}/g, percent);
  }
}

const LABEL_FONT_SIZE = 12;
/** Average glyph width of the label font, as a share of its size. */
const GLYPH_WIDTH = 0.6;
/** The smallest outer radius (percent) a pie shrinks to for its labels. */
const MIN_OUTER_RADIUS = 35;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The outer radius (percent of half the smaller side, as ECharts reads it) that leaves the
 * widest outside label room between the pie and the canvas edge, never more than configured and
 * never below MIN_OUTER_RADIUS; labels still too wide are shortened by ECharts. Without outside
 * labels the configured radius stands.
 */
export function fitOutsideLabels(input: {
  width: number;
  height: number;
  outerRadius: number;
  lines: boolean;
  labels: readonly string[];
}): { outerRadius: number; shrunk: boolean } {
  const { width, height, outerRadius, labels } = input;
  const half = Math.min(width, height) / 2;
  if (labels.length === 0 || half <= 0) return { outerRadius, shrunk: false };
  const widest = Math.max(...labels.map((text) => text.length)) * LABEL_FONT_SIZE * GLYPH_WIDTH;
  // The label line (or the gap ECharts leaves without one) and the bleed margin.
  const gap = (input.lines ? 14 : 6) + 5;
  const sideRoom = Math.min(widest, width * 0.3) + gap;
  const verticalRoom = LABEL_FONT_SIZE + gap;
  const fits = Math.min(width / 2 - sideRoom, height / 2 - verticalRoom);
  const percent = (fits / half) * 100;
  if (percent >= outerRadius) return { outerRadius, shrunk: false };
  return { outerRadius: Math.max(MIN_OUTER_RADIUS, Math.floor(percent)), shrunk: true };
}

export function transformProps(chartProps: ChartProps): PieChartProps {
  const { formData, queriesData, datasource } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const colnames = result?.colnames ?? [];
  const groupbyColumns: Column[] = Array.isArray(formData.groupby) ? formData.groupby : [];
  const groupby = groupbyColumns.map(getColumnLabel);
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : (colnames.at(-1) ?? '');

  const formatValue = metricValueFormatter(formData, datasource, readMetric(formData.metric), {
    numberFormat: 'number_format',
  });
  const formatPercent = getNumberFormatter(',.2%');
  const formatDate = getTimeFormatter(readOptionalString(formData, 'date_format'));
  const temporal = new Set(colnames.filter((_, index) => result?.coltypes?.[index] === TEMPORAL));

  const slices: Slice[] = rows.map((row) => {
    const groupValues = groupby.map((column) => toPrimitive(row[column]));
    const name = groupby.length
      ? groupby
          .map((column, index) => {
            const value = groupValues[index] ?? null;
            if (value === null) return '<NULL>';
            return temporal.has(column) && typeof value === 'number'
              ? formatDate(value)
              : String(value);
          })
          .join(', ')
      : metricLabel;
    const raw = row[metricLabel];
    const value = typeof raw === 'number' ? raw : Number(raw ?? 0);
    return { name, value: Number.isFinite(value) ? value : 0, groupValues };
  });
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);

  const labelType = readChoice(formData, 'label_type', LABEL_TYPES, 'key');
  const template = readString(formData, 'label_template', '{name}');
  const threshold = readNumber(formData, 'show_labels_threshold', 5);
  const showLabels = readBoolean(formData, 'show_labels', true);
  const labelsOutside = readBoolean(formData, 'labels_outside', true);
  const labelLineShown = labelsOutside && readBoolean(formData, 'label_line', false);
  const donut = readBoolean(formData, 'donut', false);
  const innerRadius = readNumber(formData, 'innerRadius', 30);
  const outerRadius = readNumber(formData, 'outerRadius', 70);
  const roseType = readChoice(formData, 'roseType', ['area', 'radius'] as const, 'area');
  const useRose = formData.roseType === 'area' || formData.roseType === 'radius';
  const legend = readLegendSettings(formData);
  const padding = legendPadding(legend);
  const colorScale = formDataColorScale(formData);
  const selectedNames = selectedNamesOf(chartProps.filterState);
  const selected = new Set(selectedNames);
  const percentOf = (value: number) => (total === 0 ? 0 : value / total);

  const labelText = (slice: Slice) =>
    formatPieLabel(
      labelType,
      { name: slice.name, value: slice.value, percent: percentOf(slice.value) },
      formatValue,
      formatPercent,
      template,
    );
  const fit = fitOutsideLabels({
    width: chartProps.width - padding.left - padding.right,
    height: chartProps.height - padding.top - padding.bottom,
    outerRadius,
    lines: labelLineShown,
    labels:
      showLabels && labelsOutside
        ? slices.filter((slice) => percentOf(slice.value) * 100 >= threshold).map(labelText)
        : [],
  });
  const ringScale = fit.outerRadius / outerRadius;

  const series: PieSeriesOption = {
    type: 'pie',
    radius: [donut ? `${round2(innerRadius * ringScale)}%` : 0, `${round2(fit.outerRadius)}%`],
    ...(useRose ? { roseType } : {}),
    top: padding.top,
    bottom: padding.bottom,
    left: padding.left,
    right: padding.right,
    avoidLabelOverlap: true,
    animation: slices.length <= 500,
    data: slices.map((slice) => ({
      name: slice.name,
      value: slice.value,
      itemStyle: {
        color: colorScale(slice.name),
        opacity: selected.size > 0 && !selected.has(slice.name) ? 0.3 : 1,
      },
    })),
    label: {
      show: showLabels,
      position: labelsOutside ? 'outer' : 'inner',
      // Outside labels keep 5px from the canvas edge and are shortened with an ellipsis rather
      // than drawn past it.
      ...(labelsOutside ? { alignTo: 'none', bleedMargin: 5, overflow: 'truncate' } : {}),
      formatter: (params: { name?: string; value?: unknown }) => {
        const value = typeof params.value === 'number' ? params.value : 0;
        const percent = percentOf(value);
        if (percent * 100 < threshold) return '';
        return formatPieLabel(
          labelType,
          { name: params.name ?? '', value, percent },
          formatValue,
          formatPercent,
          template,
        );
      },
    },
    // Without visible lines, outside labels sit close to their slices instead of a line's
    // length away, which leaves them room in small dashboard cells.
    labelLine: labelLineShown
      ? { show: true, ...(fit.shrunk ? { length: 8, length2: 6 } : {}) }
      : { show: false, length: 6, length2: 0 },
    emphasis: { label: { show: true } },
  };

  const option: EChartsOption = {
    tooltip: itemTooltip((params: unknown) => {
      const { name = '', value } = params as { name?: string; value?: unknown };
      const number = typeof value === 'number' ? value : 0;
      return `${escapeHtml(name)}: ${escapeHtml(formatValue(number))} (${escapeHtml(
        formatPercent(percentOf(number)),
      )})`;
    }),
    legend: buildLegend(
      legend,
      slices.map((slice) => slice.name),
    ),
    series: [series],
    ...centredTotal(readBoolean(formData, 'show_total', false), formatValue(total)),
  };

  return crossFilterChartProps(
    chartProps,
    option,
    groupby.length > 0
      ? {
          groupby,
          valuesByName: Object.fromEntries(slices.map((slice) => [slice.name, slice.groupValues])),
          selectedNames,
        }
      : null,
  );
}
