/**
 * position_json in and out. Loading repairs what a stored document can get wrong
 * (unknown component types, dangling or shared children, missing parents), places charts that
 * belong to the dashboard but are not in the layout, re-syncs chart names and adds the HEADER_ID
 * component that carries the title for undo and redo. Saving adds the version key back.
 */
import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_POSITION_DATA_LIMIT,
  DASHBOARD_ROOT_ID,
  DASHBOARD_VERSION,
  DASHBOARD_VERSION_KEY,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
} from './layout-constants';
import { findFirstParentContainer, reachableIds, syncParents } from './layout-tree';
import type { DashboardLayout, LayoutItem } from './layout-types';
import { newComponent, randomIdPart } from './new-component';
import { parsePositionJson } from './position-json-parse';

export { findFirstParentContainer } from './layout-tree';

/** A root holding an empty grid: the layout of a new dashboard. */
export function getEmptyLayout(): DashboardLayout {
  return {
    [DASHBOARD_ROOT_ID]: {
      id: DASHBOARD_ROOT_ID,
      type: 'ROOT',
      children: [DASHBOARD_GRID_ID],
      parents: [],
      meta: {},
    },
    [DASHBOARD_GRID_ID]: {
      id: DASHBOARD_GRID_ID,
      type: 'GRID',
      children: [],
      parents: [DASHBOARD_ROOT_ID],
      meta: {},
    },
  };
}

export interface DashboardChartRef {
  id: number;
  sliceName: string;
}

/** A chart to place; without a name the placed component carries none. */
type PlacedChartRef = Pick<DashboardChartRef, 'id'> & Partial<DashboardChartRef>;

export interface BuildDashboardLayoutArgs {
  /** The stored position_json: an object, its JSON text, or null. */
  positionJson: unknown;
  /** Charts attached to the dashboard. */
  charts: DashboardChartRef[];
  dashboardTitle: string;
  /** Random part of the ids of rows made for auto-placed charts. */
  idSeed?: () => string;
}

/** Chart ids of the layout's CHART components, each once, in the order the dashboard shows them. */
export function chartIdsInLayout(layout: DashboardLayout): number[] {
  const ids = new Set<number>();
  const reachable = reachableIds(layout);
  const reachableSet = new Set(reachable);
  const rest = Object.keys(layout).filter((id) => !reachableSet.has(id));
  for (const id of [...reachable, ...rest]) {
    const item = layout[id];
    if (item?.type === 'CHART' && typeof item.meta.chartId === 'number') ids.add(item.meta.chartId);
  }
  return [...ids];
}

function uniqueId(layout: DashboardLayout, base: string): string {
  let id = base;
  for (let attempt = 2; layout[id]; attempt += 1) id = `${base}-${attempt}`;
  return id;
}

/**
 * Appends charts missing from the layout under the first container, in rows of three default-width
 * charts: a new row starts when the current one would go past the grid's width.
 */
function placeMissingCharts(
  layout: DashboardLayout,
  charts: readonly PlacedChartRef[],
  idSeed: () => string,
): DashboardLayout {
  const placed = new Set(chartIdsInLayout(layout));
  const missing = charts.filter((chart) => {
    if (placed.has(chart.id)) return false;
    placed.add(chart.id);
    return true;
  });
  const containerId = findFirstParentContainer(layout);
  if (missing.length === 0 || !layout[containerId]) return layout;
  const draft: DashboardLayout = { ...layout };
  const containerChildren = [...(draft[containerId]?.children ?? [])];
  let row: LayoutItem | undefined;
  let rowWidth = 0;
  for (const [index, chart] of missing.entries()) {
    if (!row || rowWidth === 0 || rowWidth + GRID_DEFAULT_CHART_WIDTH > GRID_COLUMN_COUNT) {
      const fresh = newComponent('ROW', {}, idSeed);
      row = { ...fresh, id: uniqueId(draft, fresh.id) };
      draft[row.id] = row;
      containerChildren.push(row.id);
      rowWidth = 0;
    }
    const chartItemId = uniqueId(draft, `CHART-explore-${chart.id}-${index + 1}`);
    draft[chartItemId] = {
      id: chartItemId,
      type: 'CHART',
      children: [],
      meta: {
        chartId: chart.id,
        width: GRID_DEFAULT_CHART_WIDTH,
        height: GRID_DEFAULT_CHART_HEIGHT,
        ...(chart.sliceName === undefined ? {} : { sliceName: chart.sliceName }),
      },
    };
    // The row was made above for this document only, so filling it in place is safe.
    row.children.push(chartItemId);
    rowWidth += GRID_DEFAULT_CHART_WIDTH;
  }
  const container = draft[containerId];
  if (container) draft[containerId] = { ...container, children: containerChildren };
  return draft;
}

/** Each chart component shows the chart's current name. */
function syncSliceNames(layout: DashboardLayout, charts: DashboardChartRef[]): DashboardLayout {
  const names = new Map(charts.map((chart) => [chart.id, chart.sliceName]));
  let next = layout;
  for (const item of Object.values(layout)) {
    if (item.type !== 'CHART' || typeof item.meta.chartId !== 'number') continue;
    const name = names.get(item.meta.chartId);
    if (name === undefined || item.meta.sliceName === name) continue;
    if (next === layout) next = { ...layout };
    next[item.id] = { ...item, meta: { ...item.meta, sliceName: name } };
  }
  return next;
}

/** The layout the dashboard page starts from. */
export function buildDashboardLayout(args: BuildDashboardLayoutArgs): DashboardLayout {
  const stored = parsePositionJson(args.positionJson) ?? getEmptyLayout();
  const placed = placeMissingCharts(stored, args.charts, args.idSeed ?? randomIdPart);
  const named = syncSliceNames(placed, args.charts);
  const header: LayoutItem = {
    id: DASHBOARD_HEADER_ID,
    type: 'HEADER',
    children: [],
    meta: { ...stored[DASHBOARD_HEADER_ID]?.meta, text: args.dashboardTitle },
  };
  return syncParents({ ...named, [DASHBOARD_HEADER_ID]: header });
}

/**
 * Where a dashboard's charts sit as its page shows them: the stored layout (an empty grid when
 * there is none) with the attached charts it lacks placed as buildDashboardLayout places them.
 * Filter scopes are derived from this, so a filter scoped to the whole dashboard or to a tab
 * reaches the charts the user sees there, including charts attached without a saved position.
 */
export function layoutWithAttachedCharts(
  positionJson: unknown,
  chartIds: readonly number[],
): DashboardLayout {
  const stored = parsePositionJson(positionJson) ?? getEmptyLayout();
  const charts = chartIds.map((id) => ({ id }));
  return syncParents(placeMissingCharts(stored, charts, randomIdPart));
}

/** The position_json object to save: the layout plus DASHBOARD_VERSION_KEY: 'v2'. */
export function serializePositionJson(layout: DashboardLayout): Record<string, unknown> {
  return { [DASHBOARD_VERSION_KEY]: DASHBOARD_VERSION, ...layout };
}

/** True when the saved position_json text would be longer than the limit. */
export function positionJsonTooLarge(
  layout: DashboardLayout,
  limit: number = DASHBOARD_POSITION_DATA_LIMIT,
): boolean {
  return JSON.stringify(serializePositionJson(layout)).length > limit;
}
