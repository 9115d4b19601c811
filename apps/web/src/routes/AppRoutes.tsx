/**
 * The route table: the login page is public, the logout confirmation stands outside the shell
 * (and sends visitors who are not signed in to login), everything else needs a signed-in user.
 */
import { Suspense } from 'react';
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
  NotFoundPage,
} from './lazyPages';
import { AppShell } from '../shell/AppShell';
import { FullPageLoading } from '../shell/FullPageLoading';
import { PATHS } from './paths';
import { RequirePermission } from './RequirePermission';

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={PATHS.login}
        element={
          // Outside the shell (and its content-area spinner): keeps the startup spinner in place.
          <Suspense fallback={<FullPageLoading />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route
        path={PATHS.logout}
        element={
          <Suspense fallback={<FullPageLoading />}>
            <LogoutPage />
          </Suspense>
        }
      />
      <Route element={<RequireAuth>{(user) => <AppShell user={user} />}</RequireAuth>}>
        <Route index element={<HomePage />} />
        <Route path={PATHS.dashboardList} element={<DashboardListPage />} />
        <Route path={PATHS.dashboard} element={<DashboardPage />} />
        <Route path={PATHS.dashboardPermalink} element={<DashboardPermalinkPage />} />
        <Route path={PATHS.chartList} element={<ChartListPage />} />
        <Route path={PATHS.datasetList} element={<DatasetListPage />} />
        <Route path={PATHS.databaseList} element={<DatabaseListPage />} />
        <Route path={PATHS.chartAdd} element={<ChartCreationPage />} />
        <Route path={PATHS.explore} element={<ExplorePage />} />
        <Route path={PATHS.explorePermalink} element={<ExplorePage />} />
        <Route
          path={PATHS.savedQueryList}
          element={
            <RequirePermission permission="can_read" view="SavedQuery">
              <SavedQueryListPage />
            </RequirePermission>
          }
        />
        <Route
          path={PATHS.userList}
          element={
            <RequirePermission permission="can_read" view="User">
              <UserListPage />
            </RequirePermission>
          }
        />
        <Route
          path={PATHS.roleList}
          element={
            <RequirePermission permission="can_read" view="Role">
              <RoleListPage />
            </RequirePermission>
          }
        />
        <Route
          path={PATHS.rowLevelSecurityList}
          element={
            <RequirePermission permission="can_read" view="Row Level Security">
              <RowLevelSecurityListPage />
            </RequirePermission>
          }
        />
        <Route
          path={PATHS.annotationLayerList}
          element={
            <RequirePermission permission="can_read" view="Annotation">
              <AnnotationLayerListPage />
            </RequirePermission>
          }
        />
        <Route
          path={PATHS.annotationList}
          element={
            <RequirePermission permission="can_read" view="Annotation">
              <AnnotationListPage />
            </RequirePermission>
          }
        />
        <Route path={PATHS.sqlLab} element={<SqlLabPage />} />
        <Route path={PATHS.sqlLabHistory} element={<SqlLabPage />} />
        <Route path={PATHS.reportList} element={<ReportListPage />} />
        <Route path={PATHS.reportLog} element={<ReportLogPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
