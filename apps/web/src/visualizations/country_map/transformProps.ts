/**
 * Query result + form data → the country map's props (pure): each row's region code (ISO
 * 3166-2, e.g. US-CA) and metric value, the chosen country and the drawing settings. Regions
 * are matched to shapes in the chart's own chunk, where the map is.
 */
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import type { ChartProps } from '../chartPluginTypes';
import { readOptionalString } from '../shared/echarts/formDataValues';
import { parseMetricValue, readMetric } from '../shared/formDataMetrics';
import { readColumn } from '../shared/form-data/formDataColumns';

export interface CountryMapRow {
  code: string;
  value: number | null;
}

export interface CountryMapChartProps {
  width: number;
  height: number;
  /** `select_country` as stored (may name a country whose map is not shipped). */
  country: string | null;
  rows: CountryMapRow[];
  metricLabel: string;
  numberFormat: string | undefined;
  linearColorScheme: string | undefined;
}

export function transformProps(chartProps: ChartProps): CountryMapChartProps {
  const { formData, queriesData, width, height } = chartProps;
  const entity = readColumn(formData, 'entity');
  const entityLabel = entity === undefined ? '' : getColumnLabel(entity);
  const metric = readMetric(formData.metric);
  const metricLabel = metric === undefined ? '' : getMetricLabel(metric);
  return {
    width,
    height,
    country: readOptionalString(formData, 'select_country') ?? null,
    rows: (queriesData[0]?.data ?? []).map((row) => ({
      code:
        typeof row[entityLabel] === 'string'
          ? (row[entityLabel] as string)
          : String(row[entityLabel] ?? ''),
      value: parseMetricValue(row[metricLabel]),
    })),
    metricLabel,
    numberFormat: readOptionalString(formData, 'number_format'),
    linearColorScheme: readOptionalString(formData, 'linear_color_scheme'),
  };
}
