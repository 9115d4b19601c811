/**
 * Annotation layers of time-series charts (the annotation layer object of the chart data API):
 * a formula drawn over the chart, events or intervals from a stored annotation layer, or another
 * chart's time series. Pure rules for the annotation layer control.
 */
import { REQUIRED_ERROR } from '@panorama/core/explore/validators';

export type AnnotationType = 'FORMULA' | 'EVENT' | 'INTERVAL' | 'TIME_SERIES';
export const ANNOTATION_TYPES: AnnotationType[] = ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'];

/** Where a layer's data comes from; a formula needs no source. */
export type AnnotationSourceType = '' | 'NATIVE' | 'line';

/** The keys a chart-sourced layer may take from the current chart instead of its own. */
export const OVERRIDE_KEYS = ['time_range', 'time_grain_sqla', 'granularity'] as const;
export type OverrideKey = (typeof OVERRIDE_KEYS)[number];

export interface AnnotationLayer {
  name: string;
  annotationType: AnnotationType;
  sourceType: AnnotationSourceType;
  /** Formula text, or the id of the annotation layer / chart. */
  value: string | number | null;
  show: boolean;
  showLabel: boolean;
  showMarkers: boolean;
  hideLine: boolean;
  opacity: string;
  color: string | null;
  style: string;
  width: number;
  /** Present keys are taken from the current chart (null) or set (time_shift text). */
  overrides: Record<string, unknown>;
  [option: string]: unknown;
}

export function sourceTypeFor(type: AnnotationType): AnnotationSourceType {
  switch (type) {
    case 'FORMULA':
      return '';
    case 'EVENT':
    case 'INTERVAL':
      return 'NATIVE';
    case 'TIME_SERIES':
      return 'line';
  }
}

export function newAnnotationLayer(): AnnotationLayer {
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
  };
}

function isAnnotationType(value: unknown): value is AnnotationType {
  return ANNOTATION_TYPES.includes(value as AnnotationType);
}

/** A stored layer with defaults for what is missing. */
export function asAnnotationLayer(value: unknown): AnnotationLayer {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const layer = { ...newAnnotationLayer(), ...record } as AnnotationLayer;
  if (!isAnnotationType(layer.annotationType)) layer.annotationType = 'FORMULA';
  if (typeof layer.overrides !== 'object' || layer.overrides === null) layer.overrides = {};
  return layer;
}

/** The layer with another type: the source follows, and a value of the wrong kind is cleared. */
export function withAnnotationType(layer: AnnotationLayer, type: AnnotationType): AnnotationLayer {
  if (type === layer.annotationType) return layer;
  const sourceChanged = sourceTypeFor(type) !== sourceTypeFor(layer.annotationType);
  return {
    ...layer,
    annotationType: type,
    sourceType: sourceTypeFor(type),
    value: sourceChanged ? (type === 'FORMULA' ? '' : null) : layer.value,
    overrides: type === 'TIME_SERIES' ? layer.overrides : {},
  };
}

function isPositiveInteger(value: unknown): boolean {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0;
}

/** Errors by field: a name, and a formula or a source id, are required. */
export function validateAnnotationLayer(
  layer: AnnotationLayer,
): Partial<Record<'name' | 'value', string>> {
  const errors: Partial<Record<'name' | 'value', string>> = {};
  if (layer.name.trim() === '') errors.name = REQUIRED_ERROR;
  const valid =
    layer.annotationType === 'FORMULA'
      ? typeof layer.value === 'string' && layer.value.trim() !== ''
      : isPositiveInteger(layer.value);
  if (!valid) errors.value = REQUIRED_ERROR;
  return errors;
}

/** Names must be unique within a chart: they key the annotation data of the response. */
export function isNameTaken(
  layers: ReadonlyArray<AnnotationLayer>,
  name: string,
  exceptIndex: number | null,
): boolean {
  return layers.some((layer, index) => index !== exceptIndex && layer.name === name);
}
