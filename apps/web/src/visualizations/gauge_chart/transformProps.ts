/**
 * Query result + form data → the gauge's ECharts option (pure), after Superset's gauge: one
 * pointer and progress bar per row (group), titles and values stacked under the centre, the
 * axis from `min_val` to `max_val` (twice the data's extremes, with zero, when unset), band
 * colours from `intervals` and `interval_color_indices`, and ring, tick and label distances
 * derived from the font size so every part keeps its place at any size.
 */
import { toNumber } from '@panorama/core/json/to-number';
import { getColumnLabel } from '@panorama/core/query/labels';
import { crossFilterChartProps } from '../shared/echarts/crossFilterChartProps';
import type { ChartProps } from '../chartPluginTypes';
import { categoricalColors, formDataColorScale } from '../shared/echarts/categoricalColors';
import type { NamedItemChartProps } from '../shared/categories/itemCrossFilter';
import { selectedNamesOf } from '../shared/echarts/crossFilter';
import { escapeHtml } from '@panorama/core/html/escape-html';
import { readOptionalString } from '../shared/echarts/formDataValues';
import {
  parseNumberList,
  readColumns,
  toPrimitive,
  verboseName,
  type Primitive,
} from '../shared/form-data/formDataReaders';
import { readMetric, readMetricLabel } from '../shared/formDataMetrics';
import { metricValueFormatter } from '../shared/form-data/metricValueFormat';
import type { GaugeOption, GaugeSeriesOption } from './gaugeOption';
import { readGaugeSettings } from './gaugeSettings';

/** Pixel offsets and font-size multipliers of the gauge's parts (Superset's values). */
export const OFFSETS = { ticksFromLine: 10, titleFromCenter: 20 };
export const FONT_SIZE_MULTIPLIERS = {
  axisTickLength: 0.25,
  axisLabelDistance: 1.5,
  axisLabelLength: 0.35,
  splitLineLength: 1,
  splitLineWidth: 0.25,
  titleOffsetFromTitle: 2,
  detailOffsetFromTitle: 0.9,
  detailFontSize: 1.2,
};

/** Fonts shrink with the cell: one pixel of font per this many pixels of its smaller side. */
const CELL_SIDE_PER_FONT_PIXEL = 14;
const MIN_FONT_SIZE = 8;
/** Spacing between stacked text lines, as a share of their font sizes. */
const LINE_SPACING = 1.2;
/** Below this share of their font sizes two stacked lines would touch. */
const LINES_TOUCH = 0.9;

const PRIMARY_COLOR = '#0f7b8a';
const TRACK_COLOR = '#e8ecef';
const TEXT_COLOR = '#333333';
const DIMMED_OPACITY = 0.3;

export type GaugeChartProps = NamedItemChartProps<GaugeOption>;

/** `[min, max)` in `count` equal steps (the axis labels ECharts draws). */
export function axisSteps(min: number, max: number, count: number): number[] {
  const step = (max - min) / count;
  if (!(step > 0)) return [min];
  return Array.from({ length: count }, (_, index) => min + index * step);
}

/**
 * Colour stops of the axis line: each bound as a share of the axis, with the scheme colour
 * picked by its 1-based index (or the scheme's colours in order when none is given).
 */
export function intervalStops(
  intervals: string,
  colorIndices: string,
  colors: readonly string[],
  min: number,
  max: number,
): Array<[number, string]> {
  const bounds = parseNumberList(intervals);
  const indices = parseNumberList(colorIndices);
  const span = max - min;
  return bounds.map((bound, index) => {
    const pick = indices[index];
    const color =
      pick !== undefined
        ? colors[(((Math.round(pick) - 1) % colors.length) + colors.length) % colors.length]
        : colors[index % colors.length];
    const share = span > 0 ? (bound - min) / span : 1;
    return [Math.min(1, Math.max(0, share)), color ?? PRIMARY_COLOR];
  });
}

type Offset = [string, string] | [number, number];

