/** `/login/`: the sign-in form. Returns the user to `next` (when safe) afterwards. */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Form, Input } from 'antd';
import { Navigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../api/errorMessage';
import type { LoginRequest } from '../api/types';
import { t } from '../i18n/t';
import { useAppSelector } from '../store/hooks';
import { selectCurrentUser } from '../store/userSlice';
import { AuthCard } from './AuthCard';
import { useLoginMutation, useLoginOptionsQuery } from './authApi';
import { ProviderButtons } from './ProviderButtons';
import { safeNext } from './safeNext';

export function LoginPage() {
  const user = useAppSelector(selectCurrentUser);
  const [searchParams] = useSearchParams();
  const [login, { isLoading, error, reset }] = useLoginMutation();
  const destination = safeNext(searchParams.get('next'));
  const { data: options } = useLoginOptionsQuery();
  const providers = options?.providers ?? [];
  const passwordLogin = options?.password_login ?? 'everyone';
  const providerFailure = options?.sign_in_failure ?? null;

  // Also the way out after a successful login: the login response puts the user in the store.
  if (user !== null) return <Navigate to={destination} replace />;

  return (
    <AuthCard title={t('Panorama')} subtitle={t('Sign in to explore your data')}>
      {providerFailure !== null && error === undefined && (
        <Alert
          className="pn-login-error"
          type="error"
          showIcon
          title={
            providerFailure.provider === null
              ? t('The sign-in failed')
              : t('The sign-in with %s failed', providerFailure.provider)
          }
          description={providerFailure.reason}
        />
      )}
      {error !== undefined && (
        <Alert
          className="pn-login-error"
          type="error"
          showIcon
          title={errorMessage(error, t('Sign in failed. Please try again.'))}
        />
      )}
      {providers.length > 0 && <ProviderButtons providers={providers} next={destination} />}
      {providers.length > 0 && passwordLogin !== 'off' && (
        <Divider plain className="pn-login-divider">
          {passwordLogin === 'admins' ? t('Administrators: sign in with a password') : t('or')}
        </Divider>
      )}
      {passwordLogin !== 'off' && (
        <Form<LoginRequest>
          name="login"
          layout="vertical"
          requiredMark={false}
          // Failures are rendered from the mutation's `error`; nothing to catch here.
          onFinish={(values) => void login(values)}
          onValuesChange={() => {
            if (error !== undefined) reset();
          }}
          disabled={isLoading}
        >
          <Form.Item
            label={t('Username')}
            name="username"
            rules={[{ required: true, whitespace: true, message: t('Please enter your username') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
          </Form.Item>
          <Form.Item
            label={t('Password')}
            name="password"
            rules={[{ required: true, message: t('Please enter your password') }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              size="large"
            />
          </Form.Item>
          <Form.Item className="pn-login-submit">
            <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
              {t('Sign in')}
            </Button>
          </Form.Item>
        </Form>
      )}
    </AuthCard>
  );
}
