/**
 * "Drill to detail": the rows behind a chart (or behind one of its data points), read through the
 * samples endpoint with the chart's own filters. The chart's form data — with the dashboard's
 * filters already merged — is turned into a query object so its WHERE filters, custom WHERE,
 * time range and time column narrow the rows exactly as they narrow the chart; the point the
 * user right-clicked adds one filter per dimension. A time dimension drawn at a time grain becomes
 * the grain's whole period (a month bar is the whole month), since no raw row equals the bucket.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { parseDatasourceKey } from '@panorama/core/query/form-data';
import { buildQueryObject } from '@panorama/core/query/build-query-object';
import type { QueryFilter } from '@panorama/core/query/query-object';
import { formatTemporal } from '../../../components/data-table/cellFormat';

/** The samples page size of the drill-to-detail table (Superset's PAGE_SIZE). */
export const DRILL_DETAIL_PAGE_SIZE = 50;

/** One dimension value of the clicked data point, as a chart's `onContextMenu` reports it. */
export interface DrillFilter {
  col: string;
  op: string;
  val: unknown;
}

export interface DrillDetailBody {
  filters: QueryFilter[];
  extras: Record<string, unknown>;
  granularity?: string;
  time_range?: string;
}

const DAY_MS = 86_400_000;

/** Adds one time grain to a UTC instant; null for grains without a fixed period. */
export function addTimeGrain(
  startMs: number,
  grain: string,
): { start: number; end: number } | null {
  const date = new Date(startMs);
  const plusMonths = (months: number) =>
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      date.getUTCDate(),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    );
  const fixed: Record<string, number> = {
    PT1S: 1_000,
    PT5S: 5_000,
    PT30S: 30_000,
    PT1M: 60_000,
    PT5M: 300_000,
    PT10M: 600_000,
    PT15M: 900_000,
    PT30M: 1_800_000,
    'PT0.5H': 1_800_000,
    PT1H: 3_600_000,
    PT6H: 21_600_000,
    P1D: DAY_MS,
    P7D: 7 * DAY_MS,
    P1W: 7 * DAY_MS,
    '1969-12-28T00:00:00Z/P1W': 7 * DAY_MS,
    '1969-12-29T00:00:00Z/P1W': 7 * DAY_MS,
  };
  const period = fixed[grain];
  if (period !== undefined) return { start: startMs, end: startMs + period };
  // Weeks ending on Saturday/Sunday are labelled by their last day.
  if (grain === 'P1W/1970-01-03T00:00:00Z' || grain === 'P1W/1970-01-04T00:00:00Z')
    return { start: startMs - 6 * DAY_MS, end: startMs + DAY_MS };
  const months: Record<string, number> = { P1M: 1, P3M: 3, 'P0.25Y': 3, P1Y: 12 };
  const count = months[grain];
  return count === undefined ? null : { start: startMs, end: plusMonths(count) };
}

function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

function temporalColumnsOf(formData: QueryFormData): Set<string> {
  const names = new Set<string>(['__timestamp']);
  for (const key of ['x_axis', 'granularity_sqla', 'granularity'] as const) {
    const value = formData[key];
    if (typeof value === 'string' && value) names.add(value);
    else if (value && typeof value === 'object' && 'label' in value) {
      const label = (value as { label?: unknown }).label;
      if (typeof label === 'string') names.add(label);
    }
  }
  return names;
}

/** A drill filter as a query filter: time buckets become their period, the rest stay as given. */
export function drillQueryFilter(filter: DrillFilter, formData: QueryFormData): QueryFilter {
  const grain = formData.time_grain_sqla;
  if (
    filter.op === '==' &&
    typeof filter.val === 'number' &&
    typeof grain === 'string' &&
    temporalColumnsOf(formData).has(filter.col)
  ) {
    const period = addTimeGrain(filter.val, grain);
    if (period) {
      return {
        col: filter.col,
        op: 'TEMPORAL_RANGE',
        val: `${isoSeconds(period.start)} : ${isoSeconds(period.end)}`,
      } as QueryFilter;
    }
  }
  if (filter.op === 'IS NULL' || filter.op === 'IS NOT NULL')
    return { col: filter.col, op: filter.op } as QueryFilter;
  return { col: filter.col, op: filter.op, val: filter.val } as QueryFilter;
}

/** The samples request body for a chart's rows, narrowed by the drilled data point. */
export function drillDetailBody(
  formData: QueryFormData,
  drillFilters: readonly DrillFilter[],
): DrillDetailBody {
  const query = buildQueryObject(formData);
  const filters = [
    ...(query.filters ?? []),
    ...drillFilters.map((filter) => drillQueryFilter(filter, formData)),
  ];
  const body: DrillDetailBody = { filters, extras: { ...(query.extras ?? {}) } };
  // A chart's HAVING narrows aggregates; raw rows have none to narrow.
  delete body.extras.having;
  if (query.granularity) body.granularity = query.granularity;
  if (query.time_range) body.time_range = query.time_range;
  return body;
}

export function drillDatasourceOf(formData: QueryFormData): { id: number; type: string } | null {
  return typeof formData.datasource === 'string' ? parseDatasourceKey(formData.datasource) : null;
}

/** How a drill filter reads in the menu and in the modal's filter tags: `origin = SFO`. */
export function drillFilterLabel(filter: DrillFilter, formData: QueryFormData): string {
  if (filter.op === 'IS NULL') return `${filter.col} IS NULL`;
  const value =
    typeof filter.val === 'number' && temporalColumnsOf(formData).has(filter.col)
      ? formatTemporal(filter.val)
      : String(filter.val);
  return `${filter.col} = ${value}`;
}
