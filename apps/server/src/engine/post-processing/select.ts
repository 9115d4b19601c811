/**
 * `select`: keep `columns` in the given order (all when not given), then drop `exclude`, then
 * apply `rename` `{old: new}`. Names in `exclude` must survive the `columns` selection.
 */
import { withLevel0 } from './column-labels';
import { resolveReference, validateColumnArgs } from './column-refs';
import { readNames, type Options } from './options';
import { selectExcludeUnavailable } from './post-processing-errors';
import { withColumns, type Column, type Table } from './table';

export function select(table: Table, options: Options): Table {
  validateColumnArgs(table, options, 'columns', 'exclude', 'rename');
  const wanted = readNames(options, 'columns');
  const exclude = readNames(options, 'exclude');
  const renameOption = options.rename;

  let columns: Column[] = [...table.columns];
  if (wanted.length > 0) {
    const picked: Column[] = [];
    const seen = new Set<number>();
    for (const ref of wanted) {
      for (const position of resolveReference(table, ref)) {
        if (!seen.has(position)) picked.push(table.columns[position] as Column);
        seen.add(position);
      }
    }
    columns = picked;
  }
  if (exclude.length > 0) {
    const labelOf = (c: Column) => (c.levels !== undefined ? c.levels[0] : c.name);
    const missing = exclude.filter(
      (ref) => !columns.some((c) => c.name === ref || labelOf(c) === ref),
    );
    if (missing.length > 0) throw selectExcludeUnavailable(missing);
    const drop = new Set(exclude);
    columns = columns.filter((c) => !drop.has(c.name) && !drop.has(labelOf(c) ?? ''));
  }
  let selected = withColumns(table, columns);
  if (renameOption && typeof renameOption === 'object' && !Array.isArray(renameOption)) {
    const renames = renameOption as Record<string, unknown>;
    const renamedIndex = new Map<string, string>();
    const renamed = selected.columns.map((c) => {
      const label = c.levels !== undefined ? c.levels[0] : c.name;
      if (label === null || label === undefined || !Object.hasOwn(renames, label)) return c;
      const to = renames[label];
      const target = to === null || to === undefined ? null : String(to);
      if (c.levels === undefined && target !== null) renamedIndex.set(c.name, target);
      return withLevel0(c, target);
    });
    selected = {
      ...selected,
      columns: renamed,
      index: selected.index.map((name) => renamedIndex.get(name) ?? name),
    };
  }
  return selected;
}
