/**
 * `/logout/` opened as a page (an old link or bookmark): asks before logging out, because a GET
 * can be set off by another site and must never end the session by itself.
 */
import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link, Navigate } from 'react-router-dom';
import { t } from '../i18n/t';
import { PATHS } from '../routes/paths';
import { useAppSelector } from '../store/hooks';
import { selectCurrentUser } from '../store/userSlice';
import { AuthCard } from './AuthCard';
import { useLogOut } from './useLogOut';

export function LogoutPage() {
  const user = useAppSelector(selectCurrentUser);
  const { logOut, isLoading } = useLogOut();
  if (user === null) return <Navigate to={PATHS.login} replace />;

  return (
    <AuthCard title={t('Log out?')} subtitle={t('You are signed in as %s.', user.username)}>
      <div className="pn-logout-actions">
        <Button
          type="primary"
          size="large"
          block
          icon={<LogoutOutlined />}
          loading={isLoading}
          onClick={logOut}
        >
          {t('Log out')}
        </Button>
        <Link to={PATHS.home} className="pn-logout-cancel">
          {t('Stay signed in')}
        </Link>
      </div>
    </AuthCard>
  );
}
