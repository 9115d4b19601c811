/** The delete confirmation text for a database, naming the charts and dashboards that depend on it. */
import { Spin } from 'antd';
import { t } from '../../i18n/t';
import { useGetDatabaseRelatedObjectsQuery } from './databasesApi';
import type { DatabaseListItem } from './databaseTypes';

export function DatabaseDeleteDescription({ database }: { database: DatabaseListItem }) {
  const { data, isLoading } = useGetDatabaseRelatedObjectsQuery(database.id);
  if (isLoading) return <Spin size="small" />;
  if (data === undefined || (data.charts.count === 0 && data.dashboards.count === 0)) {
    return t('Are you sure you want to delete %s?', database.database_name);
  }
  return t(
    'The database %s is linked to %s charts that appear on %s dashboards and users have %s SQL Lab tabs using this database open. Are you sure you want to continue? Deleting the database will break those objects.',
    database.database_name,
    data.charts.count,
    data.dashboards.count,
    data.sqllab_tab_states?.count ?? 0,
  );
}
