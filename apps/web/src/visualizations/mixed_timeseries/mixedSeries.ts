/**
 * The series of one of the mixed chart's queries: the result read like a time-series chart's,
 * named for the chart (query identifiers, or ` (1)` on a query-B name query A already uses),
 * drawn with that query's display settings on its y axis, with ids and stacks of its own so the
 * two queries never merge.
 */
import { getColumnLabel } from '@panorama/core/query/labels';
import type { ChartDataResult } from '../chartPluginTypes';
import type { ColorScale } from '../shared/echarts/categoricalColors';
import type { CartesianSeriesOption } from '../shared/echarts/echartsOption';
import type { Primitive } from '../shared/categories/groupLabels';
import { extractSeries, type ExtractedData } from '../timeseries/extractSeries';
import { groupbyOf, timeCompareOf } from '../timeseries/timeseriesQueryFields';
import { seriesGroupValues } from '../timeseries/seriesGroupValues';
import { buildCartesianSeries } from '../timeseries/timeseriesSeries';
import type { TimeseriesSettings } from '../timeseries/timeseriesSettings';
import type { QueryFormData } from '@panorama/core/query/form-data';

export type QueryIndex = 0 | 1;

export interface QueryInput {
  index: QueryIndex;
  result: ChartDataResult | undefined;
  /** The query's form data (its metrics, group-by and time comparison). */
  formData: QueryFormData;
  settings: TimeseriesSettings;
  yAxisIndex: 0 | 1;
  formatValue: (value: number) => string;
}

export interface ReadOptions {
  xAxisLabel: string;
  fallbackXAxisLabels: string[];
  verboseMap: Record<string, string>;
  forceCategorical: boolean;
}

export interface QuerySeries {
  index: QueryIndex;
  data: ExtractedData;
  /** Display name → the name as the query returned it (what the colour follows). */
  baseNames: Map<string, string>;
  /** Display name → group-by values (cross filters, drill). */
  groupValues: Record<string, Primitive[]>;
  groupby: string[];
}

export function readQuerySeries(input: QueryInput, options: ReadOptions): ExtractedData {
  return extractSeries(input.result ?? { data: [], rowcount: 0 }, {
    xAxisLabel: options.xAxisLabel,
    fallbackXAxisLabels: options.fallbackXAxisLabels,
    verboseMap: options.verboseMap,
    sortSeriesType: input.settings.sortSeriesType,
    sortSeriesAscending: input.settings.sortSeriesAscending,
    forceCategorical: options.forceCategorical,
  });
}

/**
 * Both queries' series with their display names: `(Query A)` / `(Query B)` appended when asked,
 * otherwise ` (1)` on a query-B name that query A already shows.
 */
export function nameQuerySeries(
  [dataA, dataB]: [ExtractedData, ExtractedData],
  [inputA, inputB]: [QueryInput, QueryInput],
  showQueryIdentifiers: boolean,
): [QuerySeries, QuerySeries] {
  const namesA = new Set(dataA.series.map((entry) => entry.name));
  const rename = (
    data: ExtractedData,
    input: QueryInput,
    nameOf: (name: string) => string,
  ): QuerySeries => {
    const groupby = groupbyOf(input.formData).map(getColumnLabel);
    const groupValuesOf = seriesGroupValues(input.result, groupby.length);
    const baseNames = new Map<string, string>();
    const groupValues: Record<string, Primitive[]> = {};
    const series = data.series.map((entry) => {
      const name = nameOf(entry.name);
      baseNames.set(name, entry.name);
      groupValues[name] = groupValuesOf(entry);
      return { ...entry, name };
    });
    return { index: input.index, data: { ...data, series }, baseNames, groupValues, groupby };
  };
  return [
    rename(dataA, inputA, (name) => (showQueryIdentifiers ? `${name} (Query A)` : name)),
    rename(dataB, inputB, (name) => {
      if (showQueryIdentifiers) return `${name} (Query B)`;
      return namesA.has(name) ? `${name} (1)` : name;
    }),
  ];
}

export interface DrawnQuerySeries {
  series: CartesianSeriesOption[];
  drawnXs: number[];
  minPositive: number | undefined;
}

/** ECharts series of one query, on its axis, with ids and stacks that are the query's own. */
export function drawQuerySeries(
  query: QuerySeries,
  input: QueryInput,
  context: { axisLength: number; colorScale: ColorScale; selectedNames: readonly string[] },
): DrawnQuerySeries {
  const offsets = timeCompareOf(input.formData);
  const built = buildCartesianSeries({
    data: query.data,
    settings: input.settings,
    axisLength: context.axisLength,
    // Superset colours a series by its name as the query returned it, so a metric keeps its
    // colour whichever query it comes from.
    colorScale: (name) => context.colorScale(query.baseNames.get(name) ?? name),
    selectedNames: context.selectedNames,
    isDerived: (name) => {
      const base = query.baseNames.get(name) ?? name;
      return offsets.some(
        (offset) =>
          base === offset || base.endsWith(`__${offset}`) || base.split(', ').includes(offset),
      );
    },
    formatValue: input.formatValue,
  });
  const prefix = input.index === 0 ? 'a' : 'b';
  return {
    // Spreading a line / bar / scatter union loses the narrowing; each entry keeps its own type.
    series: built.series.map(
      (entry) =>
        ({
          ...entry,
          id: `${prefix}:${String(entry.id ?? entry.name ?? '')}`,
          yAxisIndex: input.yAxisIndex,
          ...(entry.stack ? { stack: `query-${prefix}` } : {}),
        }) as CartesianSeriesOption,
    ),
    drawnXs: built.drawnXs,
    minPositive: built.minPositive,
  };
}
