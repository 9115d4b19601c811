/**
 * The form data of each of the mixed chart's two queries, as Superset splits it. Query controls
 * of query B carry the suffix `_b` (`metrics_b`, `groupby_b`, `rolling_type_b`, ...): query A
 * sees the form data without them, query B sees them in place of A's (keys B does not set stay
 * A's). Display controls of query B carry the suffix `B` (`seriesTypeB`, `stackB`, ...) and have
 * their own defaults; both queries share the x axis, time grain, filters from dashboards and
 * everything else.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';

export const QUERY_B_SUFFIX = '_b';
export const DISPLAY_B_SUFFIX = 'B';

/** The form data without the keys that end with `suffix`. */
export function removeFormDataSuffix(formData: QueryFormData, suffix: string): QueryFormData {
  return Object.fromEntries(
    Object.entries(formData).filter(([key]) => !key.endsWith(suffix)),
  ) as QueryFormData;
}

/** The form data with each `<key><suffix>` value moved to `<key>`, replacing what was there. */
export function retainFormDataSuffix(formData: QueryFormData, suffix: string): QueryFormData {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formData)) {
    if (!key.endsWith(suffix) && !Object.hasOwn(result, key)) result[key] = value;
  }
  for (const [key, value] of Object.entries(formData)) {
    if (key.endsWith(suffix) && key.length > suffix.length) {
      result[key.slice(0, -suffix.length)] = value;
    }
  }
  return result as QueryFormData;
}

/** Query A's form data. Contribution is not a mixed-chart control, so a stray value is dropped. */
export function queryFormDataA(formData: QueryFormData): QueryFormData {
  const { contributionMode: _contribution, ...rest } = removeFormDataSuffix(
    formData,
    QUERY_B_SUFFIX,
  );
  return rest as QueryFormData;
}

/** Query B's form data; annotation layers are drawn from query A's result only. */
export function queryFormDataB(formData: QueryFormData): QueryFormData {
  const { contributionMode: _contribution, ...rest } = retainFormDataSuffix(
    formData,
    QUERY_B_SUFFIX,
  );
  return { ...(rest as QueryFormData), annotation_layers: [] };
}

/** The display keys each query has its own value of (query B's with the `B` suffix). */
export const PER_QUERY_DISPLAY_KEYS = [
  'seriesType',
  'stack',
  'area',
  'show_value',
  'only_total',
  'opacity',
  'markerEnabled',
  'markerSize',
  'yAxisIndex',
  'sort_series_type',
  'sort_series_ascending',
] as const;

/**
 * Form data to read query B's display settings from: its `B` keys in place of A's. A missing
 * `B` key means the default, not A's value.
 */
export function displayFormDataB(formData: QueryFormData): QueryFormData {
  const result: Record<string, unknown> = { ...formData };
  for (const key of PER_QUERY_DISPLAY_KEYS) {
    const value = formData[`${key}${DISPLAY_B_SUFFIX}`];
    if (value === undefined) delete result[key];
    else result[key] = value;
  }
  return result as QueryFormData;
}
