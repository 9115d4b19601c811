/**
 * `/rowlevelsecurity/list/` (Admins): row level security rules with their type, datasets, roles,
 * group key and clause; search, filters, create, edit, delete and bulk delete.
 */
import { Tag, Tooltip, Typography } from 'antd';
import { modifiedColumn } from '../../components/list-view/commonColumns';
import { ListViewWithForm } from '../../components/list-view/ListViewWithForm';
import type { FormListViewConfig } from '../../components/list-view/ListViewWithForm';
import { rowTitleColumn } from '../../components/list-view/rowTitleColumn';
import { relatedFilter } from '../../components/list-view/commonFilters';
import { t } from '../../i18n/t';
import { RlsFormModal } from './RlsFormModal';
import { FILTER_TYPES, RLS_RESOURCE, type RlsRule } from './rlsTypes';
import './rowLevelSecurity.css';

function TagList({ names }: { names: string[] }) {
  if (names.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <span className="pn-tag-list">
      {names.map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
    </span>
  );
}

export function RowLevelSecurityListPage() {
  const config: FormListViewConfig<RlsRule> = {
    resource: RLS_RESOURCE,
    noun: t('rule'),
    title: t('Row Level Security'),
    itemName: (rule) => rule.name,
    columns: [
      rowTitleColumn('name', (rule) => ({
        text: rule.name,
        tooltip: rule.description?.trim() || rule.name,
      })),
      {
        key: 'filter_type',
        title: t('Filter type'),
        sortable: true,
        width: 120,
        render: (rule) => (rule.filter_type === 'Base' ? t('Base') : t('Regular')),
      },
      {
        key: 'tables',
        title: t('Datasets'),
        render: (rule) => <TagList names={rule.tables.map((table) => table.table_name)} />,
      },
      {
        key: 'roles',
        title: t('Roles'),
        render: (rule) => <TagList names={rule.roles.map((role) => role.name)} />,
      },
      {
        key: 'group_key',
        title: t('Group key'),
        sortable: true,
        width: 130,
        render: (rule) => rule.group_key ?? <Typography.Text type="secondary">—</Typography.Text>,
      },
      {
        key: 'clause',
        title: t('Clause'),
        sortable: true,
        width: 260,
        render: (rule) => (
          <Tooltip title={rule.clause}>
            <code className="pn-rls-clause-cell pn-cell-truncated">{rule.clause}</code>
          </Tooltip>
        ),
      },
      modifiedColumn(),
    ],
    search: { col: 'name', opr: 'rls_all_text', placeholder: t('Type a value') },
    filters: [
      {
        id: 'filter_type',
        label: t('Filter type'),
        col: 'filter_type',
        opr: 'eq',
        choices: FILTER_TYPES.map((type) => ({
          label: type === 'Base' ? t('Base') : t('Regular'),
          value: type,
        })),
      },
      relatedFilter(RLS_RESOURCE, 'tables', t('Dataset')),
      relatedFilter(RLS_RESOURCE, 'roles', t('Role')),
    ],
    deletable: true,
    bulkDelete: true,
  };

  return (
    <ListViewWithForm
      config={config}
      create={{ label: t('Rule'), testId: 'create-rls-rule' }}
      form={(rule, close) => <RlsFormModal rule={rule} onClose={close} />}
    />
  );
}
