/**
 * `rename`: `{old: new}` on column labels; with `level`, only labels of that MultiIndex level.
 * A new label of null removes the label from the level (the frontend drops the metric level of
 * single-metric charts that way), and `flatten` then skips it. Superset refuses a rename whose
 * new labels all exist already ("Label already exists").
 */
import { flattenedLabel } from './column-labels';
import { validateColumnArgs } from './column-refs';
import type { Options } from './options';
import { invalid, LABEL_ALREADY_EXISTS } from './post-processing-errors';
import type { Column, Table } from './table';
import { pythonRepr } from './values';

function readRenames(options: Options): Map<string, string | null> {
  const value = options.columns;
  if (value === undefined || value === null) return new Map();
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalid(`Invalid value for \`columns\`: ${pythonRepr(value)}`);
  }
  return new Map(
    Object.entries(value as Record<string, unknown>).map(([from, to]) => [
      from,
      to === null || to === undefined ? null : String(to),
    ]),
  );
}

/** The level position `level` names, or null for "every level". */
function levelPosition(table: Table, depth: number, level: unknown): number | null {
  if (level === undefined || level === null) return null;
  if (typeof level === 'number' && Number.isInteger(level)) {
    const position = level < 0 ? depth + level : level;
    if (position < 0 || position >= depth) {
      throw invalid(
        `Too many levels: Index has only ${depth} level${depth === 1 ? '' : 's'}, not ${level + 1}`,
      );
    }
    return position;
  }
  const position = typeof level === 'string' ? (table.levelNames?.indexOf(level) ?? -1) : -1;
  if (position < 0) throw invalid(`Level ${pythonRepr(level)} not found`);
  return position;
}

export function rename(table: Table, options: Options): Table {
  validateColumnArgs(table, options, 'columns');
  const renames = readRenames(options);
  if (renames.size === 0) return table;
  const depth = Math.max(1, ...table.columns.map((c) => c.levels?.length ?? 1));
  const level = levelPosition(table, depth, options.level);

  const existing = new Set<string | null>();
  for (const column of table.columns) {
    if (column.levels === undefined) existing.add(column.name);
    else existing.add(column.levels[level ?? 0] ?? null);
  }
  if ([...renames.values()].every((to) => to !== null && existing.has(to))) {
    throw invalid(LABEL_ALREADY_EXISTS);
  }

  const renamedIndex = new Map<string, string>();
  const columns = table.columns.map((column): Column => {
    if (column.levels === undefined) {
      if ((level ?? 0) !== 0 || !renames.has(column.name)) return column;
      const to = renames.get(column.name) ?? 'None';
      if (table.index.includes(column.name)) renamedIndex.set(column.name, to);
      return { ...column, name: to };
    }
    let changed = false;
    const levels = column.levels.map((label, k) => {
      if ((level === null || level === k) && label !== null && renames.has(label)) {
        changed = true;
        return renames.get(label) ?? null;
      }
      return label;
    });
    return changed ? { ...column, name: flattenedLabel(levels), levels } : column;
  });
  return {
    ...table,
    columns,
    index: table.index.map((name) => renamedIndex.get(name) ?? name),
  };
}
