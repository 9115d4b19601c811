/**
 * `flatten`: MultiIndex columns become single labels (every non-null level, commas inside a level
 * escaped, joined with ", "; `drop_levels` removed first), and the index becomes ordinary columns
 * (`reset_index`, default true). Index columns are always materialised here, so resetting only
 * forgets which columns were the index.
 */
import { flattenedLabel } from './column-labels';
import { invalid } from './post-processing-errors';
import { readBool, type Options } from './options';
import type { Column, Table } from './table';
import { pythonRepr } from './values';

function levelPositions(table: Table, depth: number, dropLevels: unknown): number[] {
  if (dropLevels === undefined || dropLevels === null) return [];
  const requested = Array.isArray(dropLevels) ? dropLevels : [dropLevels];
  return requested.map((level) => {
    if (typeof level === 'number' && Number.isInteger(level)) {
      const position = level < 0 ? depth + level : level;
      if (position < 0 || position >= depth) {
        throw invalid(`Too many levels: Index has only ${depth} levels, not ${level + 1}`);
      }
      return position;
    }
    const position = table.levelNames?.indexOf(typeof level === 'string' ? level : null) ?? -1;
    if (typeof level !== 'string' || position < 0) {
      throw invalid(`Level ${pythonRepr(level)} not found`);
    }
    return position;
  });
}

export function flatten(table: Table, options: Options): Table {
  const resetIndex = readBool(options, 'reset_index', true);
  const depth = Math.max(0, ...table.columns.map((c) => c.levels?.length ?? 0));
  let columns: readonly Column[] = table.columns;
  if (depth > 0) {
    const drop = new Set(levelPositions(table, depth, options.drop_levels));
    if (drop.size >= depth) {
      throw invalid(
        `Cannot remove ${drop.size} levels from an index with ${depth} levels: at least one level must be left.`,
      );
    }
    columns = table.columns.map((column) => {
      if (column.levels === undefined) return column;
      const levels = column.levels.filter((_, k) => !drop.has(k));
      return { name: flattenedLabel(levels), type: column.type, values: column.values };
    });
  }
  return {
    columns,
    length: table.length,
    index: resetIndex ? [] : table.index,
  };
}
