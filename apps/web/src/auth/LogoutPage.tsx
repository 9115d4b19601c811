/**
 * `/logout/` opened as a page (an old link or bookmark): asks before logging out, because a GET
 * can be set off by another site and must never end the session by itself.
 */
import { LogoutOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { Link, Navigate } from 'react-router-dom';
import { t } from '../i18n/t';
import { PATHS } from '../routes/paths';
import { LogoMark } from '../shell/LogoMark';
import { useAppSelector } from '../store/hooks';
import { selectCurrentUser } from '../store/userSlice';
import { useLogOut } from './useLogOut';

export function LogoutPage() {
  const user = useAppSelector(selectCurrentUser);
  const { logOut, isLoading } = useLogOut();
  if (user === null) return <Navigate to={PATHS.login} replace />;

  return (
    <main className="pn-login">
      <Card className="pn-login-card">
        <div className="pn-login-brand">
          <LogoMark size={40} />
          <Typography.Title level={2} className="pn-login-title">
            {t('Log out?')}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('You are signed in as %s.', user.username)}
          </Typography.Text>
        </div>
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
      </Card>
    </main>
  );
}
