/**
 * What a dashboard URL asks for (Superset's reserved URL parameters, so its links work here):
 * - `edit=true`: open in edit mode (granted only with edit permission, decided elsewhere);
 * - `standalone`: 1 hides the navigation, 2 also the title, 3 is report mode (screenshots);
 * - `uiConfig`: a bitmask, 1 hides the title, 2 the tab bar, 4 the navigation, 8 chart controls;
 * - `focused_chart` / `focusedChart`: a chart id to scroll to;
 * - `native_filters_key`, `native_filters` (rison) and `preselect_filters` (JSON): filter state
 *   handed to the native filters;
 * - `permalink_key`: a dashboard permalink whose tabs and anchor are restored.
 */

export const STANDALONE_NONE = 0;
export const STANDALONE_HIDE_NAV = 1;
export const STANDALONE_HIDE_NAV_AND_TITLE = 2;
export const STANDALONE_REPORT = 3;

export type StandaloneMode = 0 | 1 | 2 | 3;

export const UI_CONFIG_HIDE_TITLE = 1;
export const UI_CONFIG_HIDE_TAB = 2;
export const UI_CONFIG_HIDE_NAV = 4;
export const UI_CONFIG_HIDE_CHART_CONTROLS = 8;

export interface UiConfig {
  hideTitle: boolean;
  hideTab: boolean;
  hideNav: boolean;
  hideChartControls: boolean;
}

export interface DashboardUrlParams {
  editRequested: boolean;
  standalone: StandaloneMode;
  uiConfig: UiConfig;
  focusedChartId: number | null;
  nativeFiltersKey: string | null;
  /** The rison text of `native_filters`, left for the native filters to decode. */
  nativeFilters: string | null;
  /** `preselect_filters` parsed: `{chartId: {column: values}}`; null when absent or invalid. */
  preselectFilters: Record<string, unknown> | null;
  permalinkKey: string | null;
}

/** Parameters that steer this page; a permalink keeps every other one (`urlParams`). */
export const RESERVED_URL_PARAMS = [
  'edit',
  'standalone',
  'permalink_key',
  'native_filters_key',
  'native_filters',
  'preselect_filters',
] as const;

export function parseUiConfig(value: string | null): UiConfig {
  const bits = value !== null && /^\d+$/.test(value.trim()) ? Number(value.trim()) : 0;
  return {
    hideTitle: (bits & UI_CONFIG_HIDE_TITLE) !== 0,
    hideTab: (bits & UI_CONFIG_HIDE_TAB) !== 0,
    hideNav: (bits & UI_CONFIG_HIDE_NAV) !== 0,
    hideChartControls: (bits & UI_CONFIG_HIDE_CHART_CONTROLS) !== 0,
  };
}

/** `1`–`3` as given; Superset's older `standalone=true` means 1; anything else is 0. */
export function parseStandalone(value: string | null): StandaloneMode {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === 'true') return STANDALONE_HIDE_NAV;
  if (text === '1' || text === '2' || text === '3') return Number(text) as StandaloneMode;
  return STANDALONE_NONE;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function nonEmpty(value: string | null): string | null {
  return value !== null && value.trim() !== '' ? value : null;
}

function jsonObject(value: string | null): Record<string, unknown> | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function parseDashboardUrlParams(searchText: string): DashboardUrlParams {
  const search = new URLSearchParams(searchText);
  return {
    editRequested: search.get('edit')?.trim().toLowerCase() === 'true',
    standalone: parseStandalone(search.get('standalone')),
    uiConfig: parseUiConfig(search.get('uiConfig')),
    focusedChartId: positiveInt(search.get('focused_chart') ?? search.get('focusedChart')),
    nativeFiltersKey: nonEmpty(search.get('native_filters_key')),
    nativeFilters: nonEmpty(search.get('native_filters')),
    preselectFilters: jsonObject(search.get('preselect_filters')),
    permalinkKey: nonEmpty(search.get('permalink_key')),
  };
}

/** Whether the app's top navigation is hidden (standalone ≥ 1 or uiConfig bit 4). */
export function hidesNavigation(params: Pick<DashboardUrlParams, 'standalone' | 'uiConfig'>) {
  return params.standalone >= STANDALONE_HIDE_NAV || params.uiConfig.hideNav;
}

/** Whether the dashboard's own title bar is hidden (standalone ≥ 2 or uiConfig bit 1). */
export function hidesTitle(params: Pick<DashboardUrlParams, 'standalone' | 'uiConfig'>) {
  return params.standalone >= STANDALONE_HIDE_NAV_AND_TITLE || params.uiConfig.hideTitle;
}

/** Chart menus are hidden by uiConfig bit 8 and in report mode (a screenshot has no use for them). */
export function hidesChartControls(params: Pick<DashboardUrlParams, 'standalone' | 'uiConfig'>) {
  return params.standalone === STANDALONE_REPORT || params.uiConfig.hideChartControls;
}

export function isReportMode(params: Pick<DashboardUrlParams, 'standalone'>): boolean {
  return params.standalone === STANDALONE_REPORT;
}

/** The URL's parameters minus the reserved ones, as `[name, value]` pairs for a permalink. */
export function permalinkUrlParams(searchText: string): Array<[string, string]> {
  const reserved = new Set<string>(RESERVED_URL_PARAMS);
  return [...new URLSearchParams(searchText).entries()].filter(([name]) => !reserved.has(name));
}
