/**
 * Which columns an operation works on when given a `{source: target}` mapping, or, for the
 * `is_pivot_df` shape of older clients, every value column of a pivoted frame (the numeric
 * columns that are not the index).
 */
import { resolveReference } from './column-refs';
import { readBool, readColumnMapping, type Options } from './options';
import type { Table } from './table';
import { isNumericColumn } from './values';

export interface MappedColumn {
  position: number;
  target: string;
}

export function mappedColumns(table: Table, options: Options): MappedColumn[] {
  const mapping = readColumnMapping(options, 'columns');
  if (mapping.length === 0 && readBool(options, 'is_pivot_df', false)) {
    return table.columns.flatMap((c, position) =>
      table.index.includes(c.name) || !isNumericColumn(c)
        ? []
        : [{ position, target: c.levels !== undefined ? (c.levels[0] ?? c.name) : c.name }],
    );
  }
  return mapping.flatMap(([source, target]) =>
    resolveReference(table, source).map((position) => ({ position, target })),
  );
}
