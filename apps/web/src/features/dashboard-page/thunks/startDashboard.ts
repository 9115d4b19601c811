/**
 * What a dashboard's loaded reads set going, in the order that gets charts drawn soonest: the
 * dashboard slices take the loaded dashboard, every chart gets its record, the starting filter
 * state is resolved and the charts of the first screen start their queries. All of it happens
 * in one go before React renders the page (it renders after this task), so those requests are
 * on their way while it does. Only a filter state stored on the server (`native_filters_key`)
 * makes the queries wait for its answer, and a page opened at an anchor leaves them to the
 * charts it scrolls to.
 */
import { chartsAdded } from '../../../chart-runtime/chartsSlice';
import type { AppDispatch, RootState } from '../../../store/store';
import { selectFiltersInitialized } from '../native-filters/state/nativeFilterSelectors';
import { restoreFilterState } from '../native-filters/thunks/restoreFilterState';
import { dashboardLoaded, type DashboardLoadedPayload } from '../state/dashboardEvents';
import { loadFavoriteStatus } from './headerActions';
import { queryFirstScreenCharts } from './queryFirstScreenCharts';

export interface StartDashboardOptions {
  signedIn: boolean;
  /** The window's height: how much of the layout the first screen shows. */
  screenHeightPx: number;
}

export function startDashboard(loaded: DashboardLoadedPayload, options: StartDashboardOptions) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    dispatch(dashboardLoaded(loaded));
    dispatch(chartsAdded(loaded.charts.map((c) => ({ id: c.id, sliceFormData: c.form_data }))));
    if (options.signedIn) void dispatch(loadFavoriteStatus(loaded.dashboard.id));
    const restored = dispatch(restoreFilterState(loaded.loadKey));
    // A page opened at an anchor (a permalink's, a focused chart) scrolls away from the top, so
    // what its first screen shows is left to the charts' own observers.
    if (loaded.anchor !== null) return;
    const queryFirstScreen = () => dispatch(queryFirstScreenCharts(options.screenHeightPx));
    if (selectFiltersInitialized(getState())) queryFirstScreen();
    else void restored.then(queryFirstScreen);
  };
}
