/**
 * The categorical colour of each series, by core's label colour rule: the dashboard's pinned
 * `label_colors` first, then its shared colour map (`shared_label_colors` in the form data a
 * dashboard draws with), then the chosen scheme in the order labels are first asked for.
 * On a dashboard the scale also notes the labels it colours, so the dashboard can find the ones
 * several charts draw and give them one colour.
 */
import {
  colorLabelOf,
  createLabelColorScale,
  labelColorMapOf,
  sharedLabelColorsOf,
  type LabelColorMap,
} from '@panorama/core/color/label-colors';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { readOptionalString } from './formDataValues';
import {
  CATEGORICAL_SCHEMES,
  DEFAULT_CATEGORICAL_SCHEME,
} from '@panorama/core/color/color-schemes';
import { analogousColorsEnabled } from '../color/analogousColorsSetting';
import { startChartLabels } from '../color/chartLabelRecorder';

export type ColorScale = (label: string) => string;

export function categoricalColors(schemeId: string | undefined): string[] {
  const scheme =
    CATEGORICAL_SCHEMES.find((candidate) => candidate.id === schemeId) ??
    CATEGORICAL_SCHEMES.find((candidate) => candidate.id === DEFAULT_CATEGORICAL_SCHEME);
  return scheme?.colors.length ? scheme.colors : ['#1FA8C9'];
}

export function createColorScale(
  schemeId: string | undefined,
  labelColors: Record<string, unknown> = {},
  sharedColors: LabelColorMap = {},
): ColorScale {
  return createLabelColorScale({
    colors: categoricalColors(schemeId),
    labelColors: labelColorMapOf(labelColors),
    sharedColors,
    analogous: analogousColorsEnabled(),
  });
}

/** `label_colors` of the form data when it is an object. */
export function labelColorsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * The colour scale a chart's form data picks: its scheme (or `schemeId`, for charts reading it
 * under another name), with the dashboard's label colours and shared colour map.
 */
export function formDataColorScale(formData: QueryFormData, schemeId?: string): ColorScale {
  const dashboardId = positiveInteger(formData.dashboardId);
  const scale = createColorScale(
    schemeId ?? readOptionalString(formData, 'color_scheme'),
    labelColorsOf(formData.label_colors),
    // Only a chart drawn for a dashboard follows its shared map; a chart alone has none.
    dashboardId === null ? {} : sharedLabelColorsOf(formData),
  );
  const chartId = positiveInteger(formData.slice_id);
  if (dashboardId === null || chartId === null) return scale;
  const note = startChartLabels(dashboardId, chartId);
  return (label) => {
    note(colorLabelOf(label));
    return scale(label);
  };
}
