/** The centred card of the pages outside the app shell (sign in, log out): logo, title, line. */
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LogoMark } from '../shell/LogoMark';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="pn-login">
      <Card className="pn-login-card">
        <div className="pn-login-brand">
          <LogoMark size={40} />
          <Typography.Title level={2} className="pn-login-title">
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{subtitle}</Typography.Text>
        </div>
        {children}
      </Card>
    </main>
  );
}
