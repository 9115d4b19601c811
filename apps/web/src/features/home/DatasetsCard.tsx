/** The datasets at hand: the first few, with a link to the full list. */
import { DatabaseOutlined } from '@ant-design/icons';
import { Alert, Card, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/errorMessage';
import type { DatasetListRow as DatasetListItem } from '@panorama/core/schemas/dataset';
import { HOME_DATASETS_QUERY } from '../datasets';
import { useGetDatasetsQuery } from '../datasets';
import { t } from '../../i18n/t';
import { PATHS } from '../../routes/paths';

export function DatasetsCard() {
  const { data, error, isLoading } = useGetDatasetsQuery(HOME_DATASETS_QUERY);

  const columns: TableColumnsType<DatasetListItem> = [
    {
      key: 'name',
      dataIndex: 'table_name',
      title: t('Name'),
      render: (name: string) => <strong className="pn-dataset-name">{name}</strong>,
    },
    {
      key: 'database',
      title: t('Database'),
      render: (_value, dataset) => dataset.database.database_name,
    },
    { key: 'schema', dataIndex: 'schema', title: t('Schema') },
    { key: 'modified', dataIndex: 'changed_on_delta_humanized', title: t('Modified'), width: 160 },
  ];

  const count = data?.count;
  return (
    <Card
      className="pn-home-card"
      title={
        <span>
          <DatabaseOutlined /> {t('Datasets')}{' '}
          {count !== undefined && <Tag className="pn-count">{count}</Tag>}
        </span>
      }
      extra={count ? <Link to={PATHS.datasetList}>{t('View all')}</Link> : null}
    >
      {error !== undefined ? (
        <Alert
          type="error"
          showIcon
          title={t('An error occurred while fetching %ss: %s', t('dataset'), errorMessage(error))}
        />
      ) : (
        <Table<DatasetListItem>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data?.result ?? []}
          loading={isLoading}
          pagination={false}
        />
      )}
    </Card>
  );
}
