/**
 * Result rows → flows between a source and a target column (sankey, chord): one link per source / target pair (repeated pairs summed),
 * the nodes in order of appearance, and each node's inflow and outflow. Flows without a positive
 * value are left out: flows are drawn as widths, which cannot be zero or negative.
 *
 * A sankey must be acyclic; `findLoop` returns a link that closes a loop (a self link counts),
 * so the chart can name it instead of failing inside ECharts.
 */
import { parseMetricValue } from '../formDataMetrics';
import type { Primitive } from '../categories/groupValues';
import { toPrimitive } from '../categories/groupValues';

export interface FlowLink {
  source: string;
  target: string;
  value: number;
  /** Raw column values, for drill filters. */
  sourceValue: Primitive;
  targetValue: Primitive;
}

export interface Flows {
  nodes: string[];
  links: FlowLink[];
  inflow: Map<string, number>;
  outflow: Map<string, number>;
}

export interface FlowsInput {
  rows: ReadonlyArray<Record<string, unknown>>;
  source: string;
  target: string;
  metric: string;
  nameOf: (column: string, value: Primitive) => string;
}

export function buildFlows(input: FlowsInput): Flows {
  const { rows, source, target, metric, nameOf } = input;
  const nodes: string[] = [];
  const seen = new Set<string>();
  const byPair = new Map<string, FlowLink>();
  const inflow = new Map<string, number>();
  const outflow = new Map<string, number>();
  const addNode = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    nodes.push(name);
  };

  for (const row of rows) {
    const value = parseMetricValue(row[metric]);
    if (value === null || !(value > 0)) continue;
    const sourceValue = toPrimitive(row[source]);
    const targetValue = toPrimitive(row[target]);
    const from = nameOf(source, sourceValue);
    const to = nameOf(target, targetValue);
    addNode(from);
    addNode(to);
    const pair = JSON.stringify([from, to]);
    const link = byPair.get(pair);
    if (link) link.value += value;
    else byPair.set(pair, { source: from, target: to, value, sourceValue, targetValue });
    outflow.set(from, (outflow.get(from) ?? 0) + value);
    inflow.set(to, (inflow.get(to) ?? 0) + value);
  }
  return { nodes, links: [...byPair.values()], inflow, outflow };
}

/** A link that closes a loop, or null when the flows are acyclic (depth-first search). */
export function findLoop(links: readonly FlowLink[]): FlowLink | null {
  const outgoing = new Map<string, FlowLink[]>();
  for (const link of links) {
    const list = outgoing.get(link.source) ?? [];
    list.push(link);
    outgoing.set(link.source, list);
  }
  const state = new Map<string, 'open' | 'done'>();
  // Iterative so that long chains cannot overflow the stack.
  for (const start of outgoing.keys()) {
    if (state.has(start)) continue;
    const stack: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    state.set(start, 'open');
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as { node: string; next: number };
      const edges = outgoing.get(frame.node) ?? [];
      if (frame.next >= edges.length) {
        state.set(frame.node, 'done');
        stack.pop();
        continue;
      }
      const link = edges[frame.next] as FlowLink;
      frame.next += 1;
      const seen = state.get(link.target);
      if (seen === 'open') return link;
      if (seen === undefined) {
        state.set(link.target, 'open');
        stack.push({ node: link.target, next: 0 });
      }
    }
  }
  return null;
}
