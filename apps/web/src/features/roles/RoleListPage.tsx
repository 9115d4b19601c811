/** `/role/list/` (Admins): roles with their user and permission counts; create, rename, delete. */
import { SafetyOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { ListView } from '../../components/list-view/ListView';
import { useFormDialog } from '../../components/list-view/useFormDialog';
import type { ListViewConfig } from '../../components/list-view/listViewTypes';
import { rowTitleColumn } from '../../components/list-view/rowTitleColumn';
import { writerCreateButton } from '../../components/list-view/CreateButton';
import { t } from '../../i18n/t';
import { RoleFormModal } from './RoleFormModal';
import { RolePermissionsDrawer } from './RolePermissionsDrawer';
import { ROLES_RESOURCE } from './rolesApi';
import type { RoleListItem } from './roleTypes';

export function RoleListPage() {
  const dialog = useFormDialog<RoleListItem>();
  const [viewing, setViewing] = useState<RoleListItem | null>(null);

  const config: ListViewConfig<RoleListItem> = {
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
    onEdit: dialog.edit,
    extraActions: (role) => [
      {
        key: 'permissions',
        label: t('Show permissions'),
        icon: <SafetyOutlined />,
        onClick: () => setViewing(role),
      },
    ],
    headerButtons: writerCreateButton({
      label: t('Role'),
      testId: 'create-role',
      onClick: dialog.create,
    }),
  };

  return (
    <>
      <ListView config={config} />
      {dialog.open ? <RoleFormModal role={dialog.item} onClose={dialog.close} /> : null}
      {viewing !== null ? (
        <RolePermissionsDrawer role={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </>
  );
}
