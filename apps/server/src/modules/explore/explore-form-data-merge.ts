/**
 * How the chart editor's opening form data is tidied before it is sent, as Superset's explore
 * does (utils/core.py): legacy `since`/`until` become `time_range`; legacy `filters`, `where` and
 * `having` become adhoc filters; a dashboard's `extra_form_data` and legacy `extra_filters` are
 * merged in (marked `isExtra`); the request's URL parameters are kept in `url_params`.
 * Pure functions on plain JSON; each returns a new object.
 */
import { isRecord } from '@panorama/core/json/is-record';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import crypto from 'node:crypto';

type FormData = Record<string, unknown>;
type Json = Record<string, unknown>;

/** Legacy extra filters on these columns set time fields instead of filtering. */
const TIME_EXTRAS: Record<string, string> = {
  __time_range: 'time_range',
  __time_col: 'granularity_sqla',
  __time_grain: 'time_grain_sqla',
};
/** extra_form_data keys that override form data keys. */
const OVERRIDE_MAPPINGS: Record<string, string> = {
  granularity: 'granularity',
  granularity_sqla: 'granularity',
  time_column: 'time_column',
  time_grain: 'time_grain',
  time_range: 'time_range',
};
/** extra_form_data keys copied into `extras`. */
const OVERRIDE_EXTRA_KEYS = ['relative_start', 'relative_end', 'time_grain_sqla'];

