/**
 * The categorical colour of each series: colours of the chosen scheme in the order labels are
 * first asked for, cycling when there are more labels than colours. A dashboard's `label_colors`
 * (form data, label → colour) pins chosen labels to a colour first.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { readOptionalString } from './formDataValues';
import {
  CATEGORICAL_SCHEMES,
  DEFAULT_CATEGORICAL_SCHEME,
} from '@panorama/core/color/color-schemes';

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
): ColorScale {
  const colors = categoricalColors(schemeId);
  const assigned = new Map<string, string>();
  return (label) => {
    const pinned = labelColors[label];
    if (typeof pinned === 'string' && pinned !== '') return pinned;
    let color = assigned.get(label);
    if (color === undefined) {
      color = colors[assigned.size % colors.length] as string;
      assigned.set(label, color);
    }
    return color;
  };
}

/** `label_colors` of the form data when it is an object. */
export function labelColorsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The colour scale a chart's form data picks: its scheme, with the dashboard's label colours. */
export function formDataColorScale(formData: QueryFormData): ColorScale {
  return createColorScale(
    readOptionalString(formData, 'color_scheme'),
    labelColorsOf(formData.label_colors),
  );
}
