/**
 * A time-series chart's annotation series from what every such chart has at hand: the form
 * data's layers, the x values it drew, its width, and the annotation data of all its results.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult } from '../../chartPluginTypes';
import type { LineSeriesOption } from '../../shared/echarts/echartsOption';
import { annotationSeries, readAnnotationLayers } from './annotationSeries';

/** At most `limit` evenly spaced values (formula lines need no more points than pixels). */
function thinned(values: number[], limit: number): number[] {
  if (values.length <= limit) return values;
  const step = (values.length - 1) / (limit - 1);
  return Array.from({ length: limit }, (_, index) => values[Math.round(index * step)] as number);
}

function mergedAnnotationData(queriesData: ChartDataResult[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const result of queriesData) {
    if (result.annotation_data && typeof result.annotation_data === 'object') {
      Object.assign(merged, result.annotation_data);
    }
  }
  return merged;
}

/** The layers' series over `drawnXs` (sorted), computed at no more points than `length` needs. */
export function chartAnnotationSeries(
  formData: QueryFormData,
  drawnXs: number[],
  length: number,
  queriesData: ChartDataResult[],
): LineSeriesOption[] {
  return annotationSeries(
    readAnnotationLayers(formData.annotation_layers),
    thinned(drawnXs, Math.max(200, 2 * length)),
    mergedAnnotationData(queriesData),
  );
}
