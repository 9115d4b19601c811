/** `/user/list/` (Admins): users, their roles and whether they may sign in. */
import { Tag } from 'antd';
import { relatedFilter, yesNoFilter } from '../../components/list-view/commonFilters';
import { ListViewWithForm } from '../../components/list-view/ListViewWithForm';
import type { FormListViewConfig } from '../../components/list-view/ListViewWithForm';
import { rowTitleColumn } from '../../components/list-view/rowTitleColumn';
import { t } from '../../i18n/t';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/userSlice';
import { UserFormModal } from './UserFormModal';
import { USERS_RESOURCE } from './usersApi';
import type { UserListItem } from './userTypes';

export function UserListPage() {
  const me = useAppSelector(selectCurrentUser);

  const config: FormListViewConfig<UserListItem> = {
    resource: USERS_RESOURCE,
    noun: t('user'),
    title: t('Users'),
    itemName: (user) => user.username,
    columns: [
      {
        key: 'first_name',
        title: t('First name'),
        sortable: true,
        render: (user) => user.first_name,
      },
      { key: 'last_name', title: t('Last name'), sortable: true, render: (user) => user.last_name },
      rowTitleColumn('username', (user) => ({ text: user.username }), t('Username')),
      { key: 'email', title: t('Email'), sortable: true, render: (user) => user.email },
      {
        key: 'active',
        title: t('Active'),
        sortable: true,
        width: 100,
        render: (user) =>
          user.active ? <Tag color="green">{t('Yes')}</Tag> : <Tag>{t('No')}</Tag>,
      },
      {
        key: 'roles',
        title: t('Roles'),
        render: (user) => (
          <span className="pn-tag-list">
            {user.roles.map((role) => (
              <Tag key={role.id}>{role.name}</Tag>
            ))}
          </span>
        ),
      },
    ],
    defaultSort: { column: 'username', direction: 'asc' },
    search: { col: 'username', opr: 'ct', placeholder: t('Search by username') },
    filters: [
      relatedFilter(USERS_RESOURCE, 'roles', t('Role')),
      yesNoFilter('active', t('Active')),
    ],
    deletable: true,
    // The server refuses it too; not offering it avoids a pointless confirmation.
    isDeletable: (user) => user.id !== me?.id,
  };

  return (
    <ListViewWithForm
      config={config}
      create={{ label: t('User'), testId: 'create-user' }}
      form={(user, close) => <UserFormModal user={user} onClose={close} />}
    />
  );
}
