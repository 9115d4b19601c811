/**
 * Labels of leveled (MultiIndex) columns. Two Superset vintages name them differently:
 *  - old `pivot` flattened right away (`_flatten_column_after_pivot`): levels joined with ", ",
 *    and the aggregate level dropped when the pivot had a single aggregate;
 *  - new `flatten` joins every non-null level, escaping commas inside a level as `\,` so the
 *    response's `label_map` can split the label back on unescaped ", ".
 */
import type { Column } from './table';

export const FLAT_COLUMN_SEPARATOR = ', ';

export function escapeSeparator(text: string): string {
  return text.replace(/,/g, '\\,');
}

/** The label `flatten` gives a leveled column. */
export function flattenedLabel(levels: readonly (string | null)[]): string {
  return levels
    .filter((cell): cell is string => cell !== null)
    .map(escapeSeparator)
    .join(FLAT_COLUMN_SEPARATOR);
}

/**
 * The label old `pivot(flatten_columns=True)` gives a column tuple (the caller leaves out the
 * aggregate level of single-aggregate pivots): no escaping, a missing level printed as `nan`.
 */
export function legacyPivotLabel(levels: readonly (string | null)[]): string {
  return levels.map((cell) => cell ?? 'nan').join(FLAT_COLUMN_SEPARATOR);
}

/** A leveled column whose level 0 is replaced (rename, or a `{source: target}` mapping). */
export function withLevel0(column: Column, level0: string | null, values = column.values): Column {
  if (column.levels === undefined) {
    return { name: level0 ?? 'None', type: column.type, values };
  }
  const levels = [level0, ...column.levels.slice(1)];
  return { name: flattenedLabel(levels), type: column.type, values, levels };
}
