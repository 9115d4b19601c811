/**
 * Query results → the table component's props: the columns to show (a metric used only as a
 * percent metric is hidden, like Superset), rows, the totals row, conditional-format colours,
 * paging and search settings, and the cross-filter selection.
 */
import { getMetricLabel } from '@panorama/core/query/labels';
import type { ChartHooks, ChartProps } from '../chartPluginTypes';
import { readBoolean, readNumber, readString } from '../shared/echarts/formDataValues';
import { buildColorFormatters, readConditionalFormatting } from '../shared/conditionalFormatting';
import type { CellColorFormatter } from '../shared/conditionalFormatting';
import type { Row } from './rowOperations';
import { describeColumn } from './tableColumns';
import type { TableColumn } from './tableColumns';
import { readMetricList } from '../shared/formDataMetrics';
import {
  DEFAULT_SERVER_PAGE_LENGTH,
  getQueryMode,
  readColumnConfig,
  readOwnState,
} from './tableFormData';

export interface ServerPage {
  currentPage: number;
  pageSize: number;
  /** All rows the query matches (the count query), for the pager. */
  rowCount: number;
  searchText: string;
  searchColumn: string | undefined;
  sortBy: { key: string; desc: boolean } | null;
}

export interface TableChartProps {
  width: number;
  height: number;
  columns: TableColumn[];
  data: Row[];
  /** The totals row (`show_totals`), keyed like the data. */
  totals: Row | null;
  isRawRecords: boolean;
  includeSearch: boolean;
  /** Rows per client-side page; 0 shows all rows in one scrolling list. */
  pageLength: number;
  /** Present when the server pages the rows. */
  serverPage: ServerPage | null;
  colorFormatters: Record<string, CellColorFormatter>;
  /** Group-by columns a click may cross-filter on (aggregate mode, when the host listens). */
  crossFilterColumns: string[];
  /** Values currently selected by this chart's cross filter, per column. */
  selectedValues: Record<string, unknown[]>;
  /** The time grain applied to the axis column, sent with a cross filter on it. */
  timeGrain: string | undefined;
  timeAxisColumn: string | undefined;
  hooks: ChartHooks;
}

const DTTM_ALIAS = '__timestamp';

function timeAxisOf(formData: ChartProps['formData'], isAggregate: boolean): string | undefined {
  if (!isAggregate) return undefined;
  if (formData.include_time === true) return DTTM_ALIAS;
  const lookup = formData.temporal_columns_lookup;
  const groupby = Array.isArray(formData.groupby) ? formData.groupby : [];
  if (!lookup || typeof lookup !== 'object') return undefined;
  return groupby.find(
    (column): column is string =>
      typeof column === 'string' && Boolean((lookup as Record<string, unknown>)[column]),
  );
}

function readSelected(filterState: Record<string, unknown> | undefined): Record<string, unknown[]> {
  const filters = filterState?.filters;
  if (!filters || typeof filters !== 'object') return {};
  const selected: Record<string, unknown[]> = {};
  for (const [key, values] of Object.entries(filters as Record<string, unknown>)) {
    if (Array.isArray(values)) selected[key] = values;
  }
  return selected;
}

export function transformProps(chartProps: ChartProps): TableChartProps {
  const { formData, queriesData, datasource, width, height, hooks, ownState, filterState } =
    chartProps;
  const queryMode = getQueryMode(formData);
  const isAggregate = queryMode === 'aggregate';
  const serverPagination = readBoolean(formData, 'server_pagination', false);
  const [main, ...rest] = queriesData;
  const countResult = serverPagination ? rest[0] : undefined;
  const totalsResult = serverPagination ? rest[1] : rest[0];
  const data = (main?.data ?? []) as Row[];

  const metricLabels = isAggregate ? readMetricList(formData.metrics).map(getMetricLabel) : [];
  const rawPercentLabels = isAggregate
    ? readMetricList(formData.percent_metrics).map(getMetricLabel)
    : [];
  const metricSet = new Set(metricLabels);
  const percentOnly = new Set(rawPercentLabels.filter((label) => !metricSet.has(label)));
  const timeGrain = (formData.extra_form_data?.time_grain_sqla ?? formData.time_grain_sqla) as
    string | undefined;
  const timeAxisColumn = timeAxisOf(formData, isAggregate);
  const columnConfig = readColumnConfig(formData);

  const colnames = main?.colnames ?? Object.keys(data[0] ?? {});
  const settings = {
    columnConfig,
    datasource,
    metricLabels: metricSet,
    percentMetricLabels: new Set(rawPercentLabels.map((label) => `%${label}`)),
    timeGrain: typeof timeGrain === 'string' ? timeGrain : undefined,
    tableTimestampFormat:
      readString(formData, 'table_timestamp_format', 'smart_date') || 'smart_date',
    showCellBars: readBoolean(formData, 'show_cell_bars', true),
    alignPositiveNegative: readBoolean(formData, 'align_pn', false),
    colorPositiveNegative: readBoolean(formData, 'color_pn', true),
    isRawRecords: !isAggregate,
  };
  const columns = colnames
    .map((key, index) => ({ key, coltype: main?.coltypes?.[index] ?? undefined }))
    .filter(({ key }) => !percentOnly.has(key) && columnConfig[key]?.visible !== false)
    .map(({ key, coltype }) =>
      describeColumn({ key, coltype, isTimeAxis: key === timeAxisColumn }, data, settings),
    );

  const colorFormatters = Object.fromEntries(
    buildColorFormatters(readConditionalFormatting(formData.conditional_formatting), data),
  );

  let serverPage: ServerPage | null = null;
  if (serverPagination) {
    const own = readOwnState(
      ownState,
      readNumber(formData, 'server_page_length', DEFAULT_SERVER_PAGE_LENGTH),
    );
    const counted = Number(countResult?.data?.[0]?.rowcount);
    serverPage = {
      currentPage: own.currentPage,
      pageSize: own.pageSize,
      rowCount: Number.isFinite(counted) ? counted : data.length,
      searchText: own.searchText ?? '',
      searchColumn: own.searchColumn,
      sortBy: own.sortBy?.[0] ?? null,
    };
  }

  const groupby = Array.isArray(formData.groupby) ? formData.groupby : [];
  const crossFilterColumns =
    isAggregate && hooks.setDataMask
      ? groupby.filter((column): column is string => typeof column === 'string')
      : [];

  return {
    width,
    height,
    columns,
    data,
    totals: isAggregate ? ((totalsResult?.data?.[0] as Row | undefined) ?? null) : null,
    isRawRecords: !isAggregate,
    includeSearch: readBoolean(formData, 'include_search', false),
    pageLength: serverPagination ? 0 : Math.max(0, readNumber(formData, 'page_length', 0)),
    serverPage,
    colorFormatters,
    crossFilterColumns,
    selectedValues: readSelected(filterState),
    timeGrain: settings.timeGrain,
    timeAxisColumn,
    hooks,
  };
}
