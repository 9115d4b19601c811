/**
 * Query result + form data → the mixed chart's ECharts option (pure). Each query's result is
 * read like a time-series chart's and drawn with its own series style, stacking, area, markers,
 * value labels and opacity on the y axis it is assigned to; both share the x axis, colours,
 * legend, tooltip, data zoom and query A's annotation layers.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import type { ChartHooks, ChartProps } from '../chartPluginTypes';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { selectedNamesOf } from '../shared/echarts/crossFilter';
import type { EChartsOption, LineSeriesOption } from '../shared/echarts/echartsOption';
import { readBoolean } from '../shared/echarts/formDataValues';
import { buildLegend, legendPadding } from '../shared/echarts/legend';
import type { Primitive } from '../shared/categories/groupLabels';
import { chartAnnotationSeries } from '../timeseries/annotations/chartAnnotations';
import type { XAxisKind } from '../timeseries/extractSeries';
import { xAxisLabelOf } from '../timeseries/timeseriesQueryFields';
import { tooltipXFormatter } from '../timeseries/timeseriesTooltip';
import {
  readTimeseriesSettings,
  type TimeseriesSettings,
  type TimeseriesVariant,
} from '../timeseries/timeseriesSettings';
import { buildMixedAxes, secondaryAxisSettings } from './mixedAxes';
import { displayFormDataB, queryFormDataA, queryFormDataB } from './mixedFormData';
import {
  drawQuerySeries,
  nameQuerySeries,
  readQuerySeries,
  type QueryInput,
  type QuerySeries,
} from './mixedSeries';
import { buildMixedTooltip } from './mixedTooltip';

/** Both queries default to lines; each may pick another style. */
export const MIXED_VARIANT: TimeseriesVariant = { defaultSeriesType: 'line' };

/** Above this many data points, animation costs more than it shows. */
const ANIMATION_POINT_LIMIT = 2000;

/** One query's cross-filter description: its group-by and each of its series' values. */
export interface QueryCrossFilter {
  groupby: string[];
  valuesByName: Record<string, Primitive[]>;
}

export type MixedTimeseriesChartProps = {
  option: EChartsOption;
  width: number;
  height: number;
  /** Per query (A, B); null for a query without group-by. */
  crossFilter: {
    queries: [QueryCrossFilter | null, QueryCrossFilter | null];
    /** Series name → the query it belongs to. */
    queryOf: Record<string, 0 | 1>;
    selectedNames: string[];
  } | null;
  xAxis: { label: string; kind: XAxisKind };
  setDataMask?: ChartHooks['setDataMask'];
  onContextMenu?: ChartHooks['onContextMenu'];
};

function axisIndexOf(value: unknown): 0 | 1 {
  return value === 1 || value === '1' ? 1 : 0;
}

function minOf(values: Array<number | undefined>): number | undefined {
  const present = values.filter((value): value is number => value !== undefined);
  return present.length ? Math.min(...present) : undefined;
}

function queryCrossFilter(query: QuerySeries): QueryCrossFilter | null {
  return query.groupby.length > 0
    ? { groupby: query.groupby, valuesByName: query.groupValues }
    : null;
}

