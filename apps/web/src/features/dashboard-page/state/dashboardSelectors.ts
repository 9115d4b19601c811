/** Reads of the dashboard slices shared by the page's components. */
import { DASHBOARD_HEADER_ID } from '@panorama/core/layout/layout-constants';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import type { RootState } from '../../../store/store';
import { hidesChartControls, hidesTitle, isReportMode } from '../model/urlParams';

export function selectLayoutItem(state: RootState, id: string): LayoutItem | undefined {
  return state.dashboardLayout.present[id];
}

export function selectEditMode(state: RootState): boolean {
  return state.dashboardState.editMode;
}

/** The title on screen: the layout header's text, which edit mode changes with undo. */
export function selectDashboardTitle(state: RootState): string {
  const text = state.dashboardLayout.present[DASHBOARD_HEADER_ID]?.meta.text;
  return typeof text === 'string' ? text : state.dashboardInfo.title;
}

export function selectHidesTitle(state: RootState): boolean {
  return hidesTitle(state.dashboardState);
}

export function selectHidesChartControls(state: RootState): boolean {
  return hidesChartControls(state.dashboardState);
}

export function selectIsReportMode(state: RootState): boolean {
  return isReportMode(state.dashboardState);
}

export function selectCanUndo(state: RootState): boolean {
  return state.dashboardLayout.past.length > 0;
}

export function selectCanRedo(state: RootState): boolean {
  return state.dashboardLayout.future.length > 0;
}
