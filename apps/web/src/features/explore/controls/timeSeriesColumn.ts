/**
 * One column of the time-series table (its `column_collection` item): what it shows
 * (time comparison, contribution, sparkline, period average) and the options that kind uses.
 */
import { t } from '../../../i18n/t';
import type { Bounds } from './bounds';

export type TimeSeriesColType = 'time' | 'contrib' | 'spark' | 'avg';
export type TimeSeriesComparison = 'value' | 'diff' | 'perc' | 'perc_change';
export type SparklineType = 'line' | 'bar';

export interface TimeSeriesColumn {
  key?: string;
  label: string;
  tooltip: string;
  colType: TimeSeriesColType | '';
  width: string;
  height: string;
  timeLag: number | string;
  timeRatio: number | string;
  comparisonType: TimeSeriesComparison | '';
  /** How a sparkline column draws its series. */
  sparkType: SparklineType;
  showYAxis: boolean;
  yAxisBounds: Bounds;
  bounds: Bounds;
  d3format: string;
  dateFormat: string;
}

export type TimeSeriesField = Exclude<keyof TimeSeriesColumn, 'key'>;

export const DEFAULT_TIME_SERIES_COLUMN: TimeSeriesColumn = {
  label: '',
  tooltip: '',
  colType: '',
  width: '',
  height: '',
  timeLag: '',
  timeRatio: '',
  comparisonType: '',
  sparkType: 'line',
  showYAxis: false,
  yAxisBounds: [null, null],
  bounds: [null, null],
  d3format: '',
  dateFormat: '',
};

export function colTypeChoices(): Array<[TimeSeriesColType, string]> {
  return [
    ['time', t('Time comparison')],
    ['contrib', t('Contribution')],
    ['spark', t('Sparkline')],
    ['avg', t('Period average')],
  ];
}

export function comparisonChoices(): Array<[TimeSeriesComparison, string]> {
  return [
    ['value', t('Actual value')],
    ['diff', t('Difference')],
    ['perc', t('Percentage')],
    ['perc_change', t('Percentage change')],
  ];
}

export function sparklineTypeChoices(): Array<[SparklineType, string]> {
  return [
    ['line', t('Line')],
    ['bar', t('Bar')],
  ];
}

/** The options the editor shows for a kind of column (all kinds share label and format). */
export function fieldsFor(colType: TimeSeriesColumn['colType']): TimeSeriesField[] {
  const common: TimeSeriesField[] = ['label', 'tooltip', 'colType'];
  switch (colType) {
    case 'time':
      return [...common, 'comparisonType', 'timeLag', 'bounds', 'd3format'];
    case 'avg':
      return [...common, 'timeLag', 'bounds', 'd3format'];
    case 'contrib':
      return [...common, 'bounds', 'd3format'];
    case 'spark':
      return [
        ...common,
        'width',
        'height',
        'timeRatio',
        'sparkType',
        'showYAxis',
        'yAxisBounds',
        'd3format',
        'dateFormat',
      ];
    case '':
      return common;
  }
}

/** A stored column with defaults for what is missing. */
export function asTimeSeriesColumn(value: unknown): TimeSeriesColumn {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { ...DEFAULT_TIME_SERIES_COLUMN, ...record } as TimeSeriesColumn;
}

/** The closed column's title: its label, else the kind of column. */
export function timeSeriesColumnTitle(column: TimeSeriesColumn): string {
  if (column.label) return column.label;
  return colTypeChoices().find(([value]) => value === column.colType)?.[1] ?? t('Column');
}
