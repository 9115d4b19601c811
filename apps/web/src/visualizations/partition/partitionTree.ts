/**
 * A value tree → the icicle's nodes (Superset's Partition Chart rules): children are ordered by
 * the size of their value, largest first (names break ties, later names first); children under
 * `threshold` of their parent's weight are cut from the first such child on, then at most
 * `limit` children are kept; each kept child takes a slice of its parent's height in proportion
 * to its weight among the kept children, so a pruned parent is still filled. The weight is the
 * value's size, or its logarithm on a log scale. Columns are the levels: the root (the metric)
 * takes the first column. When the root's children are time buckets (`dates`), they keep their
 * time order, latest first, and are never cut by `limit`; with `equalSize` each weighs the same
 * and none is cut, otherwise every bucket but the first under `threshold` is dropped (not the
 * ones after it).
 */
import type { HierarchyNode } from '../shared/hierarchy/hierarchy';

export interface PartitionRules {
  /** Children kept per node; 0 keeps all. */
  limit: number;
  /** The smallest share of the parent's weight a child may have; 0 keeps all. */
  threshold: number;
  logScale: boolean;
  /** Set when the root's children are time buckets (whose first raw value is the time). */
  dates?: { equalSize: boolean };
}

/** One drawn node, its place as shares of the icicle: `y0`–`y1` of the height, at `depth`. */
export interface PartitionCell {
  node: HierarchyNode;
  parent: HierarchyNode | null;
  depth: number;
  y0: number;
  y1: number;
  /** Whether children of the node are drawn (clicking a node without zooms to its parent). */
  hasChildren: boolean;
}

/** The size of a value; one that is not a number (a mean of nothing, 0/0) weighs nothing. */
function sizeOf(value: number): number {
  return Number.isNaN(value) ? 0 : Math.abs(value);
}

export function partitionWeight(value: number, logScale: boolean): number {
  const size = sizeOf(value);
  return logScale ? Math.log(size + 1) : size;
}

function dateWeight(node: HierarchyNode, rules: PartitionRules): number {
  return rules.dates?.equalSize
    ? partitionWeight(1, rules.logScale)
    : partitionWeight(node.value, rules.logScale);
}

function timeOf(node: HierarchyNode): number {
  const time = node.values[0];
  return typeof time === 'number' ? time : Number(time);
}

function bySizeThenName(a: HierarchyNode, b: HierarchyNode): number {
  const difference = sizeOf(b.value) - sizeOf(a.value);
  if (difference !== 0) return difference;
  return b.name > a.name ? 1 : -1;
}

/** The time buckets under the root that stay drawn, latest first. */
function keptDates(root: HierarchyNode, rules: PartitionRules): HierarchyNode[] {
  const sorted = [...root.children].sort((a, b) => timeOf(b) - timeOf(a));
  if (rules.dates?.equalSize || rules.threshold <= 0) return sorted;
  const total = sorted.reduce((sum, child) => sum + dateWeight(child, rules), 0) || 1;
  return sorted.filter(
    (child, index) => index === 0 || dateWeight(child, rules) / total >= rules.threshold,
  );
}

/** The children of a node that stay drawn, in drawing order. */
export function keptChildren(
  node: HierarchyNode,
  rules: PartitionRules,
  depth = 0,
): HierarchyNode[] {
  if (depth === 0 && rules.dates) return keptDates(node, rules);
  const sorted = [...node.children].sort(bySizeThenName);
  let kept = sorted;
  if (rules.threshold > 0) {
    const total =
      sorted.reduce((sum, child) => sum + partitionWeight(child.value, rules.logScale), 0) || 1;
    // The largest child always stays; the rest stop at the first one under the threshold.
    const firstSmall = sorted.findIndex(
      (child, index) =>
        index > 0 && partitionWeight(child.value, rules.logScale) / total < rules.threshold,
    );
    if (firstSmall > 0) kept = sorted.slice(0, firstSmall);
  }
  if (rules.limit > 0) kept = kept.slice(0, rules.limit);
  return kept;
}

/** The cells of one icicle rooted at `root`, parents before children. */
export function layoutPartition(root: HierarchyNode, rules: PartitionRules): PartitionCell[] {
  const cells: PartitionCell[] = [];
  const place = (
    node: HierarchyNode,
    parent: HierarchyNode | null,
    depth: number,
    y0: number,
    y1: number,
  ) => {
    const children = keptChildren(node, rules, depth);
    cells.push({ node, parent, depth, y0, y1, hasChildren: children.length > 0 });
    const weights = children.map((child) =>
      depth === 0 && rules.dates
        ? dateWeight(child, rules)
        : partitionWeight(child.value, rules.logScale),
    );
    const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
    let top = y0;
    children.forEach((child, index) => {
      const bottom = top + ((weights[index] ?? 0) / total) * (y1 - y0);
      place(child, node, depth + 1, top, bottom);
      top = bottom;
    });
  };
  place(root, null, 0, 0, 1);
  return cells;
}
