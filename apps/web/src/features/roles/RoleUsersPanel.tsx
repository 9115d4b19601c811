/**
 * The role editor's users tab: who holds the role, a search to add someone (usernames are
 * searched on the server as the admin types) and a button to take the role away from each.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useGetListPageQuery } from '../../components/list-view/listViewApi';
import { t } from '../../i18n/t';
import { USERS_RESOURCE } from './rolesApi';
import { useDebouncedValue } from './useDebouncedValue';

export interface RoleMember {
  id: number;
  username: string;
  name: string;
}

const SEARCH_PAGE_SIZE = 20;

export function memberOf(row: Record<string, unknown>): RoleMember | null {
  if (typeof row.id !== 'number' || typeof row.username !== 'string') return null;
  const name = [row.first_name, row.last_name].filter((p) => typeof p === 'string').join(' ');
  return { id: row.id, username: row.username, name };
}

export function RoleUsersPanel({
  members,
  loading,
  onChange,
}: {
  members: RoleMember[];
  loading: boolean;
  onChange: (next: RoleMember[]) => void;
}) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const candidates = useGetListPageQuery({
    resource: USERS_RESOURCE,
    query: {
      order_column: 'username',
      order_direction: 'asc',
      page: 0,
      page_size: SEARCH_PAGE_SIZE,
      filters: settled === '' ? [] : [{ col: 'username', opr: 'ct', value: settled }],
    },
  });
  const memberIds = new Set(members.map((m) => m.id));
  const options = (candidates.data?.result ?? [])
    .map(memberOf)
    .filter((m): m is RoleMember => m !== null && !memberIds.has(m.id));

  const add = (id: number) => {
    const chosen = options.find((m) => m.id === id);
    if (chosen) onChange([...members, chosen]);
    setSearch('');
  };

  return (
    <div className="pn-role-users">
      <Typography.Paragraph type="secondary" className="pn-role-users-note">
        {t('Users who join or leave the role are signed out when you save.')}
      </Typography.Paragraph>
      <Select<number>
        showSearch={{ filterOption: false, searchValue: search, onSearch: setSearch }}
        aria-label={t('Add a user')}
        placeholder={t('Add a user')}
        className="pn-full-width pn-role-users-add"
        value={null}
        loading={candidates.isFetching}
        notFoundContent={candidates.isFetching ? t('Loading...') : t('No users match')}
        options={options.map((m) => ({
          value: m.id,
          label: m.name === '' ? m.username : `${m.name} (${m.username})`,
        }))}
        onSelect={add}
      />
      <Table<RoleMember>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={[...members].sort((a, b) => a.username.localeCompare(b.username))}
        pagination={{ pageSize: 25, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { key: 'username', title: t('Username'), render: (_v, m) => m.username },
          { key: 'name', title: t('Name'), render: (_v, m) => m.name },
          {
            key: 'remove',
            width: 48,
            render: (_v, m) => (
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('Remove %s', m.username)}
                onClick={() => onChange(members.filter((other) => other.id !== m.id))}
              />
            ),
          },
        ]}
        locale={{ emptyText: t('Nobody holds this role') }}
      />
    </div>
  );
}
