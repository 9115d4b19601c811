/**
 * `/dashboard/{id or slug}/`: loads the dashboard, its charts and its datasets in parallel,
 * builds the layout, reads the URL (edit mode, standalone, uiConfig, focused chart, filter
 * keys, permalink) and hands the result to the dashboard slices in one `dashboardLoaded` event.
 */
import { Spin } from 'antd';
import { Suspense, useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { buildDashboardLayout } from '@panorama/core/layout/load-save';
import { lazyComponent } from '../../components/lazyComponent';
import { t } from '../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectFeatureFlag } from '../../store/commonSlice';
import { dangerToastAdded } from '../../store/messageToastsSlice';
import { selectCurrentUser } from '../../store/userSlice';
import { useHideNavigation } from '../../shell/appChrome';
import { loadControlDefaults } from './model/controlDefaultsLoader';
import { preloadChartTypes } from '../../visualizations/preloadChartTypes';
import { useCanScheduleReports } from '../reports';
import {
  useGetDashboardChartsQuery,
  useGetDashboardDatasetsQuery,
  useGetDashboardPermalinkQuery,
  useGetDashboardQuery,
} from './api/dashboardApi';
import { dashboardChartTypes } from './api/dashboardChartTypes';
import { DashboardView } from './DashboardView';
import { loadDashboardParts } from './loadDashboardParts';
import { parseDashboardMetadata } from './model/dashboardMetadata';
import { dashboardPermissions } from './model/dashboardPermissions';
import { initialFocus } from './model/initialFocus';
import { loadNativeFilterConfiguration } from './native-filters/model/loadNativeFilterConfiguration';
import {
  FILTER_SETS_FLAG,
  filterBarOrientation,
  NATIVE_FILTERS_FLAG,
} from './native-filters/model/nativeFilterConfig';
import { hidesNavigation, parseDashboardUrlParams } from './model/urlParams';
import { dashboardDatasetsFailed, dashboardDatasetsLoaded } from './state/dashboardEvents';
import { loadFirstScreenChartTypes } from './thunks/loadFirstScreenChartTypes';
import { startDashboard } from './thunks/startDashboard';
import './dashboard.css';
import './dashboardPhone.css';

const DashboardLoadError = lazyComponent(() =>
  import('./DashboardLoadError').then((m) => m.DashboardLoadError),
);

function NotFound({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <DashboardLoadError error={error} />
    </Suspense>
  );
}

/** `idOrSlug` is given by the embedded page; the dashboard route reads it from the path. */
export function DashboardPage({ idOrSlug: given }: { idOrSlug?: string }) {
  const params = useParams<{ idOrSlug: string }>();
  const idOrSlug = given ?? params.idOrSlug ?? '';
  const location = useLocation();
  const dispatch = useAppDispatch();
  const urlParams = useMemo(() => parseDashboardUrlParams(location.search), [location.search]);
  useHideNavigation(hidesNavigation(urlParams));

  // The three calls run in parallel.
  const dashboard = useGetDashboardQuery(idOrSlug, { refetchOnMountOrArgChange: true });
  const charts = useGetDashboardChartsQuery(idOrSlug, { refetchOnMountOrArgChange: true });
  const datasets = useGetDashboardDatasetsQuery(idOrSlug, { refetchOnMountOrArgChange: true });
  const permalink = useGetDashboardPermalinkQuery(urlParams.permalinkKey ?? '', {
    skip: urlParams.permalinkKey === null,
  });
  // The chart types' code downloads while the layout is built and the charts query.
  useEffect(() => {
    if (!charts.data) return;
    preloadChartTypes(dashboardChartTypes(charts.data));
    // A failure shows on the charts that need it (queryDashboardChart loads it again).
    loadControlDefaults().catch(() => undefined);
  }, [charts.data]);
  const user = useAppSelector(selectCurrentUser);
  const permissions = useAppSelector((state) => state.common.permissions);
  const guest = useAppSelector((state) => state.common.guest);
  const reportEntry = useCanScheduleReports();
  const filterSetsOn = useAppSelector(
    (state) =>
      selectFeatureFlag(state, NATIVE_FILTERS_FLAG) && selectFeatureFlag(state, FILTER_SETS_FLAG),
  );
  const loadedKey = useAppSelector((state) => state.dashboardState.loadKey);
  const datasetsStatus = useAppSelector((state) => state.dashboardState.datasetsStatus);

  const permalinkSettled = urlParams.permalinkKey === null || !permalink.isFetching;
  const loadKey =
    dashboard.data && charts.data && permalinkSettled
      ? `${idOrSlug}:${dashboard.fulfilledTimeStamp}:${charts.fulfilledTimeStamp}:${location.search}`
      : null;

  useEffect(() => {
    if (loadKey === null || loadKey === loadedKey || !dashboard.data || !charts.data) return;
    const detail = dashboard.data.result;
    const layout = buildDashboardLayout({
      positionJson: detail.position_json,
      charts: charts.data.map((chart) => ({ id: chart.id, sliceName: chart.slice_name })),
      dashboardTitle: detail.dashboard_title,
    });
    const permalinkState = permalink.data?.state ?? null;
    const granted = dashboardPermissions({
      permissions,
      user: user ? { id: user.id, roles: user.roles } : null,
      owners: detail.owners,
      guest,
    });
    const { etag } = dashboard.data;
    const chartList = charts.data;
    const metadata = parseDashboardMetadata(detail.json_metadata);
    const rawFilters = metadata.native_filter_configuration;
    const focus = initialFocus(layout, urlParams, permalinkState);
    const screenHeightPx = window.innerHeight;
    // Checking the filter configuration may need its code first (only when there are filters),
    // the first render the code of what this dashboard shows (tabs, custom CSS), and the first
    // screen's queries their chart types' code; a newer load (another effect run) makes this
    // one stale.
    let stale = false;
    void Promise.all([
      loadNativeFilterConfiguration(rawFilters),
      loadDashboardParts({
        layout,
        css: detail.css ?? '',
        filterSetsTabs: filterSetsOn && filterBarOrientation(metadata) === 'VERTICAL',
        reportEntry,
      }),
      // Opened at an anchor, the page queries what it scrolls to, not the top of its layout.
      focus.anchor === null &&
        loadFirstScreenChartTypes(layout, focus.activeTabs, chartList, screenHeightPx),
    ]).then(([nativeFilters]) => {
      if (stale) return;
      dispatch(
        startDashboard(
          {
            loadKey,
            dashboard: detail,
            etag,
            charts: chartList,
            layout,
            permissions: granted,
            urlParams,
            editMode: urlParams.editRequested && granted.dash_edit_perm,
            ...focus,
            permalinkState,
            nativeFilters,
          },
          { signedIn: user !== null, screenHeightPx },
        ),
      );
    });
    return () => {
      stale = true;
    };
  }, [
    loadKey,
    loadedKey,
    dashboard.data,
    charts.data,
    permalink.data,
    permissions,
    guest,
    filterSetsOn,
    reportEntry,
    user,
    urlParams,
    dispatch,
  ]);

  const loaded = loadKey !== null && loadKey === loadedKey;

  useEffect(() => {
    if (!loaded || datasetsStatus !== 'loading') return;
    if (datasets.data) dispatch(dashboardDatasetsLoaded({ datasources: datasets.data }));
    else if (datasets.isError) {
      dispatch(dashboardDatasetsFailed());
      dispatch(
        dangerToastAdded(t('Error loading chart datasources. Filters may not work correctly.')),
      );
    }
  }, [loaded, datasetsStatus, datasets.data, datasets.isError, dispatch]);

  if (dashboard.isError) return <NotFound error={dashboard.error} />;
  if (charts.isError) return <NotFound error={charts.error} />;
  if (!loaded) {
    return (
      <div className="pn-dashboard-loading" data-testid="dashboard-loading">
        <Spin size="large" />
      </div>
    );
  }
  return <DashboardView />;
}
