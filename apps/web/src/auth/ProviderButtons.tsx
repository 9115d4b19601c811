/**
 * One button per identity provider on the login page (OAUTH_PROVIDERS). Each is a plain link: the
 * server sends the browser on to the provider, which brings it back signed in, to `next`.
 */
import {
  GithubOutlined,
  GitlabOutlined,
  GoogleOutlined,
  KeyOutlined,
  LoginOutlined,
  WindowsOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { LoginOptions } from '@panorama/core/schemas/login-options';
import { t } from '../i18n/t';

/** Flask-AppBuilder configurations name Font Awesome icons; the common ones have an antd twin. */
const ICONS: Record<string, ReactNode> = {
  'fa-google': <GoogleOutlined />,
  'fa-github': <GithubOutlined />,
  'fa-gitlab': <GitlabOutlined />,
  'fa-windows': <WindowsOutlined />,
  'fa-microsoft': <WindowsOutlined />,
  'fa-key': <KeyOutlined />,
};

export function ProviderButtons({
  providers,
  next,
}: {
  providers: LoginOptions['providers'];
  next: string;
}) {
  return (
    <div className="pn-login-providers">
      {providers.map((provider) => (
        <Button
          key={provider.name}
          href={`${provider.login_url}?${new URLSearchParams({ next }).toString()}`}
          icon={ICONS[provider.icon] ?? <LoginOutlined />}
          size="large"
          block
        >
          {t('Sign in with %s', provider.name)}
        </Button>
      ))}
    </div>
  );
}
