/**
 * Result rows (one per node: id, parent id, optional name and value) → the tree to draw. Ids are
 * compared as text, so a numeric parent matches a text id. The root is the node `root_node_id`
 * names (a virtual node of that name when no row has it); without one, the node without a known
 * parent, or a virtual root over several such nodes. A repeated id keeps its first row, and
 * nodes are placed once, so bad data (loops, duplicates) cannot recurse forever.
 */
import { parseMetricValue } from '../shared/formDataMetrics';
import { toPrimitive } from '../shared/categories/groupValues';

export interface TreeNode {
  name: string;
  value?: number;
  children: TreeNode[];
}

export interface TreeInput {
  rows: ReadonlyArray<Record<string, unknown>>;
  id: string;
  parent: string;
  /** The name column; the id when absent. */
  name?: string;
  metric?: string;
  rootNodeId?: string;
  /** Name of the virtual root over several top-level nodes. */
  virtualRootName: string;
}

function idOf(value: unknown): string | null {
  const primitive = toPrimitive(value);
  return primitive === null || primitive === '' ? null : String(primitive);
}

export function buildTree(input: TreeInput): TreeNode | null {
  const { rows, id, parent, name = id, metric } = input;
  const rowById = new Map<string, Record<string, unknown>>();
  const childIds = new Map<string, string[]>();
  for (const row of rows) {
    const nodeId = idOf(row[id]);
    if (nodeId === null || rowById.has(nodeId)) continue;
    rowById.set(nodeId, row);
  }
  for (const [nodeId, row] of rowById) {
    const parentId = idOf(row[parent]);
    if (parentId === null) continue;
    const siblings = childIds.get(parentId) ?? [];
    siblings.push(nodeId);
    childIds.set(parentId, siblings);
  }

  // Built breadth-first without recursion: a long chain of parents cannot exhaust the stack.
  const placed = new Set<string>();
  const queue: Array<[string, TreeNode]> = [];
  const place = (nodeId: string): TreeNode => {
    placed.add(nodeId);
    const row = rowById.get(nodeId);
    const label = row ? toPrimitive(row[name]) : null;
    const value = row && metric !== undefined ? parseMetricValue(row[metric]) : null;
    const node: TreeNode = {
      name: label === null ? nodeId : String(label),
      ...(value === null ? {} : { value }),
      children: [],
    };
    queue.push([nodeId, node]);
    return node;
  };
  const grow = () => {
    for (let next = 0; next < queue.length; next += 1) {
      const [nodeId, node] = queue[next] as [string, TreeNode];
      for (const childId of childIds.get(nodeId) ?? []) {
        if (!placed.has(childId)) node.children.push(place(childId));
      }
    }
  };

  const rootId = input.rootNodeId?.trim();
  let root: TreeNode | null;
  if (rootId) {
    root = rowById.has(rootId) || childIds.has(rootId) ? place(rootId) : null;
  } else {
    const tops = [...rowById.entries()]
      .filter(([, row]) => {
        const parentId = idOf(row[parent]);
        return parentId === null || !rowById.has(parentId);
      })
      .map(([nodeId]) => nodeId);
    root =
      tops.length === 0
        ? null
        : tops.length === 1
          ? place(tops[0] as string)
          : { name: input.virtualRootName, children: tops.map(place) };
  }
  grow();
  return root;
}
