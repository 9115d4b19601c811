/**
 * The role editor's permission tab: a group (datasets, databases, schemas, menus, features), a
 * search sent to the server as the admin types, and a page of matching pairs with a tick for
 * each. "Granted only" lists what the role will hold instead, searched in the browser.
 */
import { Alert, Checkbox, Input, Segmented, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { RolePermission } from '@panorama/core/schemas/security';
import { errorMessage } from '../../api/errorMessage';
import { useGetListPageQuery } from '../../components/list-view/listViewApi';
import { t } from '../../i18n/t';
import type { PermissionDraft } from './permissionDraft';
import {
  groupLabel,
  groupOf,
  groupQuery,
  matchesSearch,
  pairLabel,
  PERMISSION_GROUP_KEYS,
  searchPlaceholder,
} from './permissionGroups';
import type { PermissionGroupKey } from './permissionGroups';
import { PERMISSION_VIEWS_RESOURCE } from './rolesApi';
import { useDebouncedValue } from './useDebouncedValue';

const PAGE_SIZE = 50;

/** A row of `permissions-resources` in the shape of a role's own permission list. */
function pairOf(row: Record<string, unknown>): RolePermission | null {
  const permission = row.permission as { name?: unknown } | undefined;
  const viewMenu = row.view_menu as { name?: unknown } | undefined;
  if (typeof row.id !== 'number') return null;
  if (typeof permission?.name !== 'string' || typeof viewMenu?.name !== 'string') return null;
  return { id: row.id, permission_name: permission.name, view_menu_name: viewMenu.name };
}

export function RolePermissionPicker({ draft }: { draft: PermissionDraft }) {
  const [group, setGroup] = useState<PermissionGroupKey>('dataset');
  const [search, setSearch] = useState('');
  const [grantedOnly, setGrantedOnly] = useState(false);
  const settledSearch = useDebouncedValue(search);
  // A page number belongs to one list: another group, search or view starts on the first page.
  const listKey = `${group}|${settledSearch}|${grantedOnly}`;
  const [paging, setPaging] = useState({ listKey, page: 0 });
  const page = paging.listKey === listKey ? paging.page : 0;

  const remote = useGetListPageQuery(
    {
      resource: PERMISSION_VIEWS_RESOURCE,
      query: groupQuery(group, settledSearch, page, PAGE_SIZE),
    },
    { skip: grantedOnly },
  );
  const remoteRows = (remote.data?.result ?? [])
    .map(pairOf)
    .filter((p): p is RolePermission => p !== null);
  const localRows = draft.granted.filter(
    (p) => groupOf(p.permission_name) === group && matchesSearch(group, search, p),
  );

  const choose = (next: PermissionGroupKey) => {
    setGroup(next);
    setSearch('');
  };

  return (
    <div className="pn-role-permissions">
      <Segmented<PermissionGroupKey>
        block
        value={group}
        onChange={choose}
        options={PERMISSION_GROUP_KEYS.map((key) => ({
          value: key,
          label: (
            <span className="pn-role-group-label">
              {groupLabel(key)}
              <span
                className="pn-role-group-count"
                aria-label={t('%s granted', draft.countOf(key))}
              >
                {draft.countOf(key)}
              </span>
            </span>
          ),
        }))}
      />
      <div className="pn-role-permissions-toolbar">
        <Input.Search
          aria-label={t('Search permissions')}
          placeholder={searchPlaceholder(group)}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <label className="pn-role-granted-only">
          <Switch size="small" checked={grantedOnly} onChange={setGrantedOnly} />
          {t('Granted only')}
        </label>
      </div>
      {remote.error !== undefined && !grantedOnly ? (
        <Alert
          type="error"
          showIcon
          title={t(
            'An error occurred while fetching %ss: %s',
            t('permission'),
            errorMessage(remote.error),
          )}
        />
      ) : (
        <Table<RolePermission>
          rowKey="id"
          size="small"
          showHeader={false}
          loading={!grantedOnly && remote.isFetching}
          dataSource={grantedOnly ? localRows : remoteRows}
          pagination={{
            current: page + 1,
            pageSize: PAGE_SIZE,
            total: grantedOnly ? localRows.length : (remote.data?.count ?? 0),
            showSizeChanger: false,
            hideOnSinglePage: true,
            size: 'small',
            onChange: (next) => setPaging({ listKey, page: next - 1 }),
          }}
          columns={[
            {
              key: 'pair',
              render: (_value, pair) => <PairRow group={group} pair={pair} draft={draft} />,
            },
          ]}
          locale={{
            emptyText: grantedOnly
              ? t('This role has no %s permissions', groupLabel(group).toLowerCase())
              : t('No permissions match'),
          }}
        />
      )}
    </div>
  );
}

function PairRow({
  group,
  pair,
  draft,
}: {
  group: PermissionGroupKey;
  pair: RolePermission;
  draft: PermissionDraft;
}) {
  const label = pairLabel(group, pair);
  return (
    <Checkbox
      className="pn-role-pair"
      checked={draft.isGranted(pair.id)}
      onChange={() => draft.toggle(pair)}
      aria-label={t('%s on %s', pair.permission_name, pair.view_menu_name)}
    >
      {/* A permission on itself (all_datasource_access) is named once. */}
      {group === 'feature' && pair.permission_name !== pair.view_menu_name ? (
        <Tag className="pn-role-pair-tag">{pair.permission_name}</Tag>
      ) : null}
      <span className="pn-role-pair-title">{label.title}</span>
      {label.detail !== null ? (
        <Typography.Text type="secondary" className="pn-role-pair-detail">
          {label.detail}
        </Typography.Text>
      ) : null}
    </Checkbox>
  );
}
