/** "Recents": what the user viewed (the activity log) and edited (dashboards and charts). */
import { HistoryOutlined } from '@ant-design/icons';
import { errorMessage } from '../../api/errorMessage';
import { t } from '../../i18n/t';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/userSlice';
import { useGetRecentActivityQuery } from './homeApi';
import { HomeItemList } from './HomeItemList';
import { HomeTabsCard } from './HomeTabsCard';
import { activityItem } from './homeItems';
import { editedQuery, RECENT_ACTIVITY_PAGE_SIZE } from './homeQueries';
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

function Edited() {
  const user = useAppSelector(selectCurrentUser);
  const query = user === null ? null : editedQuery(user.id);
  const dashboards = useHomeList('dashboard', query);
  const charts = useHomeList('chart', query);
  return (
    <HomeItemList
      testId="recents-edited"
      items={[...dashboards.items, ...charts.items]}
      loading={dashboards.loading || charts.loading}
      error={dashboards.error ?? charts.error}
      empty={t('Recently edited charts and dashboards will appear here')}
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
        { key: 'edited', label: t('Edited'), children: <Edited /> },
      ]}
    />
  );
}
