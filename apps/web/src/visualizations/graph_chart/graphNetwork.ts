/**
 * Result rows → the graph's network: a node per distinct source or target name (its value is the
 * sum of the links touching it, its category the category column's value where the node first
 * appears), a link per row with a non-zero metric. Sizes follow Superset: node symbols grow
 * linearly from half the base size (smallest value) to two and a half times it (largest), edge
 * widths likewise from the base edge width.
 */
import { parseMetricValue } from '../shared/formDataMetrics';
import { toPrimitive, type Primitive } from '../shared/categories/groupValues';

export interface GraphNode {
  id: string;
  name: string;
  value: number;
  category?: string;
}

export interface GraphLink {
  source: string;
  target: string;
  value: number;
}

export interface GraphNetwork {
  nodes: GraphNode[];
  links: GraphLink[];
  /** Category names in order of appearance. */
  categories: string[];
}

export interface GraphNetworkInput {
  rows: ReadonlyArray<Record<string, unknown>>;
  source: string;
  target: string;
  sourceCategory?: string;
  targetCategory?: string;
  metric: string;
  nameOf: (column: string, value: Primitive) => string;
}

export function buildGraphNetwork(input: GraphNetworkInput): GraphNetwork {
  const { rows, source, target, sourceCategory, targetCategory, metric, nameOf } = input;
  const nodes: GraphNode[] = [];
  const byName = new Map<string, GraphNode>();
  const links: GraphLink[] = [];
  const categories: string[] = [];

  const categoryOf = (column: string | undefined, row: Record<string, unknown>) => {
    if (column === undefined) return undefined;
    const name = nameOf(column, toPrimitive(row[column]));
    if (!categories.includes(name)) categories.push(name);
    return name;
  };
  const nodeFor = (name: string, category: string | undefined): GraphNode => {
    let node = byName.get(name);
    if (!node) {
      node = { id: String(nodes.length), name, value: 0, ...(category ? { category } : {}) };
      byName.set(name, node);
      nodes.push(node);
    }
    return node;
  };

  for (const row of rows) {
    const value = parseMetricValue(row[metric]);
    if (!value) continue;
    const from = nodeFor(nameOf(source, toPrimitive(row[source])), categoryOf(sourceCategory, row));
    const to = nodeFor(nameOf(target, toPrimitive(row[target])), categoryOf(targetCategory, row));
    from.value += value;
    to.value += value;
    links.push({ source: from.id, target: to.id, value });
  }
  return { nodes, links, categories };
}

/** Linear from `base / 2` at the smallest value to `base * 2.5` at the largest. */
export function scaledSize(value: number, [min, max]: [number, number], base: number): number {
  const spread = max - min;
  const position = spread > 0 ? (value - min) / spread : 0;
  return position * base * 2 + base * 0.5;
}

export function valueRange(values: readonly number[]): [number, number] {
  if (values.length === 0) return [0, 0];
  // A loop rather than Math.min(...values): large spreads overflow the call stack.
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return [min, max];
}
