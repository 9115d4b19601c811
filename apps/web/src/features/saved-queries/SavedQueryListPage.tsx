/**
 * `/savedquery/list/`: the user's saved SQL queries: search, filters, SQL preview, delete, export
 * (one or a selection, as a v1 bundle) and import of such a bundle.
 */
import { ConsoleSqlOutlined } from '@ant-design/icons';
import { Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { modifiedColumn } from '../../components/list-view/commonColumns';
import { relatedFilter } from '../../components/list-view/commonFilters';
import { ListView } from '../../components/list-view/ListView';
import type { ListViewConfig } from '../../components/list-view/listViewTypes';
import { t } from '../../i18n/t';
import { ImportButton } from '../import';
import { savedQuerySqlLabPath } from './savedQueryTypes';
import type { SavedQueryListItem } from './savedQueryTypes';
import { SqlPreview } from './SqlPreview';
import './savedQueries.css';

function QueryName({ query }: { query: SavedQueryListItem }) {
  const description = query.description?.trim();
  return (
    <Tooltip title={description || undefined}>
      <span className="pn-row-title" data-testid="row-title">
        {query.label}
      </span>
    </Tooltip>
  );
}

export function SavedQueryListPage() {
  const navigate = useNavigate();

  const config: ListViewConfig<SavedQueryListItem> = {
    resource: 'saved_query',
    noun: t('query'),
    nounPlural: t('queries'),
    title: t('Saved queries'),
    itemName: (query) => query.label,
    columns: [
      {
        key: 'label',
        title: t('Name'),
        sortable: true,
        render: (query) => <QueryName query={query} />,
      },
      {
        key: 'database.database_name',
        title: t('Database'),
        sortable: true,
        width: 150,
        render: (query) => query.database.database_name,
      },
      {
        key: 'schema',
        title: t('Schema'),
        sortable: true,
        width: 120,
        render: (query) => query.schema ?? <Typography.Text type="secondary">—</Typography.Text>,
      },
      {
        key: 'sql',
        title: t('SQL'),
        width: 320,
        render: (query) => <SqlPreview sql={query.sql} />,
      },
      modifiedColumn(),
    ],
    search: { col: 'label', opr: 'all_text', placeholder: t('Type a value') },
    filters: [
      relatedFilter('saved_query', 'database', t('Database'), 'rel_o_m'),
      {
        id: 'schema',
        label: t('Schema'),
        col: 'schema',
        opr: 'eq',
        source: { type: 'distinct', resource: 'saved_query', column: 'schema' },
      },
    ],
    deletable: true,
    bulkDelete: true,
    exportable: true,
    headerButtons: (permissions) =>
      permissions.canWrite ? <ImportButton resource="saved_query" /> : null,
    extraActions: (query) => [
      {
        key: 'open',
        label: t('Open query in SQL Lab'),
        icon: <ConsoleSqlOutlined />,
        onClick: () => void navigate(savedQuerySqlLabPath(query)),
      },
    ],
  };

  return <ListView config={config} />;
}
