/**
 * Reads the wide result of a time-series query (one row per x value, one column per series,
 * after pivot + flatten) into columns: the x values, the kind of x axis they need, and one
 * numeric column per series, sorted the way Superset sorts series (`sort_series_type`).
 */
import type { ChartDataResult } from '../chartPluginTypes';
import { summarizeNumbers } from '@panorama/core/stats/number-summary';
import type { SortSeriesType } from './timeseriesSettings';

/** Superset's GenericDataType codes, as the chart data API's `coltypes` carries them. */
const NUMERIC = 0;
const TEMPORAL = 2;

export type XAxisKind = 'time' | 'value' | 'category';

export interface ExtractedSeries {
  /** The result column. */
  key: string;
  /** The name shown (commas unescaped, verbose name when the dataset has one). */
  name: string;
  values: Array<number | null>;
}

export interface ExtractedData {
  xKey: string;
  xKind: XAxisKind;
  /** Epoch ms for time axes, numbers for value axes, strings for category axes. */
  xs: Array<number | string>;
  series: ExtractedSeries[];
}

export interface ExtractOptions {
  /** The x column's expected label; other temporal columns are tried when it is missing. */
  xAxisLabel: string;
  fallbackXAxisLabels: string[];
  verboseMap: Record<string, string>;
  sortSeriesType: SortSeriesType;
  sortSeriesAscending: boolean;
  /** Treat the x axis as categories even when it is numeric (stacked bars on numbers). */
  forceCategorical?: boolean;
}

function columnNames(result: ChartDataResult): string[] {
  if (Array.isArray(result.colnames) && result.colnames.length > 0) return result.colnames;
  const first = result.data[0];
  return first ? Object.keys(first) : [];
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

/** Epoch ms of a temporal result value (epoch number, ISO text or Date); null when unreadable. */
export function toTime(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    // Naive timestamps are UTC, as the server's epoch values are.
    const text = /[zZ]|[+-]\d\d:?\d\d$/.test(value) || value.length <= 10 ? value : `${value}Z`;
    const parsed = Date.parse(text);
    return Number.isNaN(parsed) ? null : parsed;
  }
  if (value instanceof Date) return value.getTime();
  return null;
}

/** `\,` in a flattened column name is a comma inside one level, not a separator. */
export function unescapeSeparator(name: string): string {
  return name.replace(/\\,/g, ',');
}

function pickXKey(names: string[], result: ChartDataResult, options: ExtractOptions): string {
  const candidates = [options.xAxisLabel, ...options.fallbackXAxisLabels];
  const named = candidates.find((candidate) => names.includes(candidate));
  if (named !== undefined) return named;
  const temporal = names.find((_, index) => result.coltypes?.[index] === TEMPORAL);
  return temporal ?? names[0] ?? options.xAxisLabel;
}

function xKindOf(
  xKey: string,
  names: string[],
  result: ChartDataResult,
  options: ExtractOptions,
): XAxisKind {
  if (options.forceCategorical) return 'category';
  const coltype = result.coltypes?.[names.indexOf(xKey)];
  if (coltype === TEMPORAL) return 'time';
  if (coltype === NUMERIC) return 'value';
  if (coltype !== undefined) return 'category';
  // No coltypes: judge by the values (epoch numbers are the usual temporal form).
  const sample = result.data.find((row) => row[xKey] !== null && row[xKey] !== undefined)?.[xKey];
  if (typeof sample === 'number') return 'time';
  return typeof sample === 'string' && toTime(sample) !== null ? 'time' : 'category';
}

/** A series' score for sorting; one with no values sorts as the lowest. */
function seriesScore(values: Array<number | null>, type: SortSeriesType): number {
  // By name, series are ordered by their names, not this score.
  const kind = type === 'name' ? 'sum' : type;
  return summarizeNumbers(values, kind) ?? Number.NEGATIVE_INFINITY;
}

function sortSeries(series: ExtractedSeries[], options: ExtractOptions): ExtractedSeries[] {
  const direction = options.sortSeriesAscending ? 1 : -1;
  if (options.sortSeriesType === 'name') {
    return [...series].sort((a, b) => direction * a.name.localeCompare(b.name));
  }
  const scored = series.map((entry) => ({
    entry,
    score: seriesScore(entry.values, options.sortSeriesType),
  }));
  // Stable: equal scores keep the server's order.
  scored.sort((a, b) => (a.score === b.score ? 0 : a.score < b.score ? -direction : direction));
  return scored.map((item) => item.entry);
}

export function extractSeries(result: ChartDataResult, options: ExtractOptions): ExtractedData {
  const names = columnNames(result);
  const xKey = pickXKey(names, result, options);
  const xKind = xKindOf(xKey, names, result, options);
  const rows = result.data;
  const xs = rows.map((row): number | string => {
    const raw = row[xKey];
    if (xKind === 'time') return toTime(raw) ?? Number.NaN;
    if (xKind === 'value') return toNumber(raw) ?? Number.NaN;
    return raw === null || raw === undefined ? '<NULL>' : String(raw);
  });

  const series: ExtractedSeries[] = [];
  names.forEach((key, index) => {
    if (key === xKey) return;
    const coltype = result.coltypes?.[index];
    if (coltype !== undefined && coltype !== NUMERIC) return;
    const values = rows.map((row) => toNumber(row[key]));
    // Without coltypes, a column holding no number at all is not a series (labels, ids).
    if (coltype === undefined && values.every((value) => value === null)) return;
    const display = unescapeSeparator(key);
    series.push({ key, name: options.verboseMap[display] ?? display, values });
  });

  // Rows whose x could not be read are dropped (a time axis cannot place them).
  const unreadable = (x: number | string) => typeof x === 'number' && Number.isNaN(x);
  if (!xs.some(unreadable)) {
    return { xKey, xKind, xs, series: sortSeries(series, options) };
  }
  const keep = xs.map((x) => !unreadable(x));
  return {
    xKey,
    xKind,
    xs: xs.filter((_, index) => keep[index]),
    series: sortSeries(
      series.map((entry) => ({ ...entry, values: entry.values.filter((_, index) => keep[index]) })),
      options,
    ),
  };
}