/**
 * Where each group's title and value sit below the centre. Superset's offsets are shares of the
 * radius, which keeps them apart on a large gauge; on a small one they would overlap, so the
 * lines are then stacked in pixels, a line's height apart.
 */
function titleAndDetailOffsets(input: {
  fontSize: number;
  detailFontSize: number;
  titleOffset: number;
  detailOffset: number;
  radius: number;
}): { title: (index: number) => Offset; detail: (index: number) => Offset } {
  const { fontSize, detailFontSize, titleOffset, detailOffset, radius } = input;
  const halfLines = (fontSize + detailFontSize) / 2;
  const titleToDetail = (detailOffset / 100) * radius;
  const detailToNextTitle = ((titleOffset - detailOffset) / 100) * radius;
  if (Math.min(titleToDetail, detailToNextTitle) >= LINES_TOUCH * halfLines) {
    return {
      title: (index) => ['0%', `${index * titleOffset + OFFSETS.titleFromCenter}%`],
      detail: (index) => ['0%', `${index * titleOffset + OFFSETS.titleFromCenter + detailOffset}%`],
    };
  }
  const line = LINE_SPACING * halfLines;
  const first = (OFFSETS.titleFromCenter / 100) * radius;
  return {
    title: (index) => [0, first + 2 * index * line],
    detail: (index) => [0, first + (2 * index + 1) * line],
  };
}

