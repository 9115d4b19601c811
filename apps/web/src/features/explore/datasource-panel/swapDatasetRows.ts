/**
 * The swap modal's list: the `GET /api/v1/dataset/` query (20 a page, table_name contains the
 * search, newest changes first unless a column is sorted) and its rows read defensively.
 */
import type { ListFilter, ListQuery, SortDirection } from '../../../api/listQuery';
import type { OwnerRef } from '../../../components/list-view/ownerNames';

export const SWAP_PAGE_SIZE = 20;

/** Superset's dataset list default: most recently changed first. */
export const SWAP_DEFAULT_SORT = {
  column: 'changed_on_delta_humanized',
  direction: 'desc',
} as const;

export interface SwapSort {
  column: string;
  direction: SortDirection;
}

export function swapListQuery(search: string, page: number, sort: SwapSort): ListQuery {
  const term = search.trim();
  const filters: ListFilter[] = term === '' ? [] : [{ col: 'table_name', opr: 'ct', value: term }];
  return {
    order_column: sort.column,
    order_direction: sort.direction,
    page,
    page_size: SWAP_PAGE_SIZE,
    filters,
  };
}

export interface SwapRow {
  id: number;
  table_name: string;
  kind: 'physical' | 'virtual';
  schema: string | null;
  database_name: string;
  owners: OwnerRef[];
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function owners(value: unknown): OwnerRef[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (o: unknown): o is OwnerRef =>
      typeof o === 'object' && o !== null && typeof (o as { id?: unknown }).id === 'number',
  );
}

/** A list row as the modal shows it; null for a row without an id. */
export function swapRow(item: Record<string, unknown>): SwapRow | null {
  if (typeof item.id !== 'number') return null;
  const database = item.database as { database_name?: unknown } | null | undefined;
  const sql = str(item.sql);
  const kind =
    item.kind === 'virtual' || item.kind === 'physical'
      ? item.kind
      : sql !== null && sql.trim() !== ''
        ? 'virtual'
        : 'physical';
  return {
    id: item.id,
    table_name: str(item.table_name) ?? `#${item.id}`,
    kind,
    schema: str(item.schema),
    database_name: str(database?.database_name) ?? '',
    owners: owners(item.owners),
  };
}
