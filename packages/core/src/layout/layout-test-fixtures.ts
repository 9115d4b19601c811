/**
 * Builds layouts for the tests of this folder from a nested description, so each test states its
 * dashboard as a tree and not as a hand-kept flat map.
 */
import { expect } from 'vitest';
import { applyLayoutAction } from './layout-actions';
import type {
  DashboardLayout,
  LayoutActionOptions,
  LayoutActionResult,
  LayoutComponentType,
  LayoutItemMeta,
} from './layout-types';
import { newComponent } from './new-component';

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

/** A registered (DYNAMIC) component; `resizable: false` keeps its size fixed. */
export const dynamic = (id: string, width = 12, resizable?: boolean): TreeNode => ({
  id,
  type: 'DYNAMIC',
  meta: {
    componentKey: 'table-of-contents',
    width,
    height: 50,
    background: 'BACKGROUND_TRANSPARENT',
    ...(resizable === undefined ? {} : { resizable }),
  },
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

/** A dashboard without top-level tabs: `children` sit in the grid. */
export const gridLayout = (...children: TreeNode[]): DashboardLayout =>
  layoutFrom(root([grid(children)]));

/** A dashboard with top-level tabs `TOP`; the grid stays in the layout, detached, as stored. */
export const topTabsLayout = (...tabChildren: TreeNode[]): DashboardLayout =>
  layoutFrom(root([tabs('TOP', tabChildren)]), grid());

/** The layout with a dashboard header titled `text`. */
export const withHeader = (layout: DashboardLayout, text = 'Sales'): DashboardLayout => ({
  ...layout,
  HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', children: [], meta: { text } },
});

/** Ids `0001`, `0002`, ... for components an edit creates. */
export function sequentialIds(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return String(next).padStart(4, '0');
  };
}

export const NO_SPACE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';
export const TOP_LEVEL = 'Can not move top level tab into nested tabs';

/** Every reachable component's parents must be its real ancestor chain. */
export function expectParentsConsistent(layout: DashboardLayout) {
  const visit = (id: string, parents: string[]) => {
    const item = layout[id];
    expect(item, id).toBeDefined();
    expect(item?.parents, id).toEqual(parents);
    for (const childId of item?.children ?? []) visit(childId, [...parents, id]);
  };
  visit('ROOT_ID', []);
}

export const newItem = (type: LayoutComponentType, meta = {}) =>
  newComponent(type, meta, () => 'new');

/** The `move` action: `componentId` to position `index` among the children of `parentId`. */
export function moveComponent(
  layout: DashboardLayout,
  componentId: string,
  parentId: string,
  index: number,
  options?: LayoutActionOptions,
): LayoutActionResult {
  return applyLayoutAction(
    layout,
    { type: 'move', componentId, destination: { id: parentId, index } },
    options,
  );
}
