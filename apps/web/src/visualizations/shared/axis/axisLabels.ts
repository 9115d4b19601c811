/**
 * Category-axis label layout of Superset's `x_ticks_layout` control (waterfall, box plot):
 * 'auto' lets ECharts decide, 'flat' keeps labels level, '45°' / '90°' turn them, 'staggered'
 * turns them too (ECharts has no staggered layout, Superset draws it at 45° as well).
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { readChoice } from '../echarts/formDataValues';

export const X_TICKS_LAYOUTS = ['auto', 'flat', '45°', '90°', 'staggered'] as const;
export type XTicksLayout = (typeof X_TICKS_LAYOUTS)[number];

export function readXTicksLayout(formData: QueryFormData): XTicksLayout {
  return readChoice(formData, 'x_ticks_layout', X_TICKS_LAYOUTS, 'auto');
}

/** Rotation of the axis labels in degrees; undefined leaves ECharts' default. */
export function xTicksRotation(layout: XTicksLayout): number | undefined {
  switch (layout) {
    case 'auto':
      return undefined;
    case 'flat':
      return 0;
    case '45°':
    case 'staggered':
      return -45;
    case '90°':
      return -90;
  }
}
