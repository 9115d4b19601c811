/**
 * The outline a table of contents lists: the dashboard's tabs and headers in the order a reader
 * meets them, each indented under the tabs that hold it. The dashboard title holder (HEADER_ID)
 * is not part of the grid and so never listed; untitled tabs and headers are left out.
 */
import { DASHBOARD_ROOT_ID } from '@panorama/core/layout/layout-constants';
import type { DashboardLayout, LayoutItem } from '@panorama/core/layout/layout-types';

export interface OutlineEntry {
  /** The layout id to navigate to. */
  id: string;
  kind: 'tab' | 'header';
  text: string;
  /** Indentation: the number of titled tabs around the entry. */
  level: number;
}

function titleOf(item: LayoutItem): string {
  const own = typeof item.meta.text === 'string' ? item.meta.text.trim() : '';
  if (own !== '' || item.type !== 'TAB') return own;
  return typeof item.meta.defaultText === 'string' ? item.meta.defaultText.trim() : '';
}

export function dashboardOutline(layout: Readonly<DashboardLayout>): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  // A stored layout can be damaged (a child listed twice, a cycle): visit each id once.
  const seen = new Set<string>();
  const visit = (id: string, level: number) => {
    const item = Object.hasOwn(layout, id) ? layout[id] : undefined;
    if (!item || seen.has(id)) return;
    seen.add(id);
    let childLevel = level;
    if (item.type === 'TAB' || item.type === 'HEADER') {
      const text = titleOf(item);
      if (text !== '') {
        entries.push({ id, kind: item.type === 'TAB' ? 'tab' : 'header', text, level });
        if (item.type === 'TAB') childLevel = level + 1;
      }
    }
    for (const child of item.children) visit(child, childLevel);
  };
  visit(DASHBOARD_ROOT_ID, 0);
  return entries;
}
