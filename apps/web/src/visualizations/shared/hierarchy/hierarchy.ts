/**
 * Grouped result rows → a value tree (sunburst, treemap): each row walks down the hierarchy
 * columns, one level per column, and adds its metric (and secondary metric) to the node it ends
 * in; a parent's value is the sum of its children. Nodes with the same shown name under one
 * parent are one node. Each node keeps its path, raw values for filters and shown names for
 * labels, in order from the top level.
 */
import { parseMetricValue } from '../formDataMetrics';
import { toPrimitive, type Primitive } from '../categories/groupValues';

/** Joins the shown names of a path into its key (also the cross filter's label). */
export const PATH_SEPARATOR = ' / ';

export interface HierarchyNode {
  name: string;
  /** The shown names of the path joined with PATH_SEPARATOR: unique within one tree. */
  key: string;
  names: string[];
  /** Raw group values from the top level down to this node. */
  values: Primitive[];
  value: number;
  secondaryValue: number;
  children: HierarchyNode[];
}

export interface HierarchyInput {
  rows: ReadonlyArray<Record<string, unknown>>;
  /** Result column labels, top level first. */
  columns: readonly string[];
  metric: string;
  secondaryMetric?: string;
  /** The shown name of a column's value. */
  nameOf: (column: string, value: Primitive) => string;
}

interface MutableNode extends HierarchyNode {
  byName: Map<string, MutableNode>;
}

function newNode(parent: MutableNode | null, name: string, value: Primitive): MutableNode {
  const names = parent ? [...parent.names, name] : [name];
  return {
    name,
    key: names.join(PATH_SEPARATOR),
    names,
    values: parent ? [...parent.values, value] : [value],
    value: 0,
    secondaryValue: 0,
    children: [],
    byName: new Map(),
  };
}

/** Sums children into parents and drops the lookup maps. */
function finish(node: MutableNode): HierarchyNode {
  const children = node.children.map((child) => finish(child as MutableNode));
  const value = children.length
    ? children.reduce((sum, child) => sum + child.value, 0)
    : node.value;
  const secondaryValue = children.length
    ? children.reduce((sum, child) => sum + child.secondaryValue, 0)
    : node.secondaryValue;
  const { byName: _byName, ...plain } = node;
  return { ...plain, value, secondaryValue, children };
}

export function buildHierarchy(input: HierarchyInput): HierarchyNode[] {
  const { rows, columns, metric, secondaryMetric, nameOf } = input;
  if (columns.length === 0) return [];
  const top = new Map<string, MutableNode>();
  const order: MutableNode[] = [];
  for (const row of rows) {
    let parent: MutableNode | null = null;
    for (const column of columns) {
      const raw = toPrimitive(row[column]);
      const name = nameOf(column, raw);
      const siblings: Map<string, MutableNode> = parent ? parent.byName : top;
      let node = siblings.get(name);
      if (!node) {
        node = newNode(parent, name, raw);
        siblings.set(name, node);
        if (parent) parent.children.push(node);
        else order.push(node);
      }
      parent = node;
    }
    if (parent) {
      parent.value += parseMetricValue(row[metric]) ?? 0;
      if (secondaryMetric !== undefined) {
        parent.secondaryValue += parseMetricValue(row[secondaryMetric]) ?? 0;
      }
    }
  }
  return order.map(finish);
}

/** Calls `visit` on every node, parents before children. */
export function walkHierarchy(
  nodes: readonly HierarchyNode[],
  visit: (node: HierarchyNode, parent: HierarchyNode | null) => void,
  parent: HierarchyNode | null = null,
): void {
  for (const node of nodes) {
    visit(node, parent);
    walkHierarchy(node.children, visit, node);
  }
}

/** Whether `key` lies on the path of a selected node: the node itself, an ancestor or below it. */
export function isOnSelectedPath(key: string, selectedKeys: readonly string[]): boolean {
  return selectedKeys.some(
    (selected) =>
      key === selected ||
      key.startsWith(selected + PATH_SEPARATOR) ||
      selected.startsWith(key + PATH_SEPARATOR),
  );
}

/** Whether a node shows dimmed: some nodes are selected and it lies on none of their paths. */
export function isDimmedBySelection(key: string, selectedKeys: readonly string[]): boolean {
  return selectedKeys.length > 0 && !isOnSelectedPath(key, selectedKeys);
}

export interface IndexedNode {
  node: HierarchyNode;
  parent: HierarchyNode | null;
}

/** Every node by its key, with its parent. */
export function indexHierarchy(nodes: readonly HierarchyNode[]): Map<string, IndexedNode> {
  const index = new Map<string, IndexedNode>();
  walkHierarchy(nodes, (node, parent) => index.set(node.key, { node, parent }));
  return index;
}

/** The node key a data item of ours carries (`key`), e.g. in a tooltip's or event's `data`. */
export function dataItemKey(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const key = (data as { key?: unknown }).key;
  return typeof key === 'string' ? key : undefined;
}