function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${sortedJson(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A stable name for a filter, derived from its content (Superset's md5_sha_from_dict). */
function optionName(filter: Json): string {
  return crypto.createHash('md5').update(sortedJson(filter)).digest('hex');
}

function simpleFilterToAdhoc(filter: Json, clause = 'where'): Json {
  const result: Json = {
    clause: clause.toUpperCase(),
    expressionType: 'SIMPLE',
    comparator: filter.val ?? null,
    operator: filter.op,
    subject: filter.col,
  };
  if (filter.isExtra) result.isExtra = true;
  result.filterOptionName = optionName(result);
  return result;
}

function sqlClauseToAdhoc(formData: FormData, clause: 'where' | 'having'): Json {
  const result: Json = {
    clause: clause.toUpperCase(),
    expressionType: 'SQL',
    sqlExpression: formData[clause],
  };
  result.filterOptionName = optionName(result);
  return result;
}

/** Legacy `since` / `until` become `"since : until"` in `time_range`. */
export function updateTimeRange(formData: FormData): FormData {
  if (!('since' in formData) && !('until' in formData)) return formData;
  const { since, until, ...rest } = formData;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { ...rest, time_range: `${text(since)} : ${text(until)}` };
}

export function convertLegacyFiltersIntoAdhoc(formData: FormData): FormData {
  const out: FormData = { ...formData };
  const current = out.adhoc_filters;
  if (!Array.isArray(current) || current.length === 0) {
    const adhoc: Json[] = [];
    for (const clause of ['having', 'where'] as const) {
      if (clause in out && out[clause] !== '') adhoc.push(sqlClauseToAdhoc(out, clause));
    }
    if (Array.isArray(out.filters)) {
      for (const filter of out.filters) {
        if (isRecord(filter)) adhoc.push(simpleFilterToAdhoc(filter, 'where'));
      }
    }
    out.adhoc_filters = adhoc;
  }
  delete out.filters;
  delete out.having;
  delete out.where;
  return out;
}

/** A dashboard's `extra_form_data`: appended filters, overrides, and extras. */
function mergeExtraFormData(formData: FormData): FormData {
  const { extra_form_data: rawExtra, ...rest } = formData;
  const out: FormData = rest;
  const extra = isRecord(rawExtra) ? rawExtra : {};
  for (const [source, target] of Object.entries(OVERRIDE_MAPPINGS)) {
    if (extra[source] !== undefined && extra[source] !== null) out[target] = extra[source];
  }
  const extras: Json = isRecord(out.extras) ? { ...out.extras } : {};
  for (const key of OVERRIDE_EXTRA_KEYS) {
    if (extra[key] !== undefined && extra[key] !== null) extras[key] = extra[key];
  }
  if (Object.keys(extras).length) out.extras = extras;
  const adhoc = Array.isArray(out.adhoc_filters) ? [...(out.adhoc_filters as unknown[])] : [];
  if (Array.isArray(extra.adhoc_filters)) {
    for (const filter of extra.adhoc_filters) {
      if (isRecord(filter)) adhoc.push({ isExtra: true, ...filter });
    }
  }
  out.adhoc_filters = adhoc;
  const appended = Array.isArray(extra.filters) ? extra.filters.filter(isRecord) : [];
  if (appended.length) {
    // Superset appends them to every adhoc filter list of the form (adhoc_filters, adhoc_filters_b).
    for (const key of Object.keys(out)) {
      const list: unknown = out[key];
      if (key.startsWith('adhoc_filter') && Array.isArray(list)) {
        out[key] = [
          ...(list as unknown[]),
          ...appended.map((f) => simpleFilterToAdhoc({ isExtra: true, ...f })),
        ];
      }
    }
  }
  // Only a range from extra_form_data (a dashboard's time filter) replaces the range of
  // TEMPORAL_RANGE filters. The form data's own `time_range` is the legacy time control, a
  // default for granularity charts: the chart editor saves it as 'No filter' beside a
  // TEMPORAL_RANGE filter, and copying it over would lose the filter's range on every open.
  const dashboardRange = extra.time_range;
  if (dashboardRange && !out.granularity_sqla && Array.isArray(out.adhoc_filters)) {
    out.adhoc_filters = (out.adhoc_filters as unknown[]).map((f) =>
      isRecord(f) && f.operator === 'TEMPORAL_RANGE' ? { ...f, comparator: dashboardRange } : f,
    );
  }
  return out;
}

function sameValues(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    const left = new Set(a.map((v) => JSON.stringify(v)));
    const right = new Set(b.map((v) => JSON.stringify(v)));
    return left.size === right.size && [...left].every((v) => right.has(v));
  }
  return !Array.isArray(a) && !Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b);
}

/** extra_form_data, then legacy `extra_filters` (filter-box era) into adhoc filters. */
export function mergeExtraFilters(formData: FormData): FormData {
  const out = mergeExtraFormData({
    ...formData,
    applied_time_extras: isRecord(formData.applied_time_extras)
      ? { ...formData.applied_time_extras }
      : {},
    adhoc_filters: Array.isArray(formData.adhoc_filters) ? formData.adhoc_filters : [],
  });
  if (!('extra_filters' in out)) return out;
  const { extra_filters: extraFilters, ...rest } = out;
  const result: FormData = rest;
  const adhoc = [...(result.adhoc_filters as unknown[])];
  const applied = result.applied_time_extras as Json;
  const existing = new Map<string, unknown>();
  for (const f of adhoc) {
    if (isRecord(f) && f.expressionType === 'SIMPLE' && f.comparator != null && f.subject != null)
      existing.set(`${String(f.subject)}__${String(f.operator)}`, f.comparator);
  }
  for (const raw of Array.isArray(extraFilters) ? extraFilters : []) {
    if (!isRecord(raw)) continue;
    const filter: Json = { ...raw, isExtra: true };
    const column = String(filter.col);
    const timeField = TIME_EXTRAS[column];
    if (timeField) {
      if (filter.val && filter.val !== NO_TIME_RANGE) {
        result[timeField] = filter.val;
        applied[column] = filter.val;
      }
      continue;
    }
    const isEmpty =
      filter.val === undefined ||
      filter.val === null ||
      filter.val === '' ||
      (Array.isArray(filter.val) && filter.val.length === 0);
    if (isEmpty) continue;
    const key = `${column}__${String(filter.op)}`;
    if (!existing.has(key) || !sameValues(existing.get(key), filter.val)) {
      adhoc.push(simpleFilterToAdhoc(filter));
    }
  }
  result.adhoc_filters = adhoc;
  return result;
}

/** The request's query parameters (except `form_data` and `r`) into `url_params`. */
export function mergeRequestParams(formData: FormData, params: Record<string, unknown>): FormData {
  const urlParams: Json = isRecord(formData.url_params) ? { ...formData.url_params } : {};
  for (const [key, value] of Object.entries(params)) {
    if (key === 'form_data' || key === 'r') continue;
    urlParams[key] = value;
  }
  return { ...formData, url_params: urlParams };
}

/** Everything explore does to the form data it opens with, in Superset's order. */
export function prepareExploreFormData(
  formData: FormData,
  requestParams: Record<string, unknown>,
): FormData {
  return mergeRequestParams(
    mergeExtraFilters(convertLegacyFiltersIntoAdhoc(formData)),
    requestParams,
  );
}
