/**
 * What a drop does: moves an existing component, creates a new one from the palette, or adds a
 * saved chart, each as one `layoutActionApplied` (so one undo step; refusals and warnings become
 * toasts in the dashboard listener). An added chart also joins the dashboard's chart
 * definitions, chart states and datasets, so it queries and draws like the others.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { LayoutDestination, LayoutItemMeta } from '@panorama/core/layout/layout-types';
import { newComponent } from '@panorama/core/layout/new-component';
import { chartAdded, type ChartsState } from '../../../chart-runtime/chartsSlice';
import { getDashboardComponent } from '../../../dashboard-components';
import { t } from '../../../i18n/t';
import { dangerToastAdded } from '../../../store/messageToastsSlice';
import { nativeFilterScopesOf } from '../model/dashboardMetadata';
import type { DashboardInfoState } from '../state/dashboardInfoSlice';
import { layoutActionApplied, type DashboardLayoutState } from '../state/dashboardLayoutSlice';
import type { DatasourcesState } from '../state/datasourcesSlice';
import { sliceEntitiesReceived } from '../state/sliceEntitiesSlice';
import { loadChartDataset, type DatasetFetcher } from '../thunks/loadChartDataset';
import type { EditDragData } from './dragData';
import { chartDefinitionOf, type SavedChartRow } from './savedCharts';

export const NO_CHART_DEFINITION_MESSAGE =
  'Sorry, there is no chart definition associated with the chart trying to be added.';

/** The slices a drop reads. */
export interface EditDropState {
  dashboardLayout: DashboardLayoutState;
  dashboardInfo: Pick<DashboardInfoState, 'metadata'>;
  charts: ChartsState;
  datasources: DatasourcesState;
}

type Thunk<R> = (
  dispatch: ThunkDispatch<EditDropState, unknown, UnknownAction>,
  getState: () => EditDropState,
) => R;

/**
 * Adds a saved chart at `destination`; returns the new layout component's id when it was added.
 * The chart's dataset is fetched afterwards (with `fetchDataset`, the server by default) unless
 * the page already holds it.
 */
export function addSavedChart(
  row: SavedChartRow,
  destination: LayoutDestination,
  fetchDataset?: DatasetFetcher,
): Thunk<string | null> {
  return (dispatch, getState) => {
    const definition = chartDefinitionOf(row);
    if (!definition) {
      dispatch(dangerToastAdded(t(NO_CHART_DEFINITION_MESSAGE)));
      return null;
    }
    // Known before the layout names it, so the chart never shows as "no definition".
    dispatch(sliceEntitiesReceived({ slices: [definition], at: Date.now() }));
    const uuid = typeof row.uuid === 'string' && row.uuid !== '' ? row.uuid : undefined;
    const item = newComponent('CHART', { chartId: row.id, sliceName: row.slice_name, uuid });
    dispatch(layoutActionApplied({ action: { type: 'create', item, destination } }));
    const state = getState();
    if (!state.dashboardLayout.present[item.id]) return null;
    // A chart state that already exists (the chart was here before, then undone) keeps its data.
    if (!state.charts[row.id]) {
      dispatch(chartAdded({ id: row.id, sliceFormData: definition.form_data }));
    }
    void loadChartDataset(definition.form_data.datasource, fetchDataset)(dispatch, getState);
    return item.id;
  };
}

/**
 * The meta of a new DYNAMIC item for the registered component `componentKey`: its key, its
 * default size and whether it may be resized (a component registered later keeps Superset's
 * defaults).
 */
export function dynamicComponentMeta(componentKey: string): Partial<LayoutItemMeta> {
  const registered = getDashboardComponent(componentKey);
  return {
    componentKey,
    width: registered?.defaultSize?.width,
    height: registered?.defaultSize?.height,
    ...(registered?.resizable === false ? { resizable: false } : {}),
  };
}

/** Applies a resolved drop of `data` at `destination`. */
export function applyEditDrop(data: EditDragData, destination: LayoutDestination): Thunk<void> {
  return (dispatch, getState) => {
    switch (data.kind) {
      case 'existing':
        dispatch(
          layoutActionApplied({
            action: { type: 'move', componentId: data.id, destination },
            // Moving a chart across a native filter's scope boundary warns.
            filterScopes: nativeFilterScopesOf(getState().dashboardInfo.metadata),
          }),
        );
        return;
      case 'new':
        dispatch(
          layoutActionApplied({
            action: { type: 'create', item: newComponent(data.type), destination },
          }),
        );
        return;
      case 'dynamic':
        dispatch(
          layoutActionApplied({
            action: {
              type: 'create',
              item: newComponent('DYNAMIC', dynamicComponentMeta(data.componentKey)),
              destination,
            },
          }),
        );
        return;
      case 'chart':
        addSavedChart(data.chart, destination)(dispatch, getState);
        return;
    }
  };
}
