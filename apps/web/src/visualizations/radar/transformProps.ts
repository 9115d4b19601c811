/**
 * Query result + form data → the radar's ECharts option (pure). One polygon per result row
 * (named by its group-by values), one axis per metric with the ranges of `column_config`;
 * values optionally normalised to each series' maximum, while labels and tooltip keep showing
 * the real numbers in `number_format`.
 */
import { toNumber } from '@panorama/core/json/to-number';
import type { RadarSeriesOption } from 'echarts/charts';
import type {
  LegendComponentOption,
  RadarComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { getMetricLabel } from '@panorama/core/query/labels';
import { ellipsize } from '../shared/text/textMeasure';
import type { ChartProps } from '../chartPluginTypes';
import { crossFilterChartProps } from '../shared/echarts/crossFilterChartProps';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { readBoolean, readChoice } from '../shared/echarts/formDataValues';
import { buildLegend, legendPadding, readLegendSettings } from '../shared/echarts/legend';
import { readMetricList } from '../shared/formDataMetrics';
import { readGroupedChartData } from '../shared/categories/groupedChartData';
import {
  DIMMED_OPACITY,
  itemSelection,
  type NamedItemChartProps,
} from '../shared/categories/itemCrossFilter';
import { tooltipHtml } from '../shared/categories/tooltipHtml';
import { normalizeSeries, radarIndicators, readRadarColumnConfig } from './radarIndicators';
import { itemTooltip } from '../shared/echarts/itemTooltip';

export type RadarOption = ComposeOption<
  RadarSeriesOption | RadarComponentOption | TooltipComponentOption | LegendComponentOption
>;

export type RadarChartProps = NamedItemChartProps<RadarOption>;

export const LABEL_POSITIONS = [
  'top',
  'left',
  'right',
  'bottom',
  'inside',
  'insideLeft',
  'insideRight',
  'insideTop',
  'insideBottom',
  'insideTopLeft',
  'insideBottomLeft',
  'insideTopRight',
  'insideBottomRight',
] as const;

/** Room kept above and below the radar for the axis names (one line of 12 px text). */
const AXIS_NAME_ROOM = 40;
/** Average width of a character of the 12 px axis names, to keep side names inside the canvas. */
const AXIS_NAME_CHAR_WIDTH = 7;

/** ECharts' default size of radar axis names. */
const AXIS_NAME_FONT_SIZE = 12;
/** Space between the radar's tips and its axis names. */
const AXIS_NAME_GAP = 10;

/** The room beside the radar for a side name: the longest name, at most a quarter of the plot. */
function sideRoom(plotWidth: number, names: string[]): number {
  const longest = names.reduce((most, name) => Math.max(most, name.length), 0);
  return Math.min(
    Math.max(AXIS_NAME_ROOM, longest * AXIS_NAME_CHAR_WIDTH + AXIS_NAME_GAP),
    plotWidth / 4,
  );
}

/**
 * The radar's radius: names on the left and right stick out sideways by their whole width, so
 * the longest name decides the horizontal room (at most a quarter of the plot width each side).
 */
export function radarRadius(plotWidth: number, plotHeight: number, names: string[]): number {
  return Math.max(
    10,
    Math.min(plotWidth / 2 - sideRoom(plotWidth, names), plotHeight / 2 - AXIS_NAME_ROOM),
  );
}

/**
 * Axis names wider than the room beside the radar are cut with an ellipsis rather than off the
 * canvas edge; the tooltip still names every axis in full.
 */
function axisNameFit(plotWidth: number, names: string[]) {
  const room = Math.max(sideRoom(plotWidth, names) - AXIS_NAME_GAP, 0);
  return {
    axisName: {
      formatter: (name?: string) => ellipsize(name ?? '', room, AXIS_NAME_FONT_SIZE),
    },
  };
}

interface RadarParams {
  name?: string;
  dataIndex?: number;
  dimensionIndex?: number;
  value?: unknown;
}

export function transformProps(chartProps: ChartProps): RadarChartProps {
  const { formData, width, height, datasource } = chartProps;
  const { rows, groupby, labeler, formatValue } = readGroupedChartData(chartProps);
  const metricLabels = readMetricList(formData.metrics).map(getMetricLabel);
  const verboseMap = datasource?.verbose_map ?? {};
  const normalized = readBoolean(formData, 'is_normalized', false);

  const entries = rows.map((row) => ({
    name: labeler.label(row),
    groupValues: labeler.values(row),
    values: metricLabels.map((metric) => toNumber(row[metric])),
  }));
  const indicator = radarIndicators(
    metricLabels,
    metricLabels.map((metric) => verboseMap[metric] ?? metric),
    metricLabels.map((_, index) => entries.map((entry) => entry.values[index] ?? null)),
    readRadarColumnConfig(formData.column_config),
    normalized,
  );

  const labelType = readChoice(formData, 'label_type', ['value', 'key_value'] as const, 'value');
  const showLabels = readBoolean(formData, 'show_labels', true);
  const labelPosition = readChoice(formData, 'label_position', LABEL_POSITIONS, 'top');
  const legend = readLegendSettings(formData);
  const padding = legendPadding(legend);
  const colorScale = formDataColorScale(formData);
  const { crossFilter, dimmed } = itemSelection(groupby, entries, chartProps.filterState);

  /** The real value behind a point (normalised radars draw shares). */
  const originalValue = (params: RadarParams): number | null => {
    const entry = typeof params.dataIndex === 'number' ? entries[params.dataIndex] : undefined;
    if (!entry) return typeof params.value === 'number' ? params.value : null;
    if (typeof params.dimensionIndex === 'number') {
      return entry.values[params.dimensionIndex] ?? null;
    }
    const drawn = normalized ? normalizeSeries(entry.values) : entry.values;
    const index = drawn.indexOf(typeof params.value === 'number' ? params.value : NaN);
    return index >= 0 ? (entry.values[index] ?? null) : null;
  };

  const labelFormatter = (params: unknown) => {
    const point = params as RadarParams;
    const value = originalValue(point);
    const text = value === null ? '' : formatValue(value);
    return labelType === 'key_value' ? `${point.name ?? ''}: ${text}` : text;
  };

  const series: RadarSeriesOption = {
    type: 'radar',
    animation: false,
    emphasis: { label: { show: true, fontWeight: 'bold', backgroundColor: '#ffffff' } },
    data: entries.map((entry) => {
      const hidden = dimmed(entry.name);
      return {
        name: entry.name,
        value: (normalized ? normalizeSeries(entry.values) : entry.values).map((value) =>
          value === null ? '-' : value,
        ),
        itemStyle: { color: colorScale(entry.name), opacity: hidden ? 0 : 1 },
        lineStyle: { opacity: hidden ? DIMMED_OPACITY : 1 },
        label: { show: showLabels, position: labelPosition, formatter: labelFormatter },
      };
    }),
  };

  const plotWidth = Math.max(0, width - padding.left - padding.right);
  const plotHeight = Math.max(0, height - padding.top - padding.bottom);
  const option: RadarOption = {
    tooltip: itemTooltip((params: unknown) => {
      const { dataIndex, color } = params as RadarParams & { color?: unknown };
      const entry = typeof dataIndex === 'number' ? entries[dataIndex] : undefined;
      if (!entry) return '';
      return tooltipHtml(
        indicator.map((axis, index) => {
          const value = entry.values[index] ?? null;
          return {
            cells: [axis.name, value === null ? 'N/A' : formatValue(value)],
            ...(typeof color === 'string' ? { color } : {}),
          };
        }),
        entry.name,
      );
    }),
    legend: buildLegend(
      legend,
      entries.map((entry) => entry.name),
    ),
    radar: {
      shape: readBoolean(formData, 'is_circle', false) ? 'circle' : 'polygon',
      indicator,
      center: [padding.left + plotWidth / 2, padding.top + plotHeight / 2],
      radius: radarRadius(
        plotWidth,
        plotHeight,
        indicator.map((axis) => axis.name),
      ),
      axisNameGap: AXIS_NAME_GAP,
      ...axisNameFit(
        plotWidth,
        indicator.map((axis) => axis.name),
      ),
    },
    series: [series],
  };

  return crossFilterChartProps(chartProps, option, crossFilter);
}
