/**
 * Reading a stored position_json into a layout that the editing rules can trust. The document is
 * user data (editors save it, imports bring it), so anything malformed is dropped rather than
 * allowed to break the page: unknown component types, non-string children, children that do not
 * exist or that a second parent also claims, cycles, and components ROOT cannot reach (except the
 * grid and the header, which Superset keeps aside).
 */
import { isRecord } from '../json/is-record';
import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_ROOT_ID,
  DASHBOARD_VERSION_KEY,
} from './layout-constants';
import type { DashboardLayout, LayoutComponentType, LayoutItem } from './layout-types';
import { LAYOUT_COMPONENT_TYPES } from './layout-types';

/**
 * Deepest nesting kept. Real dashboards stay under ten levels; the bound keeps a hostile document
 * from making every tree walk recurse thousands of levels deep.
 */
export const MAX_LAYOUT_NESTING = 100;

function isComponentType(value: unknown): value is LayoutComponentType {
  return LAYOUT_COMPONENT_TYPES.includes(value as LayoutComponentType);
}

/** Keys that would reach Object.prototype instead of a component. */
function isUnsafeKey(key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype';
}

function toLayoutItem(id: string, value: unknown): LayoutItem | undefined {
  if (!isRecord(value) || !isComponentType(value.type)) return undefined;
  const children = Array.isArray(value.children)
    ? value.children.filter((child): child is string => typeof child === 'string')
    : [];
  const meta = isRecord(value.meta)
    ? Object.fromEntries(Object.entries(value.meta).filter(([key]) => !isUnsafeKey(key)))
    : {};
  return { id, type: value.type, children, meta };
}

function decode(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  if (input.trim() === '') return null;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return null;
  }
}

/** The stored layout, repaired, or null when there is none to speak of (then: the empty layout). */
export function parsePositionJson(input: unknown): DashboardLayout | null {
  const document = decode(input);
  if (!isRecord(document)) return null;
  const stored = new Map<string, LayoutItem>();
  for (const [key, value] of Object.entries(document)) {
    if (key === DASHBOARD_VERSION_KEY || isUnsafeKey(key)) continue;
    const item = toLayoutItem(key, value);
    if (item) stored.set(key, item);
  }
  const root = stored.get(DASHBOARD_ROOT_ID);
  if (root?.type !== 'ROOT') return null;

  // Keep what ROOT reaches, each component under its first parent only, depth first with an
  // explicit stack so a deep document cannot exhaust the call stack.
  const layout: DashboardLayout = {};
  const kept = (id: string) => Object.prototype.hasOwnProperty.call(layout, id);
  layout[DASHBOARD_ROOT_ID] = { ...root, children: [] };
  // A root that lost its children still owns the grid.
  const rootChildren = root.children.length > 0 ? root.children : [DASHBOARD_GRID_ID];
  const stack: { parentId: string; childIds: string[]; level: number }[] = [
    { parentId: DASHBOARD_ROOT_ID, childIds: [...rootChildren].reverse(), level: 1 },
  ];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const childId = frame?.childIds.pop();
    if (!frame || childId === undefined) {
      stack.pop();
      continue;
    }
    const child = stored.get(childId);
    if (!child || kept(childId) || child.type === 'ROOT' || childId === DASHBOARD_HEADER_ID) {
      continue;
    }
    if (frame.level > MAX_LAYOUT_NESTING) continue;
    layout[frame.parentId]?.children.push(childId);
    layout[childId] = { ...child, children: [] };
    stack.push({
      parentId: childId,
      childIds: [...child.children].reverse(),
      level: frame.level + 1,
    });
  }

  const grid = stored.get(DASHBOARD_GRID_ID);
  if (!kept(DASHBOARD_GRID_ID) && grid?.type === 'GRID') {
    // Top-level tabs leave the grid aside, empty, for when the tabs are removed.
    layout[DASHBOARD_GRID_ID] = { ...grid, children: [] };
  }
  const header = stored.get(DASHBOARD_HEADER_ID);
  if (header?.type === 'HEADER') layout[DASHBOARD_HEADER_ID] = { ...header, children: [] };
  const keptRoot = layout[DASHBOARD_ROOT_ID];
  if (keptRoot && keptRoot.children.length === 0) {
    layout[DASHBOARD_GRID_ID] = {
      id: DASHBOARD_GRID_ID,
      type: 'GRID',
      children: [],
      meta: layout[DASHBOARD_GRID_ID]?.meta ?? {},
    };
    keptRoot.children.push(DASHBOARD_GRID_ID);
  }
  return layout;
}
