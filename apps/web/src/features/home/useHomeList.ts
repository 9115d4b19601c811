/** A dashboard or chart list call for the Home page, as items plus loading and error state. */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { errorMessage } from '../../api/errorMessage';
import type { ListQuery } from '../../api/listQuery';
import { useGetListPageQuery } from '../../components/list-view/listViewApi';
import { t } from '../../i18n/t';
import type { ChartListItem } from '../chart-list';
import type { DashboardListItem } from '../dashboard-list';
import type { HomeItem } from './HomeItemList';
import { chartItem, dashboardItem } from './homeItems';
import type { HomeResource } from './homeQueries';

export interface HomeList {
  items: HomeItem[];
  count: number | undefined;
  loading: boolean;
  error: string | null;
}

/** `query` null waits (e.g. for the signed-in user). */
export function useHomeList(resource: HomeResource, query: ListQuery | null): HomeList {
  const { data, error, isFetching } = useGetListPageQuery(
    query === null ? skipToken : { resource, query },
  );
  // The list endpoints answer their documented row shapes (see dashboardTypes / chartTypes).
  const rows = (data?.result ?? []) as unknown[];
  const items =
    resource === 'dashboard'
      ? (rows as DashboardListItem[]).map(dashboardItem)
      : (rows as ChartListItem[]).map(chartItem);
  return {
    items,
    count: data?.count,
    loading: isFetching || query === null,
    error:
      error === undefined
        ? null
        : t(
            'An error occurred while fetching %ss: %s',
            resource === 'dashboard' ? t('dashboard') : t('chart'),
            errorMessage(error),
          ),
  };
}
