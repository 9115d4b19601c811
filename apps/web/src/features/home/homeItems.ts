/** Rows of the lists and of recent activity, as Home page items. */
import type { RecentActivity } from '@panorama/core/schemas/log';
import { t } from '../../i18n/t';
import { chartPath } from '../chart-list';
import type { ChartListItem } from '../chart-list';
import { dashboardPath } from '../dashboard-list';
import type { DashboardListItem } from '../dashboard-list';
import type { HomeItem } from './HomeItemList';

export function dashboardItem(dashboard: DashboardListItem): HomeItem {
  return {
    key: `dashboard-${dashboard.id}`,
    kind: 'dashboard',
    title: dashboard.dashboard_title,
    url: dashboardPath(dashboard),
    meta: t('Modified %s', dashboard.changed_on_delta_humanized ?? ''),
  };
}

export function chartItem(chart: ChartListItem): HomeItem {
  return {
    key: `chart-${chart.id}`,
    kind: 'chart',
    title: chart.slice_name,
    url: chartPath(chart),
    meta: t('Modified %s', chart.changed_on_delta_humanized ?? ''),
  };
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
