/**
 * Column values of the column drop zone (groupby, columns, x_axis): a column name, or an adhoc
 * SQL column `{sqlExpression, label, expressionType: 'SQL'}` written on the Custom SQL tab.
 */
import { isCalculatedColumn } from '@panorama/core/adhoc/column-meta';
import type { AdhocColumn, Column } from '@panorama/core/query/query-object';
import type { DatasourceColumn } from '../../../models/datasourceTypes';

export type ColumnPopoverTab = 'saved' | 'simple' | 'sqlExpression';

/** What the column popover edits: a dataset column's name or SQL, and the custom title. */
export interface ColumnDraft {
  columnName: string | null;
  sqlExpression: string;
  /** '' when the title was not edited. */
  label: string;
}

export function columnDraftFrom(column: Column | null | undefined): ColumnDraft {
  if (typeof column === 'string') return { columnName: column, sqlExpression: '', label: '' };
  if (!column) return { columnName: null, sqlExpression: '', label: '' };
  const custom = column.label && column.label !== column.sqlExpression ? column.label : '';
  return { columnName: null, sqlExpression: column.sqlExpression, label: custom };
}

/** The chip label: a column's verbose name or name, an adhoc column's label or SQL. */
export function columnDisplayLabel(column: Column, columns: readonly DatasourceColumn[]): string {
  if (typeof column === 'string') {
    const known = columns.find((c) => c.column_name === column);
    return known?.verbose_name || column;
  }
  return column.label || column.sqlExpression;
}

/** Saved = calculated columns (with an expression), Simple = physical columns. */
export function splitColumns(columns: readonly DatasourceColumn[]): {
  saved: DatasourceColumn[];
  simple: DatasourceColumn[];
} {
  const saved: DatasourceColumn[] = [];
  const simple: DatasourceColumn[] = [];
  for (const column of columns) (isCalculatedColumn(column) ? saved : simple).push(column);
  return { saved, simple };
}

/** The tab an edited column opens on: its own kind; a new one on Saved when there are any. */
export function columnPopoverDefaultTab(
  draft: ColumnDraft,
  columns: readonly DatasourceColumn[],
): ColumnPopoverTab {
  const { saved } = splitColumns(columns);
  if (draft.columnName) {
    return saved.some((c) => c.column_name === draft.columnName) ? 'saved' : 'simple';
  }
  if (draft.sqlExpression) return 'sqlExpression';
  return saved.length > 0 ? 'saved' : 'simple';
}

/** The value Save writes, or null when nothing usable is chosen. */
export function columnFromDraft(draft: ColumnDraft, tab: ColumnPopoverTab): Column | null {
  if (tab === 'sqlExpression') {
    const sqlExpression = draft.sqlExpression.trim();
    if (!sqlExpression) return null;
    const adhoc: AdhocColumn = {
      sqlExpression,
      label: draft.label.trim() || sqlExpression,
      expressionType: 'SQL',
    };
    return adhoc;
  }
  return draft.columnName;
}

export function sameColumn(a: Column | null | undefined, b: Column | null | undefined): boolean {
  if (typeof a === 'string' || typeof b === 'string' || !a || !b) return a === b;
  return a.sqlExpression === b.sqlExpression && (a.label ?? null) === (b.label ?? null);
}

/** Save needs a value different from the one edited (or any value for a new column). */
export function canSaveColumn(
  original: Column | null | undefined,
  draft: ColumnDraft,
  tab: ColumnPopoverTab,
): boolean {
  const next = columnFromDraft(draft, tab);
  return next !== null && !sameColumn(original, next);
}

/** A zone refuses a column it already holds (Superset's DndColumnSelect canDrop). */
export function hasColumnNamed(values: readonly Column[], name: string): boolean {
  return values.some((value) => value === name);
}
