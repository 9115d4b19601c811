/**
 * `/profile/`: the signed-in user's own information, where the user menu's "Info" leads
 * (Flask-AppBuilder's user info page): name, username, e-mail, whether the account is active,
 * and the roles that decide what the user may see and do.
 */
import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { t } from '../../i18n/t';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/userSlice';

export function ProfilePage() {
  const user = useAppSelector(selectCurrentUser);
  if (user === null) return null;
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <div style={{ padding: 24, maxWidth: 720 }} data-testid="profile-page">
      <Typography.Title level={3}>{t('Your user information')}</Typography.Title>
      <Card>
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label={t('Name')}>
            <span data-testid="profile-name">{name === '' ? '—' : name}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('Username')}>
            <span data-testid="profile-username">{user.username}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('Email')}>
            <span data-testid="profile-email">{user.email === '' ? '—' : user.email}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('Active')}>
            {user.is_active ? t('Yes') : t('No')}
          </Descriptions.Item>
          <Descriptions.Item label={t('Roles')}>
            <Space size={[4, 4]} wrap data-testid="profile-roles">
              {user.roles.length === 0
                ? t('No roles')
                : user.roles.map((role) => <Tag key={role}>{role}</Tag>)}
            </Space>
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
