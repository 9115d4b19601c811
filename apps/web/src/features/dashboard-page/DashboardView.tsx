/**
 * A loaded dashboard: its custom CSS (sanitised), the title bar, the filter bar (left of the
 * grid or above it, hidden while editing and in report screenshots), and the layout on the
 * 12-column grid from ROOT down. The root element carries `data-dashboard-ready` once no chart
 * of the shown tabs is loading (in report mode: once all are drawn). Edit mode's layer (drag
 * and drop, side panel) and the overwrite prompt load only when they are shown.
 */
import { Suspense, useMemo, useState } from 'react';
import { DASHBOARD_ROOT_DEPTH, DASHBOARD_ROOT_ID } from '@panorama/core/layout/layout-constants';
import { lazyComponent } from '../../components/lazyComponent';
import { useElementSize } from '../../components/useElementSize';
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
import { useCanonicalUrl } from './hooks/useCanonicalUrl';
import { useDashboardReady } from './hooks/useDashboardReady';
import { useUnsavedChangesPrompt } from './hooks/useUnsavedChangesPrompt';
import { FilterBar } from './native-filters/components/FilterBar';
import { useNativeFilterState } from './native-filters/hooks/useNativeFilterState';
import { filterBarOrientation } from './native-filters/model/nativeFilterConfig';
import { selectNativeFiltersEnabled } from './native-filters/state/nativeFilterSelectors';
import { selectHidesTitle, selectIsReportMode } from './state/dashboardSelectors';

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
  const geometry = useMemo(
    () => ({ columnUnit: columnUnitPx(contentSize.width) }),
    [contentSize.width],
  );
  const [draggables] = useState(createEditDraggablesStore);
  useAutoRefresh();
  useAnchorScroll();
  useUnsavedChangesPrompt();
  useCanonicalUrl();
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
      {showFilterBar && horizontalBar && <FilterBar />}
      <EditDraggablesContext.Provider value={draggables}>
        <div className="pn-dashboard-body">
          {showFilterBar && !horizontalBar && <FilterBar />}
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
