/**
 * Where each Gantt bar goes: the y axis is cut into rows, one per category (in order of first
 * appearance), or with `subcategories` one per category and series value, so bars of different
 * series never overlap. Row 0 is drawn at the top. Also the lines between categories and the
 * middle of each category, where its name is written.
 */
import type { Primitive } from '../shared/categories/groupValues';

export interface GanttRows {
  /** The row of each result row (by index); undefined when it has no category row. */
  rowOf: Array<number | undefined>;
  rowCount: number;
  /** Y values (in rows from the bottom) of the line under each category. */
  borders: number[];
  /** Each category's name and the y value of its middle. */
  labels: Array<{ name: string; y: number }>;
}

export function layoutGanttRows(
  categories: readonly Primitive[],
  seriesValues: readonly Primitive[] | null,
): GanttRows {
  const slots = new Map<Primitive, Map<Primitive, number>>();
  categories.forEach((category, index) => {
    const sub = seriesValues ? (seriesValues[index] ?? null) : null;
    const inCategory = slots.get(category) ?? new Map<Primitive, number>();
    if (!inCategory.has(sub)) inCategory.set(sub, inCategory.size);
    slots.set(category, inCategory);
  });
  const firstRow = new Map<Primitive, number>();
  let rowCount = 0;
  for (const [category, inCategory] of slots) {
    firstRow.set(category, rowCount);
    rowCount += inCategory.size;
  }
  const borders: number[] = [];
  const labels: GanttRows['labels'] = [];
  for (const [category, inCategory] of slots) {
    const top = firstRow.get(category) ?? 0;
    const bottom = top + inCategory.size;
    borders.push(rowCount - bottom);
    labels.push({
      name: category === null ? '<NULL>' : String(category),
      y: rowCount - (top + bottom) / 2,
    });
  }
  const rowOf = categories.map((category, index) => {
    const sub = seriesValues ? (seriesValues[index] ?? null) : null;
    const offset = slots.get(category)?.get(sub);
    const top = firstRow.get(category);
    return offset === undefined || top === undefined ? undefined : top + offset;
  });
  return { rowOf, rowCount, borders, labels };
}
