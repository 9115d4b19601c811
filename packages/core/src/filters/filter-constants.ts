/**
 * Constants of native filters, cross filters and filter sets (Superset's values).
 */
import type { ExtraFormDataAppend, ExtraFormDataOverride } from './filter-types';

export const NATIVE_FILTER_PREFIX = 'NATIVE_FILTER-';
export const NATIVE_FILTER_DIVIDER_PREFIX = 'NATIVE_FILTER_DIVIDER-';

/** chart_configuration scope meaning "use global_chart_configuration". */
export const GLOBAL_SCOPE_POINTER = 'global';

/** extraFormData keys whose lists are concatenated on merge. */
export const EXTRA_FORM_DATA_APPEND_KEYS = [
  'adhoc_filters',
  'filters',
  'interactive_groupby',
  'interactive_highlight',
  'interactive_drilldown',
  'custom_form_data',
] as const satisfies readonly (keyof ExtraFormDataAppend)[];

/** Override keys that replace a query-object field. */
export const EXTRA_FORM_DATA_OVERRIDE_REGULAR_KEYS = [
  'granularity',
  'granularity_sqla',
  'time_column',
  'time_grain',
  'time_range',
] as const satisfies readonly (keyof ExtraFormDataOverride)[];

/** Override keys that go into the query object's `extras`. */
export const EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS = [
  'druid_time_origin',
  'relative_start',
  'relative_end',
  'time_grain_sqla',
] as const satisfies readonly (keyof ExtraFormDataOverride)[];

export const EXTRA_FORM_DATA_OVERRIDE_KEYS = [
  ...EXTRA_FORM_DATA_OVERRIDE_REGULAR_KEYS,
  ...EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS,
] as const;

/** A removed filter can be restored for this long before the removal sticks (undo a mistake). */
export const FILTER_REMOVAL_UNDO_MS = 5000;

/** Debounce of a range filter's min and max inputs, so a number is not applied digit by digit. */
export const RANGE_FILTER_DEBOUNCE_MS = 300;

/** Rows fetched for a filter's options unless the server configures another limit. */
export const NATIVE_FILTER_DEFAULT_ROW_LIMIT = 1000;

/** Select filter defaults. */
export const SELECT_FILTER_DEFAULT_CONTROL_VALUES = {
  enableEmptyFilter: false,
  inverseSelection: false,
  defaultToFirstItem: false,
  multiSelect: true,
  searchAllOptions: false,
  sortAscending: true,
} as const;

/** The adhoc filter an empty select with enableEmptyFilter emits: matches no row. */
export const EMPTY_FILTER_SQL = '1 = 0';

/** Select menus: virtualised above this many options; option height and menu bounds in px. */
export const SELECT_VIRTUALIZE_THRESHOLD = 100;
export const SELECT_OPTION_HEIGHT = 30;
export const SELECT_MENU_MAX_HEIGHT = 220;
export const SELECT_MENU_MIN_HEIGHT = 100;
