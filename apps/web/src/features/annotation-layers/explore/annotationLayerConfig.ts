/**
 * One annotation layer of a time-series chart's form data (`annotation_layers`, the chart data
 * API's annotation layer object) as the explore control edits it: pure rules for
 * defaults, the sources each type may use, what changing type or source resets, which fields
 * the form shows, and validation.
 *
 * Types and sources (Superset's): FORMULA needs no source (a formula of x); EVENT and INTERVAL
 * read a stored layer (NATIVE) or a saved table chart (`table`, with the columns to read);
 * TIME_SERIES draws a saved chart's series (`line`).
 */
import { REQUIRED_ERROR } from '@panorama/core/explore/validators';

export type AnnotationType = 'FORMULA' | 'EVENT' | 'INTERVAL' | 'TIME_SERIES';
export const ANNOTATION_TYPES: readonly AnnotationType[] = [
  'FORMULA',
  'EVENT',
  'INTERVAL',
  'TIME_SERIES',
];

export type AnnotationSourceType = '' | 'NATIVE' | 'line' | 'table';

export type LineStyle = 'solid' | 'dashed' | 'dotted' | 'longDashed';
export const LINE_STYLES: readonly LineStyle[] = ['solid', 'dashed', 'dotted', 'longDashed'];

export type Opacity = '' | 'opacityLow' | 'opacityMedium' | 'opacityHigh';
export const OPACITIES: readonly Opacity[] = ['', 'opacityLow', 'opacityMedium', 'opacityHigh'];

/** Keys a chart-sourced layer may take from the current chart instead of its own query. */
export const OVERRIDE_KEYS = ['time_range', 'time_grain_sqla', 'granularity'] as const;
export type OverrideKey = (typeof OVERRIDE_KEYS)[number];

export interface AnnotationLayerValue {
  name: string;
  annotationType: AnnotationType;
  sourceType: AnnotationSourceType;
  /** Formula text, or the id of the stored layer / saved chart. */
  value: string | number | null;
  show: boolean;
  showLabel: boolean;
  showMarkers: boolean;
  hideLine: boolean;
  opacity: Opacity;
  color: string | null;
  style: LineStyle;
  width: number;
  /** Present keys come from the current chart (null) or hold their own value. */
  overrides: Record<string, unknown>;
  /** Columns of a `table` source: when, until when, title and descriptions. */
  timeColumn: string;
  intervalEndColumn: string;
  titleColumn: string;
  descriptionColumns: string[];
}

/** The sources a type may use, the first being the default. */
export function sourceTypesFor(type: AnnotationType): readonly AnnotationSourceType[] {
  switch (type) {
    case 'FORMULA':
      return [''];
    case 'EVENT':
    case 'INTERVAL':
      return ['NATIVE', 'table'];
    case 'TIME_SERIES':
      return ['line'];
  }
}

export function isChartSource(sourceType: AnnotationSourceType): boolean {
  return sourceType === 'line' || sourceType === 'table';
}

export function newAnnotationLayerValue(): AnnotationLayerValue {
  return {
    name: '',
    annotationType: 'FORMULA',
    sourceType: '',
    value: '',
    show: true,
    showLabel: false,
    showMarkers: false,
    hideLine: false,
    opacity: '',
    color: null,
    style: 'solid',
    width: 1,
    overrides: {},
    timeColumn: '',
    intervalEndColumn: '',
    titleColumn: '',
    descriptionColumns: [],
  };
}

function oneOf<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  return choices.includes(value as T) ? (value as T) : fallback;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A stored layer (any JSON) with defaults for whatever is missing or malformed. */
export function readAnnotationLayerValue(value: unknown): AnnotationLayerValue {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const defaults = newAnnotationLayerValue();
  const annotationType = oneOf(ANNOTATION_TYPES, record.annotationType, defaults.annotationType);
  const sources = sourceTypesFor(annotationType);
  const width = Number(record.width);
  return {
    name: text(record.name),
    annotationType,
    sourceType: oneOf(sources, record.sourceType, sources[0] ?? ''),
    value:
      typeof record.value === 'string' || typeof record.value === 'number'
        ? record.value
        : annotationType === 'FORMULA'
          ? ''
          : null,
    show: record.show !== false,
    showLabel: record.showLabel === true,
    showMarkers: record.showMarkers === true,
    hideLine: record.hideLine === true,
    opacity: oneOf(OPACITIES, record.opacity, ''),
    color: typeof record.color === 'string' && record.color !== '' ? record.color : null,
    style: oneOf(LINE_STYLES, record.style, 'solid'),
    width: Number.isFinite(width) && width >= 0 ? width : defaults.width,
    overrides:
      typeof record.overrides === 'object' && record.overrides !== null
        ? { ...(record.overrides as Record<string, unknown>) }
        : {},
    timeColumn: text(record.timeColumn),
    intervalEndColumn: text(record.intervalEndColumn),
    titleColumn: text(record.titleColumn),
    descriptionColumns: Array.isArray(record.descriptionColumns)
      ? record.descriptionColumns.filter((c): c is string => typeof c === 'string')
      : [],
  };
}

