/**
 * A layout edit with the dashboard's native filter scopes attached, so moving a chart into or
 * out of a filter's scope warns ('This chart has been moved to a different filter scope.').
 */
import type { LayoutAction } from '@panorama/core/layout/layout-actions';
import type { AppDispatch, RootState } from '../../../store/store';
import { nativeFilterScopesOf } from '../model/dashboardMetadata';
import { layoutActionApplied } from './dashboardLayoutSlice';

export function applyLayoutChange(action: LayoutAction) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    dispatch(
      layoutActionApplied({
        action,
        filterScopes: nativeFilterScopesOf(getState().dashboardInfo.metadata),
      }),
    );
  };
}
