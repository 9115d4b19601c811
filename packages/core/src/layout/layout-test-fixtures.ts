/**
 * Builds layouts for the tests of this folder from a nested description, so each test states its
 * dashboard as a tree and not as a hand-kept flat map.
 */
import type { DashboardLayout, LayoutComponentType, LayoutItemMeta } from './layout-types';

export interface TreeNode {
  id: string;
  type: LayoutComponentType;
  meta?: LayoutItemMeta;
  children?: TreeNode[];
}

export function layoutFrom(root: TreeNode, ...detached: TreeNode[]): DashboardLayout {
  const layout: DashboardLayout = {};
  const add = (node: TreeNode, parents: string[] | undefined) => {
    layout[node.id] = {
      id: node.id,
      type: node.type,
      children: (node.children ?? []).map((child) => child.id),
      ...(parents === undefined ? {} : { parents }),
      meta: { ...node.meta },
    };
    for (const child of node.children ?? []) {
      add(child, [...(parents ?? []), node.id]);
    }
  };
  add(root, []);
  for (const node of detached) add(node, undefined);
  return layout;
}

export const chart = (id: string, chartId: number, width = 4, height = 50): TreeNode => ({
  id,
  type: 'CHART',
  meta: { chartId, width, height },
});

export const markdown = (id: string, width = 4): TreeNode => ({
  id,
  type: 'MARKDOWN',
  meta: { width, height: 50 },
});

export const row = (id: string, children: TreeNode[] = []): TreeNode => ({
  id,
  type: 'ROW',
  children,
});

export const column = (id: string, width: number, children: TreeNode[] = []): TreeNode => ({
  id,
  type: 'COLUMN',
  meta: { width },
  children,
});

export const tab = (id: string, children: TreeNode[] = []): TreeNode => ({
  id,
  type: 'TAB',
  meta: { text: id },
  children,
});

export const tabs = (id: string, children: TreeNode[]): TreeNode => ({
  id,
  type: 'TABS',
  children,
});

export const grid = (children: TreeNode[] = []): TreeNode => ({
  id: 'GRID_ID',
  type: 'GRID',
  children,
});

export const root = (children: TreeNode[]): TreeNode => ({ id: 'ROOT_ID', type: 'ROOT', children });

/** Ids `0001`, `0002`, ... for components an edit creates. */
export function sequentialIds(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return String(next).padStart(4, '0');
  };
}
