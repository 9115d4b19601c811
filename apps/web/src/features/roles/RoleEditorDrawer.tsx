/**
 * The role editor: a side panel with the role's permissions (ticked in groups, searched on the
 * server) and its users. Nothing is sent until Save; then the permissions and the members are
 * each replaced in one call, and take effect on the next request of every user holding the role.
 */
import { Alert, Button, Drawer, Space, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessage } from '../../api/errorMessage';
import { useGetListPageQuery } from '../../components/list-view/listViewApi';
import { t } from '../../i18n/t';
import { successToastAdded } from '../../store/messageToastsSlice';
import { usePermissionDraft } from './permissionDraft';
import { RolePermissionPicker } from './RolePermissionPicker';
import { memberOf, RoleUsersPanel } from './RoleUsersPanel';
import type { RoleMember } from './RoleUsersPanel';
import {
  USERS_RESOURCE,
  useGetRolePermissionsQuery,
  useGetRoleQuery,
  useSetRolePermissionsMutation,
  useSetRoleUsersMutation,
} from './rolesApi';
import type { RoleListItem } from './roleTypes';
import './roleEditor.css';

const MEMBER_PAGE_SIZE = 100;

function sameIds(a: readonly RoleMember[], b: readonly RoleMember[]): boolean {
  const ids = new Set(a.map((m) => m.id));
  return a.length === b.length && b.every((m) => ids.has(m.id));
}

export function RoleEditorDrawer({ role, onClose }: { role: RoleListItem; onClose: () => void }) {
  const dispatch = useDispatch();
  const permissions = useGetRolePermissionsQuery(role.id);
  const detail = useGetRoleQuery(role.id);
  const named = useGetListPageQuery({
    resource: USERS_RESOURCE,
    query: {
      order_column: 'username',
      order_direction: 'asc',
      page: 0,
      page_size: MEMBER_PAGE_SIZE,
      filters: [{ col: 'roles', opr: 'rel_m_m', value: role.id }],
    },
  });
  const [savePermissions, permissionSave] = useSetRolePermissionsMutation();
  const [saveUsers, userSave] = useSetRoleUsersMutation();

  const draft = usePermissionDraft(permissions.data ?? []);
  const savedMembers = useMemo(() => {
    const byId = new Map(
      (named.data?.result ?? [])
        .map(memberOf)
        .filter((m): m is RoleMember => m !== null)
        .map((m) => [m.id, m]),
    );
    // Past the first page of names a member is shown by id; they can still be removed.
    return (detail.data?.user_ids ?? []).map(
      (id) => byId.get(id) ?? { id, username: `#${id}`, name: '' },
    );
  }, [named.data, detail.data]);
  const [members, setMembers] = useState<RoleMember[] | null>(null);
  const shownMembers = members ?? savedMembers;
  const membersChanged = members !== null && !sameIds(members, savedMembers);

  const loadError = permissions.error ?? detail.error;
  const saveError = permissionSave.error ?? userSave.error;
  const saving = permissionSave.isLoading || userSave.isLoading;
  const changes = draft.changeCount + (membersChanged ? 1 : 0);

  const save = async () => {
    try {
      if (draft.changeCount > 0)
        await savePermissions({
          id: role.id,
          permissionViewIds: draft.granted.map((p) => p.id),
        }).unwrap();
      if (membersChanged)
        await saveUsers({ id: role.id, userIds: members.map((m) => m.id) }).unwrap();
      dispatch(successToastAdded(t('Role %s was saved', role.name)));
      onClose();
    } catch {
      // The error is shown above the buttons from the mutation's state.
    }
  };

  const summary = [
    draft.changeCount === 1 ? t('1 permission change') : null,
    draft.changeCount > 1 ? t('%s permission changes', draft.changeCount) : null,
    membersChanged ? t('members changed') : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Drawer
      open
      title={t('Edit role %s', role.name)}
      size={760}
      onClose={onClose}
      destroyOnHidden
      data-testid="role-editor"
      footer={
        <div className="pn-role-editor-footer">
          <Typography.Text type="secondary">{summary}</Typography.Text>
          <Space>
            <Button onClick={onClose}>{t('Cancel')}</Button>
            <Button
              type="primary"
              disabled={changes === 0}
              loading={saving}
              onClick={() => void save()}
              data-testid="role-editor-save"
            >
              {t('Save')}
            </Button>
          </Space>
        </div>
      }
    >
      {loadError !== undefined ? (
        <Alert
          type="error"
          showIcon
          title={t('An error occurred while fetching %ss: %s', t('role'), errorMessage(loadError))}
        />
      ) : (
        <>
          {saveError !== undefined ? (
            <Alert
              className="pn-role-editor-error"
              type="error"
              showIcon
              title={t('The role could not be saved: %s', errorMessage(saveError))}
            />
          ) : null}
          <Tabs
            items={[
              {
                key: 'permissions',
                label: t('Permissions (%s)', draft.granted.length),
                children: <RolePermissionPicker draft={draft} />,
              },
              {
                key: 'users',
                label: t('Users (%s)', shownMembers.length),
                children: (
                  <RoleUsersPanel
                    members={shownMembers}
                    loading={detail.isFetching || named.isFetching}
                    onChange={setMembers}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
