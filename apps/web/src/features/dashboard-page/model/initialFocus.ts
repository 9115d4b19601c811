/**
 * Where a dashboard opens: the permalink's tabs and anchor, or the focused chart of the URL
 * (whose tabs are switched to so it can be scrolled to).
 */
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import type { DashboardPermalinkState } from '../api/dashboardApiTypes';
import { activeTabsShowing, chartComponentId } from './tabPaths';
import type { DashboardUrlParams } from './urlParams';

/** The tabs to open and the component to scroll to: the permalink's, or the focused chart's. */
export function initialFocus(
  layout: DashboardLayout,
  urlParams: DashboardUrlParams,
  permalink: DashboardPermalinkState | null,
): { activeTabs: string[]; anchor: string | null } {
  let activeTabs = (permalink?.activeTabs ?? []).filter((id) => layout[id]?.type === 'TAB');
  let anchor = permalink?.anchor && layout[permalink.anchor] ? permalink.anchor : null;
  if (urlParams.focusedChartId !== null) {
    anchor = chartComponentId(layout, urlParams.focusedChartId) ?? anchor;
  }
  if (anchor !== null) activeTabs = activeTabsShowing(layout, activeTabs, anchor);
  return { activeTabs, anchor };
}
