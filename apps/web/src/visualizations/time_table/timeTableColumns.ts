/**
 * One column of the time-series table as stored in `column_collection`, read defensively: text
 * fields stay text, lags become integers, bounds become `[min, max]` with nulls for blanks.
 */
import { toNumber } from '../shared/form-data/formDataReaders';

export type ColType = 'time' | 'contrib' | 'spark' | 'avg';
export type ComparisonType = 'value' | 'diff' | 'perc' | 'perc_change';
export type SparkType = 'line' | 'bar';
export type Bounds = [number | null, number | null];

export interface TimeTableColumn {
  key: string;
  label: string;
  tooltip: string;
  colType: ColType;
  comparisonType: ComparisonType;
  /** Periods back for comparisons and averages; null when not set. */
  timeLag: number | null;
  /** Periods between the two values of a sparkline's ratio; null when not set. */
  timeRatio: number | null;
  width: number;
  height: number;
  showYAxis: boolean;
  yAxisBounds: Bounds;
  bounds: Bounds;
  d3format: string;
  dateFormat: string;
  sparkType: SparkType;
}

export const DEFAULT_SPARKLINE_WIDTH = 300;
export const DEFAULT_SPARKLINE_HEIGHT = 50;

const COL_TYPES: readonly ColType[] = ['time', 'contrib', 'spark', 'avg'];
const COMPARISONS: readonly ComparisonType[] = ['value', 'diff', 'perc', 'perc_change'];

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function integer(value: unknown): number | null {
  const number = toNumber(value);
  return number === null ? null : Math.trunc(number);
}

function positive(value: unknown, fallback: number): number {
  const number = integer(value);
  return number !== null && number > 0 ? number : fallback;
}

function bounds(value: unknown): Bounds {
  if (!Array.isArray(value)) return [null, null];
  return [toNumber(value[0]), toNumber(value[1])];
}

export function readColumn(value: unknown, index: number): TimeTableColumn {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const colType = COL_TYPES.find((type) => type === record.colType) ?? 'time';
  return {
    key: text(record.key) || `column-${index}`,
    label: text(record.label),
    tooltip: text(record.tooltip),
    colType,
    comparisonType: COMPARISONS.find((type) => type === record.comparisonType) ?? 'value',
    timeLag: integer(record.timeLag),
    timeRatio: integer(record.timeRatio),
    width: positive(record.width, DEFAULT_SPARKLINE_WIDTH),
    height: positive(record.height, DEFAULT_SPARKLINE_HEIGHT),
    showYAxis: record.showYAxis === true,
    yAxisBounds: bounds(record.yAxisBounds),
    bounds: bounds(record.bounds),
    d3format: text(record.d3format),
    dateFormat: text(record.dateFormat),
    sparkType: record.sparkType === 'bar' ? 'bar' : 'line',
  };
}

export function readColumnCollection(value: unknown): TimeTableColumn[] {
  return Array.isArray(value) ? value.map(readColumn) : [];
}
