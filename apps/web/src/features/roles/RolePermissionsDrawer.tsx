/** A side panel listing what a role may do, as (permission, resource) pairs with a filter box. */
import { Alert, Drawer, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { t } from '../../i18n/t';
import { useGetRolePermissionsQuery } from './rolesApi';
import type { RoleListItem, RolePermission } from './roleTypes';

export function RolePermissionsDrawer({
  role,
  onClose,
}: {
  role: RoleListItem;
  onClose: () => void;
}) {
  const { data, error, isFetching } = useGetRolePermissionsQuery(role.id);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const rows = (data ?? []).filter(
    (p) =>
      needle === '' ||
      p.permission_name.toLowerCase().includes(needle) ||
      p.view_menu_name.toLowerCase().includes(needle),
  );

  return (
    <Drawer
      open
      title={t('Permissions of %s', role.name)}
      size={560}
      onClose={onClose}
      destroyOnHidden
      data-testid="role-permissions"
    >
      {error !== undefined ? (
        <Alert
          type="error"
          showIcon
          title={t(
            'An error occurred while fetching %ss: %s',
            t('permission'),
            errorMessage(error),
          )}
        />
      ) : (
        <>
          <Input.Search
            aria-label={t('Filter permissions')}
            placeholder={t('Filter permissions')}
            allowClear
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="pn-drawer-search"
          />
          <Table<RolePermission>
            rowKey="id"
            size="small"
            loading={isFetching}
            dataSource={rows}
            pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
            columns={[
              {
                key: 'view_menu_name',
                title: t('Resource'),
                render: (_value, p) => p.view_menu_name,
              },
              {
                key: 'permission_name',
                title: t('Permission'),
                render: (_value, p) => <Tag>{p.permission_name}</Tag>,
              },
            ]}
            locale={{ emptyText: t('This role has no permissions') }}
          />
        </>
      )}
    </Drawer>
  );
}
