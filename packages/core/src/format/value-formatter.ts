/**
 * Which format a metric's values are written in (Superset's getValueFormatter and
 * buildCustomFormatters). The chart's own settings win when it has them: its number format
 * (`y_axis_format`, `number_format`, ...) over the saved metric's d3 format, and its
 * `currency_format` (when it names a currency) over the saved metric's currency. So a dataset
 * whose metric is saved in dollars shows dollars in every chart without any chart setting.
 */
import type { Metric } from '../query/query-object';
import { getMetricLabel } from '../query/labels';
import { getCurrencyFormatter, readCurrency, type Currency } from './currency-format';
import { getNumberFormatter, type NumberFormatter } from './number-format';

export interface ValueFormatOptions {
  /** The chart's metric control(s); only saved metrics (plain names) carry saved formats. */
  metrics: Metric | Metric[] | null | undefined;
  /** The dataset's `currency_formats`: metric name → currency. */
  savedCurrencyFormats?: Readonly<Record<string, unknown>> | null | undefined;
  /** The dataset's `column_formats`: metric name → d3 format. */
  savedColumnFormats?: Readonly<Record<string, string>> | null | undefined;
  /** The chart's number format, when it sets one. */
  d3Format?: string | null | undefined;
  /** The chart's `currency_format` as stored in its form data. */
  currencyFormat?: unknown;
}

function metricList(metrics: ValueFormatOptions['metrics']): Metric[] {
  if (metrics === null || metrics === undefined) return [];
  return Array.isArray(metrics) ? metrics : [metrics];
}

/** The chart's currency when it names one (an empty choice means "use the metric's"). */
function chartCurrency(currencyFormat: unknown): Currency | null {
  const currency = readCurrency(currencyFormat);
  return currency?.symbol ? currency : null;
}

/** The format and currency of one saved metric, the chart's settings first. */
export function resolveMetricFormat(
  options: Omit<ValueFormatOptions, 'metrics'>,
  metricName: string,
): { d3Format: string | undefined; currency: Currency | null } {
  const d3Format = options.d3Format || options.savedColumnFormats?.[metricName] || undefined;
  const currency =
    chartCurrency(options.currencyFormat) ??
    readCurrency(options.savedCurrencyFormats?.[metricName]);
  return { d3Format, currency };
}

function formatterOf(d3Format: string | undefined, currency: Currency | null): NumberFormatter {
  return currency?.symbol
    ? getCurrencyFormatter({ d3Format, currency })
    : getNumberFormatter(d3Format);
}

/** A formatter per saved metric, keyed by its name, for charts that show several metrics. */
export function buildCustomFormatters(
  options: ValueFormatOptions,
): Record<string, NumberFormatter> {
  const formatters: Record<string, NumberFormatter> = {};
  for (const metric of metricList(options.metrics)) {
    if (typeof metric !== 'string') continue;
    const { d3Format, currency } = resolveMetricFormat(options, metric);
    formatters[metric] = formatterOf(d3Format, currency);
  }
  return formatters;
}

/**
 * The saved-metric formatter for `key` (a metric label); with a single metric and no key it is
 * that metric's. Undefined when the key is no saved metric.
 */
export function getCustomFormatter(
  customFormatters: Readonly<Record<string, NumberFormatter>>,
  metrics: ValueFormatOptions['metrics'],
  key?: string,
): NumberFormatter | undefined {
  const list = metricList(metrics);
  const label = key ?? (list.length === 1 ? getMetricLabel(list[0]!) : undefined);
  return label !== undefined && Object.hasOwn(customFormatters, label)
    ? customFormatters[label]
    : undefined;
}

/**
 * The formatter of a chart's values: the saved metric's rule for `key` (or the only metric),
 * else the chart's own currency and number format.
 */
export function getValueFormatter(options: ValueFormatOptions, key?: string): NumberFormatter {
  const custom = getCustomFormatter(buildCustomFormatters(options), options.metrics, key);
  if (custom) return custom;
  return formatterOf(options.d3Format || undefined, chartCurrency(options.currencyFormat));
}
