/**
 * The charts a dashboard shows on its first screen, estimated from the layout alone, so their
 * queries can start while the page is still rendering instead of after it was painted and an
 * IntersectionObserver reported each chart (useSeenInViewport). The rest of the charts still
 * wait until they come on screen.
 *
 * The estimate stacks the layout's components as the grid draws them: a ROW is as high as its
 * tallest child, a COLUMN, TAB or the GRID stacks its children with the 16 px gutter between
 * them, and only the shown TAB of each TABS counts. Charts and markdown are `meta.height` × 8 px
 * high; headers, dividers and tab bars have fixed approximate heights. It errs on the generous
 * side by at most those approximations, which the 200 px preload margin of the observer covers.
 */
import { DASHBOARD_ROOT_ID, GRID_GUTTER_SIZE } from '@panorama/core/layout/layout-constants';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import { heightPx } from '../components/gridGeometry';
import { activeTabOf } from './tabPaths';

/** How far below the screen a chart still counts; also useSeenInViewport's preload margin. */
export const FIRST_SCREEN_MARGIN_PX = 200;

/** Approximate drawn heights of the components without a height of their own. */
const HEADER_HEIGHT_PX = 56;
const DIVIDER_HEIGHT_PX = 32;
const TAB_BAR_HEIGHT_PX = 48;

/**
 * Walks `id` placed at `top`, adding every chart whose top edge is above `limit` to `found`;
 * returns the component's height. Stops descending once a component starts below the limit.
 */
function place(
  layout: DashboardLayout,
  id: string,
  top: number,
  limit: number,
  activeTabs: readonly string[],
  found: number[],
  seen: Set<string>,
): number {
  const item = layout[id];
  if (!item || seen.has(id)) return 0;
  seen.add(id);
  // Children one below the other; what starts below the limit is not walked.
  const stack = (children: readonly string[]): number => {
    let bottom = top;
    children.forEach((child, index) => {
      const childTop = index === 0 ? top : bottom + GRID_GUTTER_SIZE;
      if (childTop >= limit) return;
      bottom = childTop + place(layout, child, childTop, limit, activeTabs, found, seen);
    });
    return bottom - top;
  };
  switch (item.type) {
    case 'CHART': {
      if (typeof item.meta.chartId === 'number' && top < limit) found.push(item.meta.chartId);
      return heightPx(item.meta.height);
    }
    case 'MARKDOWN':
    case 'DYNAMIC':
      return heightPx(item.meta.height);
    case 'ROW':
      return Math.max(
        0,
        ...item.children.map((child) => place(layout, child, top, limit, activeTabs, found, seen)),
      );
    case 'TABS': {
      const shown = activeTabOf(layout, id, activeTabs);
      const content =
        shown === undefined
          ? 0
          : place(layout, shown, top + TAB_BAR_HEIGHT_PX, limit, activeTabs, found, seen);
      return TAB_BAR_HEIGHT_PX + content;
    }
    case 'ROOT':
    case 'GRID':
    case 'TAB':
    case 'COLUMN':
      return stack(item.children);
    case 'HEADER':
      return HEADER_HEIGHT_PX;
    case 'DIVIDER':
      return DIVIDER_HEIGHT_PX;
  }
}

/**
 * Chart ids, in layout order, whose top edge is estimated to lie within `screenHeightPx` (plus
 * the preload margin) of the top of the grid, counting only the tabs `activeTabs` shows.
 */
export function firstScreenCharts(
  layout: DashboardLayout,
  activeTabs: readonly string[],
  screenHeightPx: number,
): number[] {
  const found: number[] = [];
  const limit = screenHeightPx + FIRST_SCREEN_MARGIN_PX;
  place(layout, DASHBOARD_ROOT_ID, 0, limit, activeTabs, found, new Set());
  return found;
}
