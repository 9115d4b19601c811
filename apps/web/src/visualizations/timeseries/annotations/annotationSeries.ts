/**
 * Annotation layers (form data `annotation_layers`) as extra ECharts series:
 * FORMULA layers are computed here over the chart's x values; EVENT layers become vertical
 * mark lines, INTERVAL layers shaded mark areas, TIME_SERIES layers extra lines — all three
 * from the response's `annotation_data[layer name]` when the server or an annotation query
 * provided it (a layer without data draws nothing). Hidden layers (`show: false`) are skipped.
 */
import type { LineSeriesOption } from '../../shared/echarts/echartsOption';
import { annotationText, recordsOf, timeSeriesOf, toTime } from './annotationRecords';
import { formulaPoints } from './formula';

export interface AnnotationLayerConfig {
  name: string;
  annotationType: 'FORMULA' | 'EVENT' | 'INTERVAL' | 'TIME_SERIES';
  value: string | number;
  show?: boolean;
  showLabel?: boolean;
  color?: string | null;
  opacity?: string;
  style?: string;
  width?: number;
  hideLine?: boolean;
  showMarkers?: boolean;
  sourceType?: string;
  timeColumn?: string;
  intervalEndColumn?: string;
  titleColumn?: string;
  descriptionColumns?: string[];
}

const ANNOTATION_TYPES = ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'];

/** Superset's named opacities; '' means opaque lines and light intervals. */
const OPACITY: Record<string, number> = { opacityLow: 0.2, opacityMedium: 0.5, opacityHigh: 0.8 };

/** Native annotation layers' record columns (Superset's NATIVE_COLUMN_NAMES). */
const NATIVE_COLUMNS = {
  timeColumn: 'start_dttm',
  intervalEndColumn: 'end_dttm',
  titleColumn: 'short_descr',
  descriptionColumns: ['long_descr'],
};

export function readAnnotationLayers(value: unknown): AnnotationLayerConfig[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (layer): layer is AnnotationLayerConfig =>
      typeof layer === 'object' &&
      layer !== null &&
      typeof (layer as { name?: unknown }).name === 'string' &&
      ANNOTATION_TYPES.includes(String((layer as { annotationType?: unknown }).annotationType)),
  );
}

function lineType(style: string | undefined): 'solid' | 'dashed' | 'dotted' | number[] {
  if (style === 'dashed' || style === 'dotted') return style;
  if (style === 'longDashed') return [12, 6];
  return 'solid';
}

function columnsOf(layer: AnnotationLayerConfig) {
  return {
    time: layer.timeColumn || NATIVE_COLUMNS.timeColumn,
    end: layer.intervalEndColumn || NATIVE_COLUMNS.intervalEndColumn,
    title: layer.titleColumn || NATIVE_COLUMNS.titleColumn,
    descriptions: layer.descriptionColumns?.length
      ? layer.descriptionColumns
      : NATIVE_COLUMNS.descriptionColumns,
  };
}

/** Labels show always with showLabel, else on hover: that is where the descriptions are read. */
function annotationLabel<P extends 'insideEndTop' | 'insideTop'>(
  layer: AnnotationLayerConfig,
  position: P,
) {
  return {
    label: { show: layer.showLabel === true, formatter: '{b}', position },
    emphasis: { label: { show: true, formatter: '{b}', position } },
  };
}

/** Annotation series ids start with this, so tooltips and totals can tell them apart. */
export const ANNOTATION_ID_PREFIX = 'annotation:';

function baseSeries(layer: AnnotationLayerConfig, id: string): LineSeriesOption {
  return {
    id: `${ANNOTATION_ID_PREFIX}${id}`,
    name: layer.name,
    type: 'line',
    data: [],
    silent: false,
    animation: false,
    ...(layer.color ? { color: layer.color } : {}),
  };
}

