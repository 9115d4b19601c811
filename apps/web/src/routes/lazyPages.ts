/**
 * The screens, each its own chunk loaded on first visit, so the shell (providers, navigation)
 * stays small and a dashboard viewer never downloads the chart editor. Home and login are lazy
 * too: their antd Table and Form would otherwise be downloaded before every other page.
 */
import { createElement, lazy } from 'react';
import { PageLoading } from '../shell/PageLoading';
import { preloadablePage } from './preloadablePage';

const dashboardPage = preloadablePage(
  () => import('../features/dashboard-page/DashboardPage').then((m) => m.DashboardPage),
  () => createElement(PageLoading),
);

/** Chunk loaders that routes/routePrefetch.ts also calls at boot, ahead of the first render. */
export const pageChunks = {
  home: () => import('../pages/HomePage'),
  login: () => import('../auth/LoginPage'),
  dashboard: dashboardPage.preload,
};

// The 404 and 403 screens use antd's Result with its illustrations: not worth every page's download.
export const NotFoundPage = lazy(() =>
  import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
export const ForbiddenPage = lazy(() =>
  import('../pages/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })),
);

export const HomePage = lazy(() => pageChunks.home().then((m) => ({ default: m.HomePage })));
export const LoginPage = lazy(() => pageChunks.login().then((m) => ({ default: m.LoginPage })));
export const LogoutPage = lazy(() =>
  import('../auth/LogoutPage').then((m) => ({ default: m.LogoutPage })),
);

export const DatasetListPage = lazy(() =>
  import('../features/datasets/DatasetListPage').then((m) => ({ default: m.DatasetListPage })),
);
export const AnnotationLayerListPage = lazy(() =>
  import('../features/annotation-layers/AnnotationLayerListPage').then((m) => ({
    default: m.AnnotationLayerListPage,
  })),
);
export const AnnotationListPage = lazy(() =>
  import('../features/annotation-layers/AnnotationListPage').then((m) => ({
    default: m.AnnotationListPage,
  })),
);
export const ChartCreationPage = lazy(() =>
  import('../features/chart-add/ChartCreationPage').then((m) => ({ default: m.ChartCreationPage })),
);
export const ChartListPage = lazy(() =>
  import('../features/chart-list/ChartListPage').then((m) => ({ default: m.ChartListPage })),
);
export const DashboardListPage = lazy(() =>
  import('../features/dashboard-list/DashboardListPage').then((m) => ({
    default: m.DashboardListPage,
  })),
);
export const DashboardPage = dashboardPage.Page;
export const EmbeddedPage = lazy(() =>
  import('../features/embedded/EmbeddedPage').then((m) => ({ default: m.EmbeddedPage })),
);
export const DashboardPermalinkPage = lazy(() =>
  import('../features/dashboard-page/DashboardPermalinkPage').then((m) => ({
    default: m.DashboardPermalinkPage,
  })),
);
export const DatabaseListPage = lazy(() =>
  import('../features/databases/DatabaseListPage').then((m) => ({ default: m.DatabaseListPage })),
);
export const ExplorePage = lazy(() =>
  import('../features/explore/ExplorePage').then((m) => ({ default: m.ExplorePage })),
);
export const RoleListPage = lazy(() =>
  import('../features/roles/RoleListPage').then((m) => ({ default: m.RoleListPage })),
);
export const RowLevelSecurityListPage = lazy(() =>
  import('../features/row-level-security/RowLevelSecurityListPage').then((m) => ({
    default: m.RowLevelSecurityListPage,
  })),
);
export const SavedQueryListPage = lazy(() =>
  import('../features/saved-queries/SavedQueryListPage').then((m) => ({
    default: m.SavedQueryListPage,
  })),
);
export const ProfilePage = lazy(() =>
  import('../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
export const ActionLogPage = lazy(() =>
  import('../features/action-log/ActionLogPage').then((m) => ({ default: m.ActionLogPage })),
);
export const UserListPage = lazy(() =>
  import('../features/users/UserListPage').then((m) => ({ default: m.UserListPage })),
);
export const SqlLabPage = lazy(() =>
  import('../features/sqllab/SqlLabPage').then((m) => ({ default: m.SqlLabPage })),
);
export const ReportListPage = lazy(() =>
  import('../features/reports/ReportListPage').then((m) => ({ default: m.ReportListPage })),
);
export const ReportLogPage = lazy(() =>
  import('../features/reports/ReportLogPage').then((m) => ({ default: m.ReportLogPage })),
);