export function transformProps(chartProps: ChartProps): MixedTimeseriesChartProps {
  const { formData, queriesData, datasource, width, height, hooks } = chartProps;
  const formDataA = queryFormDataA(formData);
  const formDataB = queryFormDataB(formData);
  const settingsA = readTimeseriesSettings(formDataA, MIXED_VARIANT);
  const settingsB: TimeseriesSettings = readTimeseriesSettings(
    displayFormDataB(formDataB),
    MIXED_VARIANT,
  );
  const yAxisIndexA = axisIndexOf(formData.yAxisIndex);
  const yAxisIndexB = axisIndexOf(formData.yAxisIndexB);
  const axisFormats: [(value: number) => string, (value: number) => string] = [
    getNumberFormatter(settingsA.yAxisFormat),
    getNumberFormatter(secondaryAxisSettings(formData, settingsA).yAxisFormat),
  ];

  const inputs: [QueryInput, QueryInput] = [
    {
      index: 0,
      result: queriesData[0],
      formData: formDataA,
      settings: settingsA,
      yAxisIndex: yAxisIndexA,
      formatValue: axisFormats[yAxisIndexA],
    },
    {
      index: 1,
      result: queriesData[1],
      formData: formDataB,
      settings: settingsB,
      yAxisIndex: yAxisIndexB,
      formatValue: axisFormats[yAxisIndexB],
    },
  ];
  const readOptions = {
    xAxisLabel: xAxisLabelOf(formData),
    fallbackXAxisLabels: [datasource?.main_dttm_col ?? '', '__timestamp'].filter(Boolean),
    verboseMap: datasource?.verbose_map ?? {},
    forceCategorical: formData.x_axis_force_categorical === true,
  };
  const queries = nameQuerySeries(
    [readQuerySeries(inputs[0], readOptions), readQuerySeries(inputs[1], readOptions)],
    inputs,
    readBoolean(formData, 'show_query_identifiers', false),
  );
  const [queryA, queryB] = queries;
  // The x axis follows query A unless it returned nothing.
  const base = queryA.data.xs.length > 0 || queryB.data.xs.length === 0 ? queryA : queryB;
  const xKind = base.data.xKind;

  const colorScale = formDataColorScale(formData, settingsA.colorScheme);
  const selectedNames = selectedNamesOf(chartProps.filterState);
  const context = { axisLength: width, colorScale, selectedNames };
  const drawnA = drawQuerySeries(queryA, inputs[0], context);
  const drawnB = drawQuerySeries(queryB, inputs[1], context);

  const annotations: LineSeriesOption[] =
    xKind === 'category'
      ? []
      : chartAnnotationSeries(
          formData,
          [...new Set([...drawnA.drawnXs, ...drawnB.drawnXs])].sort((a, b) => a - b),
          width,
          queriesData,
        );
  const series = [...drawnA.series, ...drawnB.series, ...annotations];

  const categories =
    xKind === 'category'
      ? [...new Set([...queryA.data.xs, ...queryB.data.xs].map(String))]
      : base.data.xs.map(String);
  const timeGrain = typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : null;
  const { xAxis, yAxis } = buildMixedAxes({
    formData,
    settings: settingsA,
    anyBars: settingsA.seriesType === 'bar' || settingsB.seriesType === 'bar',
    xKind,
    timeGrain,
    categories,
    minPositive: [
      minOf([
        yAxisIndexA === 0 ? drawnA.minPositive : undefined,
        yAxisIndexB === 0 ? drawnB.minPositive : undefined,
      ]),
      minOf([
        yAxisIndexA === 1 ? drawnA.minPositive : undefined,
        yAxisIndexB === 1 ? drawnB.minPositive : undefined,
      ]),
    ],
    formatValue: axisFormats,
    alignTicks: yAxisIndexA !== yAxisIndexB,
  });

  const padding = legendPadding(settingsA.legend);
  const zoomRoom = settingsA.zoomable ? 45 : 0;
  const pointCount =
    queryA.data.xs.length * Math.max(1, queryA.data.series.length) +
    queryB.data.xs.length * Math.max(1, queryB.data.series.length);
  const option: EChartsOption = {
    animation: pointCount <= ANIMATION_POINT_LIMIT,
    grid: {
      top: 20 + padding.top,
      bottom: 20 + padding.bottom + zoomRoom,
      left: 20 + padding.left,
      right: 20 + padding.right,
    },
    xAxis,
    yAxis,
    series,
    legend: buildLegend(
      settingsA.legend,
      series.map((entry) => String(entry.name ?? '')),
    ),
    tooltip: buildMixedTooltip({
      rich: settingsA.richTooltip,
      sortByValue: settingsA.tooltipSortByMetric,
      formatX: tooltipXFormatter(xKind, settingsA.tooltipTimeFormat),
      formatFor: (seriesId) =>
        seriesId?.startsWith('b:')
          ? axisFormats[yAxisIndexB]
          : seriesId?.startsWith('a:')
            ? axisFormats[yAxisIndexA]
            : axisFormats[0],
    }),
    dataZoom: settingsA.zoomable
      ? [
          { type: 'slider', xAxisIndex: 0, bottom: 10 + padding.bottom, height: 20 },
          { type: 'inside', xAxisIndex: 0 },
        ]
      : [],
  };

  const queryFilters: [QueryCrossFilter | null, QueryCrossFilter | null] = [
    queryCrossFilter(queryA),
    queryCrossFilter(queryB),
  ];
  const queryOf: Record<string, 0 | 1> = {};
  for (const entry of queryA.data.series) queryOf[entry.name] = 0;
  for (const entry of queryB.data.series) queryOf[entry.name] = 1;

  return {
    option,
    width,
    height,
    crossFilter:
      queryFilters[0] || queryFilters[1] ? { queries: queryFilters, queryOf, selectedNames } : null,
    xAxis: { label: base.data.xKey, kind: xKind },
    setDataMask: hooks.setDataMask,
    onContextMenu: hooks.onContextMenu,
  };
}
