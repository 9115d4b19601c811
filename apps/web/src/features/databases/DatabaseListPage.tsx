/**
 * `/database/list/`: connected databases and their main switches. "+ Database" (with can_write)
 * and each row's Edit open the connection modal.
 */
import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { ImportButton } from '../import';
import { modifiedColumn } from '../../components/list-view/commonColumns';
import { yesNoFilter } from '../../components/list-view/commonFilters';
import { ListViewWithForm } from '../../components/list-view/ListViewWithForm';
import type { ListColumn } from '../../components/list-view/listViewTypes';
import type { FormListViewConfig } from '../../components/list-view/ListViewWithForm';
import { rowTitleColumn } from '../../components/list-view/rowTitleColumn';
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

export function DatabaseListPage() {
  const config: FormListViewConfig<DatabaseListItem> = {
    resource: DATABASES_RESOURCE,
    noun: t('database'),
    title: t('Databases'),
    itemName: (database) => database.database_name,
    columns: [
      rowTitleColumn('database_name', (database) => ({ text: database.database_name })),
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
      yesNoFilter('expose_in_sqllab', t('Expose in SQL Lab')),
      yesNoFilter('allow_run_async', t('Async')),
      yesNoFilter('allow_dml', t('Allow DML')),
    ],
    deletable: true,
    exportable: true,
    deleteDescription: (database) => <DatabaseDeleteDescription database={database} />,
  };
  return (
    <ListViewWithForm
      config={config}
      create={{
        label: t('Database'),
        testId: 'create-database',
        before: <ImportButton resource="database" />,
      }}
      form={(database, close) => (
        <DatabaseConnectModal databaseId={database?.id ?? null} onClose={close} />
      )}
    />
  );
}
