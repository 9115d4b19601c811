/**
 * `/role/list/` (Admins): roles with their user and permission counts; create, rename, delete,
 * and edit a role's permissions and users.
 */
import { SafetyOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { ListViewWithForm } from '../../components/list-view/ListViewWithForm';
import type { FormListViewConfig } from '../../components/list-view/ListViewWithForm';
import { rowTitleColumn } from '../../components/list-view/rowTitleColumn';
import { t } from '../../i18n/t';
import { RoleFormModal } from './RoleFormModal';
import { RoleEditorDrawer } from './RoleEditorDrawer';
import { ROLES_RESOURCE } from './rolesApi';
import type { RoleListItem } from './roleTypes';

export function RoleListPage() {
  const [viewing, setViewing] = useState<RoleListItem | null>(null);

  const config: FormListViewConfig<RoleListItem> = {
    resource: ROLES_RESOURCE,
    noun: t('role'),
    title: t('Roles'),
    itemName: (role) => role.name,
    columns: [
      rowTitleColumn('name', (role) => ({ text: role.name })),
      {
        key: 'users',
        title: t('Users'),
        width: 120,
        align: 'right',
        render: (role) => role.user_ids.length,
      },
      {
        key: 'permissions',
        title: t('Permissions'),
        width: 140,
        align: 'right',
        render: (role) => role.permission_ids.length,
      },
    ],
    defaultSort: { column: 'name', direction: 'asc' },
    search: { col: 'name', opr: 'ct', placeholder: t('Type a value') },
    deletable: true,
    extraActions: (role) => [
      {
        key: 'permissions',
        label: t('Edit permissions and users'),
        icon: <SafetyOutlined />,
        onClick: () => setViewing(role),
      },
    ],
  };

  return (
    <>
      <ListViewWithForm
        config={config}
        create={{ label: t('Role'), testId: 'create-role' }}
        form={(role, close) => <RoleFormModal role={role} onClose={close} />}
      />
      {viewing !== null ? (
        <RoleEditorDrawer role={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </>
  );
}