export function transformProps(chartProps: ChartProps): GaugeChartProps {
  const { formData, queriesData, datasource, width, height, filterState } = chartProps;
  const settings = readGaugeSettings(formData);
  const rows = queriesData[0]?.data ?? [];
  const metricLabel = readMetricLabel(formData.metric) ?? queriesData[0]?.colnames?.at(-1) ?? '';
  const groupby = readColumns(formData.groupby).map(getColumnLabel);
  const format = metricValueFormatter(formData, datasource, readMetric(formData.metric), {
    numberFormat: 'number_format',
  });
  const formatValue = (value: number) => settings.valueFormatter.replace('{value}', format(value));
  // Superset's font size, scaled down in small cells so the ring keeps a usable radius and its
  // texts stay apart.
  const fontSize = Math.min(
    settings.fontSize,
    Math.max(MIN_FONT_SIZE, Math.floor(Math.min(width, height) / CELL_SIDE_PER_FONT_PIXEL)),
  );
  const schemeId = readOptionalString(formData, 'color_scheme');
  const colorOf = formDataColorScale(formData, schemeId);
  const selectedNames = selectedNamesOf(filterState);
  const selected = new Set(selectedNames);

  const axisTickLength = FONT_SIZE_MULTIPLIERS.axisTickLength * fontSize;
  const splitLineLength = FONT_SIZE_MULTIPLIERS.splitLineLength * fontSize;
  const titleOffset = FONT_SIZE_MULTIPLIERS.titleOffsetFromTitle * fontSize;
  const detailOffset = FONT_SIZE_MULTIPLIERS.detailOffsetFromTitle * fontSize;
  const axisLineWidth = settings.overlap ? fontSize : Math.max(1, rows.length) * fontSize;

  const valuesByName: Record<string, Primitive[]> = {};
  const items = rows.map((row, index) => {
    const name = groupby
      .map((column) => `${verboseName(datasource, column)}: ${String(row[column] ?? null)}`)
      .join(', ');
    valuesByName[name] = groupby.map((column) => toPrimitive(row[column]));
    const value = toNumber(row[metricLabel]) ?? 0;
    const color = colorOf(name || String(index));
    const dimmed = selected.size > 0 && !selected.has(name);
    return {
      value,
      name,
      itemStyle: dimmed ? { color, opacity: DIMMED_OPACITY } : { color },
      index,
      dimmed,
    };
  });

  const values = items.map((item) => item.value);
  const min = settings.minVal ?? 2 * values.reduce((least, v) => Math.min(least, v), 0);
  let max = settings.maxVal ?? 2 * values.reduce((most, v) => Math.max(most, v), 0);
  // An empty axis cannot be drawn; give it a unit of room.
  if (!(max > min)) max = min + 1;

  const axisLabelLength = Math.max(
    1,
    ...axisSteps(min, max, settings.splitNumber).map((step) => format(step).length),
  );
  const splitLineDistance = axisLineWidth + splitLineLength + OFFSETS.ticksFromLine;
  const axisLabelDistance =
    FONT_SIZE_MULTIPLIERS.axisLabelDistance *
      fontSize *
      FONT_SIZE_MULTIPLIERS.axisLabelLength *
      axisLabelLength +
    (settings.showSplitLine ? splitLineLength : 0) +
    (settings.showAxisTick ? axisTickLength : 0) +
    OFFSETS.ticksFromLine -
    axisLineWidth;
  const axisTickDistance = axisLineWidth + axisTickLength + OFFSETS.ticksFromLine;

  const stops = intervalStops(
    settings.intervals,
    settings.intervalColorIndices,
    categoricalColors(schemeId),
    min,
    max,
  );
  const banded = stops.length > 0;

  const radius = Math.max(10, Math.min(width, height) / 2 - axisLabelDistance - axisTickDistance);
  const detailFontSize = FONT_SIZE_MULTIPLIERS.detailFontSize * fontSize;
  const textOffsets = titleAndDetailOffsets({
    fontSize,
    detailFontSize,
    titleOffset,
    detailOffset,
    radius,
  });
  const data = items.map(({ index, dimmed, ...item }) => ({
    ...item,
    title: dimmed ? { show: false } : { offsetCenter: textOffsets.title(index), fontSize },
    detail: dimmed
      ? { show: false }
      : { offsetCenter: textOffsets.detail(index), fontSize: detailFontSize },
  }));

  const series: GaugeSeriesOption = {
    type: 'gauge',
    startAngle: settings.startAngle,
    endAngle: settings.endAngle,
    min,
    max,
    splitNumber: settings.splitNumber,
    animation: settings.animation,
    radius,
    center: ['50%', '55%'],
    progress: {
      show: settings.showProgress,
      overlap: settings.overlap,
      roundCap: settings.roundCap,
      width: fontSize,
    },
    axisLine: {
      roundCap: settings.roundCap,
      lineStyle: { width: axisLineWidth, color: banded ? stops : [[1, TRACK_COLOR]] },
    },
    splitLine: {
      show: settings.showSplitLine,
      distance: -splitLineDistance,
      length: splitLineLength,
      lineStyle: {
        width: FONT_SIZE_MULTIPLIERS.splitLineWidth * fontSize,
        color: banded ? 'auto' : PRIMARY_COLOR,
      },
    },
    axisTick: {
      show: settings.showAxisTick,
      distance: -axisTickDistance,
      length: axisTickLength,
      lineStyle: { width: 2, color: banded ? 'auto' : PRIMARY_COLOR },
    },
    axisLabel: {
      distance: -axisLabelDistance,
      fontSize,
      formatter: (value: number) => format(value),
      color: banded ? 'auto' : TEXT_COLOR,
    },
    pointer: {
      show: settings.showPointer,
      showAbove: false,
      ...(banded ? { itemStyle: { color: 'auto' } } : {}),
    },
    detail: {
      valueAnimation: settings.animation,
      formatter: (value: number) => formatValue(value),
      color: TEXT_COLOR,
    },
    title: { color: TEXT_COLOR },
    data,
  };

  const option: GaugeOption = {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: unknown) => {
        const { name = '', value } = params as { name?: string; value?: unknown };
        const number = typeof value === 'number' ? value : 0;
        return `${escapeHtml(name)} : ${escapeHtml(formatValue(number))}`;
      },
    },
    series: [series],
  };

  return crossFilterChartProps(
    chartProps,
    option,
    groupby.length > 0 ? { groupby, valuesByName, selectedNames } : null,
  );
}
