/**
 * The table chart's own form-data keys (Superset's control names) read defensively: saved
 * charts, URLs and imports may carry anything.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';

export type QueryMode = 'aggregate' | 'raw';

/** Per-column display settings of the 'Customize columns' control (`column_config`). */
export interface TableColumnConfig {
  d3NumberFormat?: string;
  /** The d3 format of values between -1 and 1. */
  d3SmallNumberFormat?: string;
  /** Decimal digits numbers are rounded to (0 to 100; 100 keeps them all). */
  fractionDigits?: number;
  /** Superset's per-column currency, `{symbol, symbolPosition}`. */
  currencyFormat?: unknown;
  d3TimeFormat?: string;
  /** Superset's key for the alignment. */
  horizontalAlign?: 'left' | 'center' | 'right';
  showCellBars?: boolean;
  alignPositiveNegative?: boolean;
  colorPositiveNegative?: boolean;
  /** The column's minimum width in pixels. */
  columnWidth?: number;
  visible?: boolean;
}

/** Raw mode when chosen, or (older charts without the choice) when raw columns are set. */
export function getQueryMode(formData: QueryFormData): QueryMode {
  const mode = formData.query_mode;
  if (mode === 'aggregate' || mode === 'raw') return mode;
  const raw = formData.all_columns;
  return Array.isArray(raw) && raw.length > 0 ? 'raw' : 'aggregate';
}

export function readColumnConfig(formData: QueryFormData): Record<string, TableColumnConfig> {
  const value = formData.column_config;
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, TableColumnConfig>)
    : {};
}

/** Server-side page state the table keeps in `ownState`. */
export interface TableOwnState {
  currentPage: number;
  pageSize: number;
  searchText?: string;
  searchColumn?: string;
  sortBy?: Array<{ key: string; desc: boolean }>;
}

export function readOwnState(
  ownState: Record<string, unknown> | undefined,
  defaultPageSize: number,
): TableOwnState {
  const page = Number(ownState?.currentPage);
  const size = Number(ownState?.pageSize);
  const state: TableOwnState = {
    currentPage: Number.isInteger(page) && page >= 0 ? page : 0,
    pageSize: Number.isInteger(size) && size > 0 ? size : defaultPageSize,
  };
  if (typeof ownState?.searchText === 'string') state.searchText = ownState.searchText;
  if (typeof ownState?.searchColumn === 'string') state.searchColumn = ownState.searchColumn;
  if (Array.isArray(ownState?.sortBy)) {
    state.sortBy = (ownState.sortBy as unknown[]).filter(
      (item): item is { key: string; desc: boolean } =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { key?: unknown }).key === 'string',
    );
  }
  return state;
}

export const DEFAULT_SERVER_PAGE_LENGTH = 10;
