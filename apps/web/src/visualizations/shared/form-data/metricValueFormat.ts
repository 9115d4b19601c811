/**
 * How a chart writes its metric values: the dataset's saved metric formats and currencies
 * (`column_formats`, `currency_formats`, or the metrics themselves when a caller hands a bare
 * dataset) under the chart's own number format and `currency_format`, by the shared rule in
 * `@panorama/core/format/value-formatter`.
 */
import type { NumberFormatter } from '@panorama/core/format/number-format';
import {
  buildCustomFormatters,
  getValueFormatter,
  type ValueFormatOptions,
} from '@panorama/core/format/value-formatter';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { Metric } from '@panorama/core/query/query-object';
import type { DatasourceJson } from '../../../models/datasourceTypes';

/** The form data keys of a chart's number format and currency. */
export interface FormatControls {
  numberFormat?: string;
  currencyFormat?: string;
}

function savedFormats(datasource: DatasourceJson | null | undefined): {
  columnFormats: Record<string, string>;
  currencyFormats: Record<string, unknown>;
} {
  const columnFormats: Record<string, string> = {};
  const currencyFormats: Record<string, unknown> = {};
  for (const metric of datasource?.metrics ?? []) {
    if (metric.d3format) columnFormats[metric.metric_name] = metric.d3format;
    if (metric.currency) currencyFormats[metric.metric_name] = metric.currency;
  }
  return {
    columnFormats: { ...columnFormats, ...datasource?.column_formats },
    currencyFormats: { ...currencyFormats, ...datasource?.currency_formats },
  };
}

/** The rule's inputs for a chart: its metrics, its settings and the dataset's saved formats. */
export function valueFormatOptions(
  formData: QueryFormData,
  datasource: DatasourceJson | null | undefined,
  metrics: Metric | Metric[] | null | undefined,
  controls: FormatControls = {},
): ValueFormatOptions {
  const numberFormat: unknown = formData[controls.numberFormat ?? 'y_axis_format'];
  const { columnFormats, currencyFormats } = savedFormats(datasource);
  return {
    metrics,
    savedColumnFormats: columnFormats,
    savedCurrencyFormats: currencyFormats,
    d3Format: typeof numberFormat === 'string' && numberFormat ? numberFormat : undefined,
    currencyFormat: formData[controls.currencyFormat ?? 'currency_format'],
  };
}

/** The formatter of a chart's values (for `key`, a metric label, when it shows several). */
export function metricValueFormatter(
  formData: QueryFormData,
  datasource: DatasourceJson | null | undefined,
  metrics: Metric | Metric[] | null | undefined,
  controls: FormatControls = {},
  key?: string,
): NumberFormatter {
  return getValueFormatter(valueFormatOptions(formData, datasource, metrics, controls), key);
}

/** A formatter per saved metric of the chart, by metric name. */
export function metricValueFormatters(
  formData: QueryFormData,
  datasource: DatasourceJson | null | undefined,
  metrics: Metric[],
  controls: FormatControls = {},
): Record<string, NumberFormatter> {
  return buildCustomFormatters(valueFormatOptions(formData, datasource, metrics, controls));
}
