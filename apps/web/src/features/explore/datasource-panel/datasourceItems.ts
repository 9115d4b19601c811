/**
 * What the panel lists under Metrics and Columns: the search over names, verbose names,
 * descriptions and expressions (best matches first, certified items before others), and the
 * first-50 cut with "Show all...".
 */
import type { DatasourceColumn, DatasourceMetric } from '../../../models/datasourceTypes';

/** Rows shown per section before "Show all..." (Superset's default). */
export const DEFAULT_MAX_ITEMS = 50;

/** How well a search term matched; higher is better, absent means no match. */
const RANK = {
  EQUAL: 5,
  STARTS_WITH: 4,
  WORD_STARTS_WITH: 3,
  CONTAINS: 2,
  /** Descriptions and expressions only ever count as a weak match. */
  DETAIL_CONTAINS: 1,
} as const;

function nameRank(value: string | null | undefined, term: string): number {
  if (typeof value !== 'string' || value === '') return 0;
  const text = value.toLowerCase();
  if (text === term) return RANK.EQUAL;
  if (text.startsWith(term)) return RANK.STARTS_WITH;
  if (new RegExp(`[\\s_.\\-(]${escapeRegExp(term)}`).test(text)) return RANK.WORD_STARTS_WITH;
  if (text.includes(term)) return RANK.CONTAINS;
  return 0;
}

/** Underscores, new lines and runs of spaces count as one space in free text. */
function detailRank(values: ReadonlyArray<string | null | undefined>, term: string): number {
  const wanted = term.replace(/[_\s]+/g, ' ');
  return values.some(
    (value) =>
      typeof value === 'string' &&
      value
        .toLowerCase()
        .replace(/[_\s]+/g, ' ')
        .includes(wanted),
  )
    ? RANK.DETAIL_CONTAINS
    : 0;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Searchable {
  names: ReadonlyArray<string | null | undefined>;
  details: ReadonlyArray<string | null | undefined>;
  certified: boolean;
}

export function isCertifiedColumn(column: DatasourceColumn): boolean {
  return column.is_certified === true || hasText(column.certified_by);
}

export function isCertifiedMetric(metric: DatasourceMetric): boolean {
  return metric.is_certified === true || hasText(metric.certified_by);
}

function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The items matching `search` (case-insensitive), best rank first; ties keep certified items
 * first and then the dataset's own order. An empty search keeps every item.
 */
function searchItems<T>(
  items: readonly T[],
  search: string,
  describe: (item: T) => Searchable,
): T[] {
  const term = search.trim().toLowerCase();
  const ranked = items.flatMap((item, index) => {
    const info = describe(item);
    const rank =
      term === ''
        ? 0
        : Math.max(
            ...info.names.map((name) => nameRank(name, term)),
            detailRank(info.details, term),
          );
    return term !== '' && rank === 0 ? [] : [{ item, index, rank, certified: info.certified }];
  });
  ranked.sort(
    (a, b) => b.rank - a.rank || Number(b.certified) - Number(a.certified) || a.index - b.index,
  );
  return ranked.map(({ item }) => item);
}

export function searchColumns(
  columns: readonly DatasourceColumn[],
  search: string,
): DatasourceColumn[] {
  return searchItems(columns, search, (column) => ({
    names: [column.verbose_name, column.column_name],
    details: [column.description, column.expression],
    certified: isCertifiedColumn(column),
  }));
}

export function searchMetrics(
  metrics: readonly DatasourceMetric[],
  search: string,
): DatasourceMetric[] {
  return searchItems(metrics, search, (metric) => ({
    names: [metric.verbose_name, metric.metric_name],
    details: [metric.description, metric.expression],
    certified: isCertifiedMetric(metric),
  }));
}

/** The rows a section shows: all of them, or the first {@link DEFAULT_MAX_ITEMS}. */
export function visibleItems<T>(items: readonly T[], showAll: boolean): readonly T[] {
  return showAll || items.length <= DEFAULT_MAX_ITEMS ? items : items.slice(0, DEFAULT_MAX_ITEMS);
}

/** The label of a row: the verbose name when there is one, else the name. */
export function columnLabel(
  column: Pick<DatasourceColumn, 'column_name' | 'verbose_name'>,
): string {
  return hasText(column.verbose_name) ? column.verbose_name : column.column_name;
}

export function metricLabel(
  metric: Pick<DatasourceMetric, 'metric_name' | 'verbose_name'>,
): string {
  return hasText(metric.verbose_name) ? metric.verbose_name : metric.metric_name;
}
