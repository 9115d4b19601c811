/** The heatmap's own form-data keys, read with their Superset defaults. */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { readChoice } from '../shared/echarts/formDataValues';

export const NORMALIZE_ACROSS = ['heatmap', 'x', 'y'] as const;
export type NormalizeAcross = (typeof NORMALIZE_ACROSS)[number];

export const AXIS_SORTS = ['alpha_asc', 'alpha_desc', 'value_asc', 'value_desc'] as const;
export type AxisSort = (typeof AXIS_SORTS)[number];

export function readNormalizeAcross(formData: QueryFormData): NormalizeAcross {
  return readChoice(formData, 'normalize_across', NORMALIZE_ACROSS, 'heatmap');
}

/** An axis order, or undefined for the order the query returned. */
export function readAxisSort(formData: QueryFormData, key: string): AxisSort | undefined {
  const value = formData[key];
  return typeof value === 'string' && (AXIS_SORTS as readonly string[]).includes(value)
    ? (value as AxisSort)
    : undefined;
}
