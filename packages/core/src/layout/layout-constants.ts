/**
 * The dashboard layout constants of Superset's `dashboard/util/constants.ts`, with
 * the same names and values so stored position_json and URLs stay compatible.
 */

export const DASHBOARD_GRID_ID = 'GRID_ID';
export const DASHBOARD_HEADER_ID = 'HEADER_ID';
export const DASHBOARD_ROOT_ID = 'ROOT_ID';
/** The key of position_json that carries the layout format version. */
export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
/** The value stored under DASHBOARD_VERSION_KEY: the layout format this code reads and writes. */
export const DASHBOARD_VERSION = 'v2';

export const NEW_COMPONENTS_SOURCE_ID = 'NEW_COMPONENTS_SOURCE_ID';
export const NEW_CHART_ID = 'NEW_CHART_ID';
export const NEW_COLUMN_ID = 'NEW_COLUMN_ID';
export const NEW_DIVIDER_ID = 'NEW_DIVIDER_ID';
export const NEW_HEADER_ID = 'NEW_HEADER_ID';
export const NEW_MARKDOWN_ID = 'NEW_MARKDOWN_ID';
export const NEW_ROW_ID = 'NEW_ROW_ID';
export const NEW_TAB_ID = 'NEW_TAB_ID';
export const NEW_TABS_ID = 'NEW_TABS_ID';
export const NEW_DYNAMIC_COMPONENT = 'NEW_DYNAMIC_COMPONENT';

export const DASHBOARD_ROOT_DEPTH = 0;

/** Pixels per layout unit: a component's pixel height is `meta.height × GRID_BASE_UNIT`. */
export const GRID_BASE_UNIT = 8;
export const GRID_GUTTER_SIZE = 2 * GRID_BASE_UNIT;
export const GRID_COLUMN_COUNT = 12;
export const GRID_MIN_COLUMN_COUNT = 1;
export const GRID_MIN_ROW_UNITS = 5;
export const GRID_MAX_ROW_UNITS = 100;
export const GRID_MIN_ROW_HEIGHT = GRID_GUTTER_SIZE;
export const GRID_DEFAULT_CHART_WIDTH = 4;
/** Height, in GRID_BASE_UNIT units, of a new chart or markdown (400 px). */
export const GRID_DEFAULT_CHART_HEIGHT = 50;

export const SMALL_HEADER = 'SMALL_HEADER';
export const MEDIUM_HEADER = 'MEDIUM_HEADER';
export const LARGE_HEADER = 'LARGE_HEADER';
/** The header size menu; labels are user-visible, so the web passes them through `t()`. */
export const HEADER_SIZE_OPTIONS = [
  { value: SMALL_HEADER, label: 'Small' },
  { value: MEDIUM_HEADER, label: 'Medium' },
  { value: LARGE_HEADER, label: 'Large' },
] as const;

export const BACKGROUND_WHITE = 'BACKGROUND_WHITE';
export const BACKGROUND_TRANSPARENT = 'BACKGROUND_TRANSPARENT';

export const UNDO_LIMIT = 50;

export const SAVE_TYPE_OVERWRITE = 'overwrite';
export const SAVE_TYPE_NEWDASHBOARD = 'newDashboard';

/** Largest position_json (in characters) a save may carry; a server setting may override it. */
export const DASHBOARD_POSITION_DATA_LIMIT = 65535;

export const IN_COMPONENT_ELEMENT_TYPES = ['LABEL'] as const;
export const ALL_FILTERS_ROOT = 'ALL_FILTERS_ROOT';

export const DashboardStandaloneMode = {
  NONE: 0,
  HIDE_NAV: 1,
  HIDE_NAV_AND_TITLE: 2,
  REPORT: 3,
} as const;

export const DEFAULT_HEADER_TEXT = 'New header';
export const DEFAULT_TAB_TITLE = 'Tab title';

export const DROP_TOP = 'DROP_TOP';
export const DROP_RIGHT = 'DROP_RIGHT';
export const DROP_BOTTOM = 'DROP_BOTTOM';
export const DROP_LEFT = 'DROP_LEFT';
export const DROP_FORBIDDEN = 'DROP_FORBIDDEN';

/** A hover deeper than the shallowest drop target only counts this close (px) to an edge. */
export const NON_SHALLOW_DROP_THRESHOLD = 20;
/** When both a child and a sibling drop are valid, this close (px) to an edge means sibling. */
export const SIBLING_DROP_THRESHOLD = 20;
