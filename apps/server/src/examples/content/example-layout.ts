/**
 * An example dashboard's layout (Superset's position_json: rows of charts and markdown, under
 * tabs when it has them) and its json_metadata (native filters, cross-filter scopes), written
 * with the bundle's chart ids as Superset's export writes them.
 */
import { exampleDatasetUuid } from '../example-uuids';
import type {
  ExampleChartSpec,
  ExampleDashboardSpec,
  ExampleFilterSpec,
  LayoutRow,
} from './example-content-spec';

export interface PlacedChart {
  spec: ExampleChartSpec;
  id: number;
  uuid: string;
}

type Item = Record<string, unknown>;

const DEFAULT_HEIGHT = 50;

export function dashboardPosition(
  dashboard: ExampleDashboardSpec,
  charts: readonly PlacedChart[],
): Record<string, unknown> {
  const byKey = new Map(charts.map((chart) => [chart.spec.key, chart]));
  const position: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { children: ['GRID_ID'], id: 'ROOT_ID', type: 'ROOT' },
    HEADER_ID: { id: 'HEADER_ID', meta: { text: dashboard.title }, type: 'HEADER' },
  };
  let rowCount = 0;
  let markdownCount = 0;
  const placeRows = (rows: readonly LayoutRow[], parents: string[]): string[] =>
    rows.map((row) => {
      const rowId = `ROW-${++rowCount}`;
      const rowParents = [...parents, rowId];
      const children = row.map((cell) => {
        if ('markdown' in cell) {
          const id = `MARKDOWN-${++markdownCount}`;
          position[id] = {
            children: [],
            id,
            meta: { code: cell.markdown, width: cell.width, height: cell.height },
            parents: rowParents,
            type: 'MARKDOWN',
          };
          return id;
        }
        const chart = byKey.get(cell.chart);
        if (!chart) throw new Error(`${dashboard.slug}: the layout names no chart ${cell.chart}`);
        const id = `CHART-${cell.chart}`;
        position[id] = {
          children: [],
          id,
          meta: {
            chartId: chart.id,
            height: cell.height ?? DEFAULT_HEIGHT,
            sliceName: chart.spec.name,
            uuid: chart.uuid,
            width: cell.width,
          },
          parents: rowParents,
          type: 'CHART',
        };
        return id;
      });
      position[rowId] = {
        children,
        id: rowId,
        meta: { background: 'BACKGROUND_TRANSPARENT' },
        parents,
        type: 'ROW',
      };
      return rowId;
    });
  const gridChildren = placeRows(dashboard.rows, ['ROOT_ID', 'GRID_ID']);
  if (dashboard.tabs?.length) {
    const tabsId = 'TABS-main';
    const tabParents = ['ROOT_ID', 'GRID_ID', tabsId];
    const tabIds = dashboard.tabs.map((tab, index) => {
      const tabId = `TAB-${index + 1}`;
      position[tabId] = {
        children: placeRows(tab.rows, [...tabParents, tabId]),
        id: tabId,
        meta: { defaultText: 'Tab title', placeholder: 'Tab title', text: tab.title },
        parents: tabParents,
        type: 'TAB',
      };
      return tabId;
    });
    position[tabsId] = {
      children: tabIds,
      id: tabsId,
      meta: {},
      parents: ['ROOT_ID', 'GRID_ID'],
      type: 'TABS',
    };
    gridChildren.push(tabsId);
  }
  position.GRID_ID = { children: gridChildren, id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' };
  const placedCharts = Object.values(position).filter(
    (item) => (item as Item | undefined)?.type === 'CHART',
  ).length;
  if (placedCharts !== charts.length)
    throw new Error(`${dashboard.slug}: every chart must be placed once in the layout`);
  return position;
}

/** The charts a filter leaves alone: those on other tables, and those it names. */
function excludedIds(filter: ExampleFilterSpec, charts: readonly PlacedChart[]): number[] {
  return charts
    .filter(
      (chart) =>
        (filter.dataset !== undefined && chart.spec.dataset !== filter.dataset) ||
        (filter.excluded ?? []).includes(chart.spec.key),
    )
    .map((chart) => chart.id);
}

function defaultDataMask(filter: ExampleFilterSpec): Item {
  if (filter.defaultValue === undefined) return { filterState: {}, extraFormData: {} };
  if (filter.filterType === 'filter_time')
    return {
      filterState: { value: filter.defaultValue },
      extraFormData: { time_range: filter.defaultValue },
    };
  const values = Array.isArray(filter.defaultValue) ? filter.defaultValue : [filter.defaultValue];
  return {
    filterState: { value: values },
    extraFormData: { filters: [{ col: filter.column, op: 'IN', val: values }] },
  };
}

function nativeFilter(filter: ExampleFilterSpec, charts: readonly PlacedChart[]): Item {
  const excluded = excludedIds(filter, charts);
  const targets =
    filter.dataset !== undefined && filter.column !== undefined
      ? [{ datasetUuid: exampleDatasetUuid(filter.dataset), column: { name: filter.column } }]
      : [{}];
  return {
    id: filter.id,
    type: 'NATIVE_FILTER',
    name: filter.name,
    filterType: filter.filterType,
    description: filter.description ?? '',
    targets,
    scope: { rootPath: ['ROOT_ID'], excluded },
    chartsInScope: charts.map((c) => c.id).filter((id) => !excluded.includes(id)),
    controlValues: filter.controlValues ?? {},
    defaultDataMask: defaultDataMask(filter),
    cascadeParentIds: filter.cascadeParentId ? [filter.cascadeParentId] : [],
  };
}

export function dashboardMetadata(
  dashboard: ExampleDashboardSpec,
  charts: readonly PlacedChart[],
): Record<string, unknown> {
  const ids = charts.map((chart) => chart.id);
  return {
    color_scheme: dashboard.colorScheme ?? 'supersetColors',
    refresh_frequency: 0,
    expanded_slices: {},
    timed_refresh_immune_slices: [],
    label_colors: {},
    shared_label_colors: [],
    cross_filters_enabled: true,
    native_filter_configuration: dashboard.filters.map((filter) => nativeFilter(filter, charts)),
    chart_configuration: Object.fromEntries(
      ids.map((id) => [
        String(id),
        {
          id,
          crossFilters: { scope: 'global', chartsInScope: ids.filter((other) => other !== id) },
        },
      ]),
    ),
    global_chart_configuration: {
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      chartsInScope: ids,
    },
  };
}
