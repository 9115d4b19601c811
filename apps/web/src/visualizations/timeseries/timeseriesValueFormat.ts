/**
 * How a time-series chart writes its values. Contribution and expand-stacked charts show shares,
 * so percentages; otherwise `y_axis_format` and `currency_format` when the chart sets them, else
 * each saved metric's own format and currency: the axis by the chart's rule (the only metric's
 * when there is one), tooltips and value labels by the metric each series draws.
 */
import { getNumberFormatter, type NumberFormatter } from '@panorama/core/format/number-format';
import { getMetricLabel } from '@panorama/core/query/labels';
import type { Metric } from '@panorama/core/query/query-object';
import type { ChartDataResult } from '../chartPluginTypes';
import type { DatasourceJson } from '../../models/datasourceTypes';
import { metricValueFormatter, metricValueFormatters } from '../shared/form-data/metricValueFormat';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ExtractedSeries } from './extractSeries';
import type { TimeseriesSettings } from './timeseriesSettings';

/** Formats a value; with the name of the series it belongs to, by that series' metric. */
export type SeriesValueFormatter = (value: number, seriesName?: string) => string;

export interface TimeseriesValueFormats {
  axis: (value: number) => string;
  tooltip: SeriesValueFormatter;
  percent: boolean;
}

/** The metric label a series draws: the only metric, or the first level of its column. */
function seriesMetricLabel(
  entry: ExtractedSeries,
  metricLabels: string[],
  labelMap: Record<string, unknown>,
): string | undefined {
  if (metricLabels.length === 1) return metricLabels[0];
  const mapped = labelMap[entry.key];
  const first: unknown = Array.isArray(mapped)
    ? mapped[0]
    : entry.key.split(/(?<!\\), /)[0]?.replace(/\\,/g, ',');
  return typeof first === 'string' ? first : undefined;
}

export function timeseriesValueFormats(input: {
  settings: TimeseriesSettings;
  formData: QueryFormData;
  datasource: DatasourceJson | null;
  metrics: Metric[];
  series: ExtractedSeries[];
  result: ChartDataResult | undefined;
}): TimeseriesValueFormats {
  const { settings, formData, datasource, metrics } = input;
  const percent = settings.contributionMode !== null || settings.stack === 'Expand';
  if (percent) {
    const ownPercent = settings.yAxisFormat.endsWith('%');
    const axis = getNumberFormatter(ownPercent ? settings.yAxisFormat : ',.0%');
    const tooltip = getNumberFormatter(ownPercent ? settings.yAxisFormat : ',.2%');
    return { axis, tooltip: (value) => tooltip(value), percent };
  }
  const axis = metricValueFormatter(formData, datasource, metrics);
  const perMetric = metricValueFormatters(formData, datasource, metrics);
  const metricLabels = metrics.map(getMetricLabel);
  const labelMap = (input.result?.label_map ?? {}) as Record<string, unknown>;
  const bySeriesName = new Map<string, NumberFormatter>();
  for (const entry of input.series) {
    const label = seriesMetricLabel(entry, metricLabels, labelMap);
    const formatter =
      label !== undefined && Object.hasOwn(perMetric, label) ? perMetric[label] : undefined;
    if (formatter) bySeriesName.set(entry.name, formatter);
  }
  return {
    axis,
    tooltip: (value, seriesName) =>
      (seriesName === undefined ? undefined : bySeriesName.get(seriesName))?.(value) ?? axis(value),
    percent,
  };
}
