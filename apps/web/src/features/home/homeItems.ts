/** Rows of the lists and of recent activity, as Home page items. */
import type { RecentActivity } from '@panorama/core/schemas/log';
import { t } from '../../i18n/t';
import { chartPath } from '../chart-list';
import type { ChartListItem } from '../chart-list';
import { dashboardPath } from '../dashboard-list';
import type { DashboardListItem } from '../dashboard-list';
import type { HomeItem } from './HomeItemList';

/** A dashboard or chart of a list, with when it was last modified. */
function modifiedItem(
  kind: HomeItem['kind'],
  item: { id: number; changed_on_delta_humanized?: string | null },
  title: string,
  url: string,
): HomeItem {
  return {
    key: `${kind}-${item.id}`,
    kind,
    title,
    url,
    meta: t('Modified %s', item.changed_on_delta_humanized ?? ''),
  };
}

export function dashboardItem(dashboard: DashboardListItem): HomeItem {
  return modifiedItem('dashboard', dashboard, dashboard.dashboard_title, dashboardPath(dashboard));
}

export function chartItem(chart: ChartListItem): HomeItem {
  return modifiedItem('chart', chart, chart.slice_name, chartPath(chart));
}

export function activityItem(activity: RecentActivity, index: number): HomeItem {
  return {
    key: `${activity.item_type}-${activity.item_url}-${index}`,
    kind: activity.item_type === 'dashboard' ? 'dashboard' : 'chart',
    title: activity.item_title,
    url: activity.item_url,
    meta: activity.time_delta_humanized ? t('Viewed %s', activity.time_delta_humanized) : '',
  };
}
