/**
 * A loaded dashboard: its custom CSS (sanitised), the title bar, the filter bar (left of the
 * grid or above it, behind a button on a phone, hidden while editing and in report
 * screenshots), and the layout on the 12-column grid from ROOT down, stacked into one column
 * on a phone. The root element carries `data-dashboard-ready` once no chart
 * of the shown tabs is loading (in report mode: once all are drawn). Edit mode's layer (drag
 * and drop, side panel) and the overwrite prompt load only when they are shown.
 */
import { Suspense, lazy, useMemo, useState } from 'react';
import { DASHBOARD_ROOT_DEPTH, DASHBOARD_ROOT_ID } from '@panorama/core/layout/layout-constants';
import { stacksLayout } from '@panorama/core/layout/phone-layout';
import { lazyComponent } from '../../components/lazyComponent';
import { useElementSize } from '../../components/useElementSize';
import { useIsPhone } from '../../components/useIsPhone';
import { useAppSelector } from '../../store/hooks';
import { DashboardCss, hasDashboardCss } from './DashboardCss';
import { DashboardComponentRenderer } from './components/componentRenderer';
import { DashboardComponent } from './components/DashboardComponent';
import { columnUnitPx, GridGeometryContext } from './components/gridGeometry';
import { createEditDraggablesStore } from './edit/editDraggablesStore';
import { EditModeLayer } from './edit/lazyEditModeParts';
import { EditDraggablesContext } from './edit/useEditDraggable';
import { DashboardHeader } from './header/DashboardHeader';
import { useAnchorScroll } from './hooks/useAnchorScroll';
import { useAutoRefresh } from './hooks/useAutoRefresh';
import { usePersistSharedLabelColors } from './hooks/usePersistSharedLabelColors';
import { useCanonicalUrl } from './hooks/useCanonicalUrl';
import { useDashboardReady } from './hooks/useDashboardReady';
import { useUnsavedChangesPrompt } from './hooks/useUnsavedChangesPrompt';
import { FilterBar } from './native-filters/components/FilterBar';
import { useNativeFilterState } from './native-filters/hooks/useNativeFilterState';
import { filterBarOrientation } from './native-filters/model/nativeFilterConfig';
import { selectNativeFiltersEnabled } from './native-filters/state/nativeFilterSelectors';
import { selectHidesTitle, selectIsReportMode } from './state/dashboardSelectors';

/** Phones only: loaded when a phone shows a dashboard, so the desktop page does not carry it. */
const FilterBarDrawer = lazy(() =>
  import('./native-filters/components/FilterBarDrawer').then((m) => ({
    default: m.FilterBarDrawer,
  })),
);

// Loaded when needed: viewing a dashboard downloads neither edit mode nor the overwrite prompt.
const OverwriteConfirmModal = lazyComponent(() =>
  import('./header/OverwriteConfirmModal').then((m) => m.OverwriteConfirmModal),
);

export function DashboardView() {
  const css = useAppSelector((state) => state.dashboardInfo.css);
  const dashboardId = useAppSelector((state) => state.dashboardInfo.id);
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  const fullSizeChartId = useAppSelector((state) => state.dashboardState.fullSizeChartId);
  const overwritePrompt = useAppSelector((state) => state.dashboardState.overwriteConfirm !== null);
  const hideTitle = useAppSelector(selectHidesTitle);
  const reportMode = useAppSelector(selectIsReportMode);
  const ready = useDashboardReady();
  const [contentRef, contentSize] = useElementSize<HTMLDivElement>();
  const phone = useIsPhone();
  const stacked = stacksLayout(phone, editMode);
  const geometry = useMemo(
    () => ({ columnUnit: columnUnitPx(contentSize.width), stacked }),
    [contentSize.width, stacked],
  );
  const [draggables] = useState(createEditDraggablesStore);
  useAutoRefresh();
  useAnchorScroll();
  useUnsavedChangesPrompt();
  useCanonicalUrl();
  usePersistSharedLabelColors();
  useNativeFilterState();
  const nativeFiltersOn = useAppSelector(selectNativeFiltersEnabled);
  const horizontalBar = useAppSelector(
    (state) => filterBarOrientation(state.dashboardInfo.metadata) === 'HORIZONTAL',
  );
  const showFilterBar = nativeFiltersOn && !editMode && !reportMode;

  const classes = [
    'pn-dashboard',
    editMode ? 'pn-dashboard--edit' : '',
    reportMode ? 'pn-dashboard--report' : '',
    fullSizeChartId !== null ? 'pn-dashboard--fullsize' : '',
    stacked ? 'pn-dashboard--stacked' : '',
    // Custom CSS written for Superset targets `.dashboard`; give it something to hold on to.
    'dashboard',
    dashboardId !== null ? `dashboard--${dashboardId}` : '',
  ];

  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-testid="dashboard"
      data-dashboard-id={dashboardId ?? undefined}
      data-dashboard-ready={ready ? 'true' : 'false'}
      data-edit-mode={editMode ? 'true' : 'false'}
    >
      {hasDashboardCss(css) && <DashboardCss css={css} />}
      {!hideTitle && <DashboardHeader />}
      {/* A phone has no room beside or above the grid: the bar opens over the page instead. */}
      {showFilterBar && phone && (
        <Suspense fallback={null}>
          <FilterBarDrawer />
        </Suspense>
      )}
      {showFilterBar && !phone && horizontalBar && <FilterBar />}
      <EditDraggablesContext.Provider value={draggables}>
        <div className="pn-dashboard-body">
          {showFilterBar && !phone && !horizontalBar && <FilterBar />}
          <div className="pn-dashboard-content" ref={contentRef}>
            {contentSize.width > 0 && (
              <GridGeometryContext.Provider value={geometry}>
                <DashboardComponentRenderer.Provider value={DashboardComponent}>
                  <DashboardComponent
                    id={DASHBOARD_ROOT_ID}
                    parentId={null}
                    index={0}
                    depth={DASHBOARD_ROOT_DEPTH}
                  />
                </DashboardComponentRenderer.Provider>
              </GridGeometryContext.Provider>
            )}
          </div>
          {editMode && (
            <Suspense fallback={null}>
              <EditModeLayer />
            </Suspense>
          )}
        </div>
      </EditDraggablesContext.Provider>
      {overwritePrompt && (
        <Suspense fallback={null}>
          <OverwriteConfirmModal />
        </Suspense>
      )}
    </div>
  );
}
