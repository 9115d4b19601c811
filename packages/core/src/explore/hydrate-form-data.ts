/**
 * Explore hydration: the form data a chart editor opens with, repaired where a saved
 * chart, permalink or URL left gaps. Pure, so the page, permalinks and tests agree.
 *
 * - a retired chart type (an NVD3 line, the first pivot table…) → its successor, keys renamed;
 * - no `viz_type` → the configured default chart type, else 'table';
 * - no `time_range` → the configured default time filter, else 'No filter';
 * - a `color_scheme` (categorical) or `linear_color_scheme` (sequential) that is not in the
 *   registry → that registry's default scheme, so a removed scheme never breaks a chart.
 */
import {
  DEFAULT_CATEGORICAL_SCHEME,
  DEFAULT_SEQUENTIAL_SCHEME,
  SEQUENTIAL_SCHEMES,
  isKnownCategoricalScheme,
} from '../color/color-schemes';
import type { QueryFormData } from '../query/form-data';
import { NO_TIME_RANGE } from '../time/no-time-range';
import { migrateLegacyFormData } from '../visualizations/legacy/migrate-legacy-viz';

export const FALLBACK_VIZ_TYPE = 'table';

export interface HydrationOptions {
  /** The instance's default chart type (bootstrap `conf.DEFAULT_VIZ_TYPE`). */
  defaultVizType?: string | null;
  /** The instance's default time filter (bootstrap `conf.DEFAULT_TIME_FILTER`). */
  defaultTimeFilter?: string | null;
  /** Registry lookups; the built-in registries when omitted (tests and plugins may swap them). */
  isKnownCategoricalScheme?: (id: string) => boolean;
  isKnownSequentialScheme?: (id: string) => boolean;
  defaultCategoricalScheme?: string;
  defaultSequentialScheme?: string;
}

function isBlankString(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

function isKnownSequential(id: string): boolean {
  return SEQUENTIAL_SCHEMES.some((scheme) => scheme.id === id);
}

/** Returns a repaired copy; the input is not changed. */
export function hydrateFormData(
  formData: Readonly<Record<string, unknown>>,
  options: HydrationOptions = {},
): QueryFormData {
  const hydrated: Record<string, unknown> = {
    ...migrateLegacyFormData(formData, { defaultTimeRange: options.defaultTimeFilter }),
  };

  if (isBlankString(hydrated.viz_type)) {
    hydrated.viz_type = isBlankString(options.defaultVizType)
      ? FALLBACK_VIZ_TYPE
      : options.defaultVizType;
  }
  if (isBlankString(hydrated.time_range)) {
    hydrated.time_range = isBlankString(options.defaultTimeFilter)
      ? NO_TIME_RANGE
      : options.defaultTimeFilter;
  }

  const knownCategorical = options.isKnownCategoricalScheme ?? isKnownCategoricalScheme;
  const scheme = hydrated.color_scheme;
  if (typeof scheme === 'string' && scheme !== '' && !knownCategorical(scheme)) {
    hydrated.color_scheme = options.defaultCategoricalScheme ?? DEFAULT_CATEGORICAL_SCHEME;
  }
  const knownSequential = options.isKnownSequentialScheme ?? isKnownSequential;
  const linear = hydrated.linear_color_scheme;
  if (typeof linear === 'string' && linear !== '' && !knownSequential(linear)) {
    hydrated.linear_color_scheme = options.defaultSequentialScheme ?? DEFAULT_SEQUENTIAL_SCHEME;
  }

  // The type promises a string; a missing key stays visibly empty so the page can show its
  // 'Missing URL parameters' warning instead of guessing a dataset.
  if (typeof hydrated.datasource !== 'string') hydrated.datasource = '';
  return hydrated as QueryFormData;
}
