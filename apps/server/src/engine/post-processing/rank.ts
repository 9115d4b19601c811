/**
 * `rank`: adds a column `rank` holding each row's percentile rank of `metric` (pandas
 * `rank(pct=True)`: average rank of ties divided by the number of non-missing values), within
 * its `group_by` group when given. Missing metrics, and rows whose group key is missing, get no
 * rank.
 */
import { requireColumns, resolveSingle } from './column-refs';
import { NUMERIC } from './frame';
import { groupRows } from './group-by';
import { readNames, readString, type Options } from './options';
import { invalid } from './post-processing-errors';
import type { Column, Table } from './table';
import { numericValues } from './values';

/** Percentile ranks of `xs` at `positions`, written into `out`. */
function rankInto(xs: Float64Array, positions: ArrayLike<number>, out: Float64Array): void {
  const present: number[] = [];
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i] as number;
    if (!Number.isNaN(xs[p] as number)) present.push(p);
  }
  present.sort((a, b) => (xs[a] as number) - (xs[b] as number));
  const count = present.length;
  let i = 0;
  while (i < count) {
    let j = i;
    while (j + 1 < count && xs[present[j + 1] as number] === xs[present[i] as number]) j++;
    // Ranks i+1 .. j+1 are tied: each gets their average.
    const average = (i + 1 + (j + 1)) / 2;
    for (let k = i; k <= j; k++) out[present[k] as number] = average / count;
    i = j + 1;
  }
}

export function rank(table: Table, options: Options): Table {
  const metric = readString(options, 'metric');
  if (metric === undefined)
    throw invalid("rank() missing 1 required positional argument: 'metric'");
  const groupBy = readNames(options, 'group_by');
  requireColumns(table, [metric, ...groupBy]);
  const xs = numericValues(table.columns[resolveSingle(table, metric)] as Column);
  const out = new Float64Array(table.length).fill(NaN);
  if (groupBy.length > 0) {
    const groups = groupRows(
      table,
      groupBy.map((name) => resolveSingle(table, name)),
    );
    for (const positions of groups.rows) rankInto(xs, positions, out);
  } else {
    rankInto(
      xs,
      Array.from({ length: table.length }, (_, i) => i),
      out,
    );
  }
  const rankColumn: Column = { name: 'rank', type: NUMERIC, values: out };
  const existing = table.columns.findIndex((c) => c.name === 'rank');
  const columns = [...table.columns];
  if (existing >= 0) columns[existing] = rankColumn;
  else columns.push(rankColumn);
  return { ...table, columns };
}
