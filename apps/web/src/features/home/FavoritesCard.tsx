/** "Favorites": the dashboards and charts the user starred. */
import { StarOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/t';
import { PATHS } from '../../routes/paths';
import { HomeItemList } from './HomeItemList';
import { HomeTabsCard } from './HomeTabsCard';
import { favoritesQuery } from './homeQueries';
import type { HomeResource } from './homeQueries';
import { useHomeList } from './useHomeList';

function Starred({ resource }: { resource: HomeResource }) {
  const list = useHomeList(resource, favoritesQuery(resource));
  const listPath = resource === 'dashboard' ? PATHS.dashboardList : PATHS.chartList;
  return (
    <>
      <HomeItemList
        testId={`favorites-${resource}`}
        items={list.items}
        loading={list.loading}
        error={list.error}
        empty={
          resource === 'dashboard'
            ? t('Star your favorite dashboards to find them here')
            : t('Star your favorite charts to find them here')
        }
      />
      {list.count !== undefined && list.count > list.items.length ? (
        <Link to={listPath} className="pn-home-more">
          {t('View all')}
        </Link>
      ) : null}
    </>
  );
}

export function FavoritesCard() {
  return (
    <HomeTabsCard
      testId="home-favorites"
      icon={<StarOutlined />}
      title={t('Favorites')}
      tabs={[
        { key: 'dashboards', label: t('Dashboards'), children: <Starred resource="dashboard" /> },
        { key: 'charts', label: t('Charts'), children: <Starred resource="chart" /> },
      ]}
    />
  );
}
