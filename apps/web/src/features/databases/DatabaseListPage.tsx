/**
 * `/database/list/`: connected databases and their main switches. "+ Database" (with can_write)
 * and each row's Edit open the connection modal.
 */
import { CheckOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ImportButton } from '../import';
import { useState } from 'react';
import { modifiedColumn } from '../../components/list-view/commonColumns';
import { yesNoChoices } from '../../components/list-view/filterChoices';
import { ListView } from '../../components/list-view/ListView';
import type { ListColumn, ListViewConfig } from '../../components/list-view/listViewTypes';
import { TitleWithTooltip } from '../../components/list-view/TitleWithTooltip';
import { t } from '../../i18n/t';
import { DatabaseConnectModal } from './DatabaseConnectModal';
import { DatabaseDeleteDescription } from './DatabaseDeleteDescription';
import { DATABASES_RESOURCE } from './databasesApi';
import type { DatabaseListItem } from './databaseTypes';

function Flag({ on }: { on: boolean }) {
  return on ? (
    <CheckOutlined className="pn-flag-on" aria-label={t('Yes')} role="img" />
  ) : (
    <MinusOutlined className="pn-flag-off" aria-label={t('No')} role="img" />
  );
}

function flagColumn(
  key: 'allow_dml' | 'expose_in_sqllab' | 'allow_run_async',
  title: string,
): ListColumn<DatabaseListItem> {
  return {
    key,
    title,
    sortable: true,
    width: 140,
    align: 'center',
    render: (database) => <Flag on={database[key]} />,
  };
}

/** Which modal is open: none, a new connection, or an existing database. */
type Editing = { databaseId: number | null } | null;

export function DatabaseListPage() {
  const [editing, setEditing] = useState<Editing>(null);
  const config: ListViewConfig<DatabaseListItem> = {
    resource: DATABASES_RESOURCE,
    noun: t('database'),
    title: t('Databases'),
    itemName: (database) => database.database_name,
    columns: [
      {
        key: 'database_name',
        title: t('Name'),
        sortable: true,
        render: (database) => (
          <TitleWithTooltip title={database.database_name}>
            <span className="pn-row-title" data-testid="row-title">
              {database.database_name}
            </span>
          </TitleWithTooltip>
        ),
      },
      { key: 'backend', title: t('Backend'), sortable: true, width: 140, render: (d) => d.backend },
      flagColumn('allow_run_async', t('Async')),
      flagColumn('allow_dml', t('Allow DML')),
      flagColumn('expose_in_sqllab', t('Expose in SQL Lab')),
      modifiedColumn(),
    ],
    search: { col: 'database_name', opr: 'ct', placeholder: t('Type a value') },
    filters: [
      {
        id: 'backend',
        label: t('Backend'),
        col: 'backend',
        opr: 'eq',
        source: { type: 'distinct', resource: 'database', column: 'backend' },
      },
      {
        id: 'expose_in_sqllab',
        label: t('Expose in SQL Lab'),
        col: 'expose_in_sqllab',
        opr: 'eq',
        choices: yesNoChoices(),
      },
      {
        id: 'allow_run_async',
        label: t('Async'),
        col: 'allow_run_async',
        opr: 'eq',
        choices: yesNoChoices(),
      },
      {
        id: 'allow_dml',
        label: t('Allow DML'),
        col: 'allow_dml',
        opr: 'eq',
        choices: yesNoChoices(),
      },
    ],
    deletable: true,
    exportable: true,
    deleteDescription: (database) => <DatabaseDeleteDescription database={database} />,
    onEdit: (database) => setEditing({ databaseId: database.id }),
    headerButtons: (permissions) =>
      permissions.canWrite ? (
        <>
          <ImportButton resource="database" />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ databaseId: null })}
            data-testid="create-database"
          >
            {t('Database')}
          </Button>
        </>
      ) : null,
  };
  return (
    <>
      <ListView config={config} />
      {editing !== null ? (
        <DatabaseConnectModal databaseId={editing.databaseId} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
