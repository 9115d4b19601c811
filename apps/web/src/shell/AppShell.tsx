/** The layout of every signed-in screen: top bar above the routed page. */
import { Layout } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import type { BootstrapUser } from '../api/types';
import { AppChromeContext } from './appChrome';
import { NavBar } from './NavBar';
import { PageLoading } from './PageLoading';

export function AppShell({ user }: { user: BootstrapUser }) {
  const { pathname } = useLocation();
  // A page may hide the navigation (standalone dashboards); see appChrome.ts.
  const [navigationHidden, setNavigationHidden] = useState(false);
  const chrome = useMemo(() => ({ setNavigationHidden }), []);
  return (
    <AppChromeContext.Provider value={chrome}>
      <Layout className="pn-app">
        {!navigationHidden && <NavBar user={user} />}
        <Layout.Content className="pn-content">
          {/* Keyed by path so navigating away from a crashed screen recovers. */}
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Layout.Content>
      </Layout>
    </AppChromeContext.Provider>
  );
}
