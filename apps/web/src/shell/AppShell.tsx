/** The layout of every signed-in screen: top bar above the routed page. */
import { Layout, Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import type { BootstrapUser } from '../api/types';
import { NavBar } from './NavBar';

export function AppShell({ user }: { user: BootstrapUser }) {
  const { pathname } = useLocation();
  return (
    <Layout className="pn-app">
      <NavBar user={user} />
      <Layout.Content className="pn-content">
        {/* Keyed by path so navigating away from a crashed screen recovers. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Spin className="pn-page-loading" size="large" />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Layout.Content>
    </Layout>
  );
}
