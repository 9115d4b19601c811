/**
 * "Recents": what the user viewed (the activity log), edited and created (dashboards and charts).
 */
import { HistoryOutlined } from '@ant-design/icons';
import type { ListQuery } from '../../api/listQuery';
import { errorMessage } from '../../api/errorMessage';
import { t } from '../../i18n/t';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/userSlice';
import { useGetRecentActivityQuery } from './homeApi';
import { HomeItemList } from './HomeItemList';
import { HomeTabsCard } from './HomeTabsCard';
import { activityItem } from './homeItems';
import { createdQuery, editedQuery, RECENT_ACTIVITY_PAGE_SIZE } from './homeQueries';
import { useHomeList } from './useHomeList';

function Viewed() {
  const { data, error, isFetching } = useGetRecentActivityQuery(RECENT_ACTIVITY_PAGE_SIZE, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <HomeItemList
      testId="recents-viewed"
      items={(data ?? []).map(activityItem)}
      loading={isFetching}
      error={
        error === undefined
          ? null
          : t('There was an issue fetching your recent activity: %s', errorMessage(error))
      }
      empty={t('Recently viewed charts and dashboards will appear here')}
    />
  );
}

/** The user's dashboards then charts of one list query (what they edited, or created). */
function OwnItems({
  queryFor,
  testId,
  empty,
}: {
  queryFor: (userId: number) => ListQuery;
  testId: string;
  empty: string;
}) {
  const user = useAppSelector(selectCurrentUser);
  const query = user === null ? null : queryFor(user.id);
  const dashboards = useHomeList('dashboard', query);
  const charts = useHomeList('chart', query);
  return (
    <HomeItemList
      testId={testId}
      items={[...dashboards.items, ...charts.items]}
      loading={dashboards.loading || charts.loading}
      error={dashboards.error ?? charts.error}
      empty={empty}
    />
  );
}

export function RecentsCard() {
  return (
    <HomeTabsCard
      testId="home-recents"
      icon={<HistoryOutlined />}
      title={t('Recents')}
      tabs={[
        { key: 'viewed', label: t('Viewed'), children: <Viewed /> },
        {
          key: 'edited',
          label: t('Edited'),
          children: (
            <OwnItems
              queryFor={editedQuery}
              testId="recents-edited"
              empty={t('Recently edited charts and dashboards will appear here')}
            />
          ),
        },
        {
          key: 'created',
          label: t('Created'),
          children: (
            <OwnItems
              queryFor={createdQuery}
              testId="recents-created"
              empty={t('Recently created charts and dashboards will appear here')}
            />
          ),
        },
      ]}
    />
  );
}
