/**
 * The code a loaded dashboard needs beyond the page's own chunk, decided from what its reads
 * returned and started with them: antd's Tabs when the layout has TABS or the vertical filter
 * bar shows its filter sets tab, the CSS sanitiser when the dashboard has custom CSS, and the
 * email report entry of the header when the user may schedule reports.
 * DashboardPage waits for it (alongside the filter checker and the first screen's chart types)
 * before handing the dashboard to the store, so the first render already has tabs and styles.
 * A failed download does not hold the page: the component that needs the code asks again.
 */
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import { loadTabs } from '../../components/LazyTabs';
import { loadReportHeaderMenu } from '../reports';
import { loadCssSanitizer } from './DashboardCss';

export function layoutHasTabs(layout: DashboardLayout): boolean {
  return Object.values(layout).some((item) => item.type === 'TABS');
}

export function loadDashboardParts({
  layout,
  css,
  filterSetsTabs,
  reportEntry,
}: {
  layout: DashboardLayout;
  css: string;
  /** Whether the filter bar draws its 'All filters' / 'Filter sets' tabs. */
  filterSetsTabs: boolean;
  /** Whether the header shows the email report entry. */
  reportEntry: boolean;
}): Promise<void> {
  const parts = [loadCssSanitizer(css)];
  if (filterSetsTabs || layoutHasTabs(layout)) parts.push(loadTabs());
  if (reportEntry) parts.push(loadReportHeaderMenu());
  return Promise.all(parts.map((part) => part.catch(() => undefined))).then(() => undefined);
}