function formulaSeries(
  layer: AnnotationLayerConfig,
  xs: readonly number[],
): LineSeriesOption | null {
  const points = formulaPoints(String(layer.value), xs);
  if (!points) return null;
  return {
    ...baseSeries(layer, `Formula - ${layer.name}`),
    data: points,
    smooth: false,
    showSymbol: layer.showMarkers === true,
    symbolSize: 4,
    lineStyle: {
      type: lineType(layer.style),
      width: layer.width ?? 1.5,
      opacity: OPACITY[layer.opacity ?? ''] ?? 1,
    },
  };
}

function eventSeries(layer: AnnotationLayerConfig, data: unknown): LineSeriesOption | null {
  const columns = columnsOf(layer);
  const lines = recordsOf(data).flatMap((record) => {
    const time = toTime(record[columns.time]);
    return time === null
      ? []
      : [{ name: annotationText(record, columns.title, columns.descriptions), xAxis: time }];
  });
  if (lines.length === 0) return null;
  return {
    ...baseSeries(layer, `Event - ${layer.name}`),
    markLine: {
      symbol: 'none',
      silent: false,
      lineStyle: {
        type: lineType(layer.style),
        width: layer.width ?? 1.5,
        opacity: OPACITY[layer.opacity ?? ''] ?? 1,
        ...(layer.color ? { color: layer.color } : {}),
      },
      ...annotationLabel(layer, 'insideEndTop'),
      data: lines,
    },
  };
}

function intervalSeries(layer: AnnotationLayerConfig, data: unknown): LineSeriesOption | null {
  const columns = columnsOf(layer);
  const areas = recordsOf(data).flatMap((record) => {
    const start = toTime(record[columns.time]);
    const end = toTime(record[columns.end]) ?? start;
    if (start === null || end === null) return [];
    const name = annotationText(record, columns.title, columns.descriptions);
    return [[{ name, xAxis: start }, { xAxis: end }]];
  });
  if (areas.length === 0) return null;
  return {
    ...baseSeries(layer, `Interval - ${layer.name}`),
    markArea: {
      silent: false,
      itemStyle: {
        opacity: OPACITY[layer.opacity ?? ''] ?? 0.2,
        ...(layer.color ? { color: layer.color } : {}),
      },
      ...annotationLabel(layer, 'insideTop'),
      // ECharts' typings want tuples of two points; the runtime shape is exactly that.
      data: areas as unknown as NonNullable<LineSeriesOption['markArea']>['data'],
    },
  };
}

/** One line per series of the source chart; a single series carries the layer's name. */
function timeSeriesSeries(layer: AnnotationLayerConfig, data: unknown): LineSeriesOption[] {
  const all = timeSeriesOf(data);
  return all.map(({ key, points }) => {
    const name = all.length === 1 ? layer.name : `${layer.name} - ${key}`;
    return {
      ...baseSeries(layer, `Time series - ${layer.name} - ${key}`),
      name,
      data: points,
      showSymbol: layer.showMarkers === true,
      lineStyle: {
        type: lineType(layer.style),
        width: layer.hideLine ? 0 : (layer.width ?? 1.5),
        opacity: OPACITY[layer.opacity ?? ''] ?? 1,
      },
    };
  });
}

/**
 * The series for every shown layer. `xs` are the chart's x values (sorted, numeric) for
 * formulas; `annotationData` is keyed by layer name.
 */
export function annotationSeries(
  layers: AnnotationLayerConfig[],
  xs: readonly number[],
  annotationData: Record<string, unknown>,
): LineSeriesOption[] {
  return layers.flatMap((layer) => {
    if (layer.show === false) return [];
    const data = annotationData[layer.name];
    switch (layer.annotationType) {
      case 'FORMULA':
        return formulaSeries(layer, xs) ?? [];
      case 'EVENT':
        return eventSeries(layer, data) ?? [];
      case 'INTERVAL':
        return intervalSeries(layer, data) ?? [];
      case 'TIME_SERIES':
        return timeSeriesSeries(layer, data);
    }
    return [];
  });
}
