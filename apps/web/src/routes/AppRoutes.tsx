/**
 * The route table: the login page is public, the logout confirmation stands outside the shell
 * (and sends visitors who are not signed in to login), everything else needs a signed-in user.
 */
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../auth/RequireAuth';
import {
  AnnotationLayerListPage,
  AnnotationListPage,
  ChartCreationPage,
  ChartListPage,
  DashboardListPage,
  DashboardPage,
  DashboardPermalinkPage,
  DatabaseListPage,
  DatasetListPage,
  EmbeddedPage,
  ExplorePage,
  HomePage,
  LoginPage,
  LogoutPage,
  ReportListPage,
  ReportLogPage,
  RoleListPage,
  RowLevelSecurityListPage,
  SavedQueryListPage,
  SqlLabPage,
  UserListPage,
  ActionLogPage,
  ProfilePage,
  NotFoundPage,
} from './lazyPages';
import { AppShell } from '../shell/AppShell';
import { FullPageLoading } from '../shell/FullPageLoading';
import { PATHS } from './paths';
import { RequirePermission } from './RequirePermission';

/** Pages any signed-in user may open (the page itself asks only for what the user may see). */
const OPEN_PAGES: Array<[path: string, Page: ComponentType]> = [
  [PATHS.dashboardList, DashboardListPage],
  [PATHS.dashboard, DashboardPage],
  [PATHS.dashboardPermalink, DashboardPermalinkPage],
  [PATHS.chartList, ChartListPage],
  [PATHS.datasetList, DatasetListPage],
  [PATHS.databaseList, DatabaseListPage],
  [PATHS.chartAdd, ChartCreationPage],
  [PATHS.explore, ExplorePage],
  [PATHS.explorePermalink, ExplorePage],
  [PATHS.sqlLab, SqlLabPage],
  [PATHS.sqlLabHistory, SqlLabPage],
  [PATHS.reportList, ReportListPage],
  [PATHS.reportLog, ReportLogPage],
  [PATHS.profile, ProfilePage],
];

/** Pages shown only to users who may read the view they list; others see 'Access denied'. */
const GUARDED_PAGES: Array<[path: string, view: string, Page: ComponentType]> = [
  [PATHS.savedQueryList, 'SavedQuery', SavedQueryListPage],
  [PATHS.userList, 'User', UserListPage],
  [PATHS.roleList, 'Role', RoleListPage],
  [PATHS.actionLog, 'Log', ActionLogPage],
  [PATHS.rowLevelSecurityList, 'Row Level Security', RowLevelSecurityListPage],
  [PATHS.annotationLayerList, 'Annotation', AnnotationLayerListPage],
  [PATHS.annotationList, 'Annotation', AnnotationListPage],
];

/** Pages outside the shell, whose loading keeps the startup spinner in place. */
const STANDALONE_PAGES: Array<[path: string, Page: ComponentType]> = [
  [PATHS.login, LoginPage],
  [PATHS.logout, LogoutPage],
  [PATHS.embedded, EmbeddedDashboardPage],
];

/** The embedded page shows one dashboard, by the id its uuid resolves to. */
function EmbeddedDashboardPage() {
  return <EmbeddedPage dashboard={(idOrSlug) => <DashboardPage idOrSlug={idOrSlug} />} />;
}

export function AppRoutes() {
  return (
    <Routes>
      {STANDALONE_PAGES.map(([path, Page]) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={<FullPageLoading />}>
              <Page />
            </Suspense>
          }
        />
      ))}
      <Route element={<RequireAuth>{(user) => <AppShell user={user} />}</RequireAuth>}>
        <Route index element={<HomePage />} />
        {OPEN_PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {GUARDED_PAGES.map(([path, view, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <RequirePermission permission="can_read" view={view}>
                <Page />
              </RequirePermission>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