/** The layer with another source: a source id of the other kind means nothing there. */
export function withSourceType(
  layer: AnnotationLayerValue,
  sourceType: AnnotationSourceType,
): AnnotationLayerValue {
  if (sourceType === layer.sourceType) return layer;
  return {
    ...layer,
    sourceType,
    value: sourceType === '' ? '' : null,
    overrides: isChartSource(sourceType) ? layer.overrides : {},
    timeColumn: '',
    intervalEndColumn: '',
    titleColumn: '',
    descriptionColumns: [],
  };
}

/** The layer with another type and that type's default source (kept when still allowed). */
export function withAnnotationType(
  layer: AnnotationLayerValue,
  annotationType: AnnotationType,
): AnnotationLayerValue {
  if (annotationType === layer.annotationType) return layer;
  const sources = sourceTypesFor(annotationType);
  const sourceType = sources.includes(layer.sourceType) ? layer.sourceType : (sources[0] ?? '');
  return withSourceType({ ...layer, annotationType }, sourceType);
}

/** Which parts of the form apply to the layer. */
export function visibleFields(layer: AnnotationLayerValue) {
  const { annotationType, sourceType } = layer;
  const table = sourceType === 'table';
  return {
    formula: annotationType === 'FORMULA',
    source: sourceTypesFor(annotationType).length > 1,
    sourceId: annotationType !== 'FORMULA',
    overrides: isChartSource(sourceType),
    timeColumn: table,
    intervalEndColumn: table && annotationType === 'INTERVAL',
    titleColumn: table,
    descriptionColumns: table,
    showLabel: annotationType === 'EVENT' || annotationType === 'INTERVAL',
    lineOptions: annotationType !== 'INTERVAL',
    markers: annotationType === 'FORMULA' || annotationType === 'TIME_SERIES',
  };
}

function isPositiveInteger(value: unknown): boolean {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0;
}

export type LayerField = 'name' | 'value' | 'timeColumn';

/**
 * Errors by field (untranslated): a name unique among the chart's layers (names key the
 * response's annotation data), a formula or a source id, and a time column for table sources.
 */
export function annotationLayerErrors(
  layer: AnnotationLayerValue,
  others: ReadonlyArray<{ name: string }>,
): Partial<Record<LayerField, string>> {
  const errors: Partial<Record<LayerField, string>> = {};
  const name = layer.name.trim();
  if (name === '') errors.name = REQUIRED_ERROR;
  else if (others.some((other) => other.name === layer.name))
    errors.name = 'An annotation layer with this name already exists';
  const valid =
    layer.annotationType === 'FORMULA'
      ? typeof layer.value === 'string' && layer.value.trim() !== ''
      : isPositiveInteger(layer.value);
  if (!valid) errors.value = REQUIRED_ERROR;
  if (layer.sourceType === 'table' && layer.timeColumn.trim() === '')
    errors.timeColumn = REQUIRED_ERROR;
  return errors;
}

/** What is stored in form data: ids as numbers, and no empty table-column settings. */
export function storedAnnotationLayer(layer: AnnotationLayerValue): Record<string, unknown> {
  const { timeColumn, intervalEndColumn, titleColumn, descriptionColumns, ...rest } = layer;
  const value =
    layer.annotationType !== 'FORMULA' && typeof layer.value === 'string'
      ? Number(layer.value)
      : layer.value;
  return {
    ...rest,
    value,
    ...(layer.sourceType === 'table'
      ? {
          timeColumn,
          ...(intervalEndColumn ? { intervalEndColumn } : {}),
          ...(titleColumn ? { titleColumn } : {}),
          ...(descriptionColumns.length > 0 ? { descriptionColumns } : {}),
        }
      : {}),
  };
}

/** The viz types a chart source lists: time-series charts for `line`, tables for `table`. */
export const SOURCE_CHART_VIZ_TYPES: Record<'line' | 'table', readonly string[]> = {
  line: [
    'echarts_timeseries_line',
    'echarts_timeseries_smooth',
    'echarts_timeseries_step',
    'echarts_timeseries_bar',
    'echarts_timeseries_scatter',
    'echarts_area',
    'line',
  ],
  table: ['table'],
};
