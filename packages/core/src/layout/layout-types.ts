/**
 * The dashboard layout: position_json without its version key, a flat map from component id to
 * component. Children are listed by id, so moving a subtree only rewrites a few entries.
 */
import type {
  DROP_BOTTOM,
  DROP_FORBIDDEN,
  DROP_LEFT,
  DROP_RIGHT,
  DROP_TOP,
} from './layout-constants';

export type LayoutComponentType =
  | 'ROOT'
  | 'GRID'
  | 'ROW'
  | 'COLUMN'
  | 'CHART'
  | 'MARKDOWN'
  | 'HEADER'
  | 'DIVIDER'
  | 'TABS'
  | 'TAB'
  | 'DYNAMIC';

export const LAYOUT_COMPONENT_TYPES: readonly LayoutComponentType[] = [
  'ROOT',
  'GRID',
  'ROW',
  'COLUMN',
  'CHART',
  'MARKDOWN',
  'HEADER',
  'DIVIDER',
  'TABS',
  'TAB',
  'DYNAMIC',
];

export interface LayoutItemMeta {
  /** Columns out of GRID_COLUMN_COUNT (resizable components). */
  width?: number;
  /** Units of GRID_BASE_UNIT pixels (charts and markdown). */
  height?: number;
  chartId?: number;
  sliceName?: string;
  sliceNameOverride?: string;
  uuid?: string;
  text?: string;
  defaultText?: string;
  placeholder?: string;
  headerSize?: string;
  /** Markdown source. */
  code?: string;
  background?: string;
  /** Superset stores open-ended extra keys here; they are kept as they are. */
  [key: string]: unknown;
}

export interface LayoutItem {
  id: string;
  type: LayoutComponentType;
  children: string[];
  /** Ancestor ids, ROOT_ID first. */
  parents?: string[];
  meta: LayoutItemMeta;
}

/** position_json without DASHBOARD_VERSION_KEY: a flat id-keyed map. */
export type DashboardLayout = Record<string, LayoutItem>;

export type DropPosition =
  | typeof DROP_TOP
  | typeof DROP_RIGHT
  | typeof DROP_BOTTOM
  | typeof DROP_LEFT
  | typeof DROP_FORBIDDEN;

/** Where a component goes: the parent's id and its final index among the parent's children. */
export interface LayoutDestination {
  id: string;
  index: number;
}

/** A native filter's (or cross filter's) scope: a root path and the component ids it leaves out. */
export interface FilterScope {
  /** Ids of ROOT/TAB components under which charts are in scope. */
  rootPath: string[];
  /** Chart ids left out although they sit under rootPath. */
  excluded: number[];
}

/** What a layout edit returns. */
export interface LayoutActionResult {
  layout: DashboardLayout;
  /** refusal: layout unchanged */
  error?: string;
  warning?: string;
}

export interface LayoutActionOptions {
  /** Scopes of the dashboard's native filters, to warn when a move changes a chart's filters. */
  filterScopes?: FilterScope[];
  /** Random part of ids of components an edit creates (rows, tabs); for reproducible tests. */
  idSeed?: () => string;
}
