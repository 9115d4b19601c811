/**
 * The dashboard's filter state end to end inside the store: a dashboard with native filters,
 * a cross-filtering chart, a filter box and a chart out of every scope; what each chart's query
 * receives as extra_form_data after restore, Apply, cross filters and filter box selections.
 */
import { configureStore } from '@reduxjs/toolkit';
import { crossFilterDataMask } from '@panorama/core/filters/cross-filter';
import { buildDashboardLayout } from '@panorama/core/layout/load-save';
import { describe, expect, it } from 'vitest';
import { commonSlice } from '../../../../store/commonSlice';
import type { RootState } from '../../../../store/store';
import type { DashboardChart } from '../../api/dashboardApiTypes';
import { parseDashboardUrlParams } from '../../model/urlParams';
import { dashboardLoaded } from '../../state/dashboardEvents';
import { dashboardReducers, loadedPayload, testDashboard } from '../../state/testDashboard';
import { nativeFilterMask, startingDataMask } from '../model/filterMasks';
import { dataMaskSlice } from './dataMaskSlice';
import { filterDefaultResolved, filterStateRestored } from './nativeFilterEvents';
import {
  selectActiveCrossFilters,
  selectChartCanQuery,
  selectChartExtraFormData,
  selectChartWaitsOn,
  selectFilterItems,
  selectHasUnappliedValues,
  selectPermalinkDataMask,
} from './nativeFilterSelectors';
import { filterValueChanged, nativeFiltersSlice } from './nativeFiltersSlice';
import { applyNativeFilters, clearAllFilters, emitChartDataMask } from '../thunks/filterActions';

const BAR = 11;
const NUMBER = 12;
const OUTSIDE = 13;
const FILTER_BOX = 14;

const chart = (id: number, vizType: string, more: Record<string, unknown> = {}) =>
  ({
    id,
    slice_name: `Chart ${id}`,
    viz_type: vizType,
    form_data: { datasource: '1__table', viz_type: vizType, ...more },
  }) as DashboardChart;

const charts = [
  chart(BAR, 'echarts_timeseries_bar'),
  chart(NUMBER, 'big_number_total'),
  chart(OUTSIDE, 'big_number_total'),
  chart(FILTER_BOX, 'filter_box', { filter_configs: [{ column: 'destination' }] }),
];

const originFilter = {
  id: 'NATIVE_FILTER-origin',
  type: 'NATIVE_FILTER',
  name: 'Origin',
  filterType: 'filter_select',
  description: '',
  targets: [{ datasetId: 1, column: { name: 'origin' } }],
  scope: { rootPath: ['ROOT_ID'], excluded: [OUTSIDE] },
  chartsInScope: [BAR, NUMBER],
  controlValues: { multiSelect: true },
  // Only the value: the filter's extraFormData is derived from it.
  defaultDataMask: { filterState: { value: ['SFO'] } },
  cascadeParentIds: [],
};

const requiredFilter = {
  ...originFilter,
  id: 'NATIVE_FILTER-year',
  name: 'Year',
  targets: [{ datasetId: 1, column: { name: 'year' } }],
  chartsInScope: [NUMBER],
  defaultDataMask: { filterState: {} },
  requiredFirst: true,
};

function createStore(metadata: Record<string, unknown>) {
  const store = configureStore({
    reducer: {
      [commonSlice.name]: commonSlice.reducer,
      ...dashboardReducers,
      [nativeFiltersSlice.name]: nativeFiltersSlice.reducer,
      [dataMaskSlice.name]: dataMaskSlice.reducer,
    },
    preloadedState: {
      common: {
        ...commonSlice.getInitialState(),
        featureFlags: { DASHBOARD_NATIVE_FILTERS: true, DASHBOARD_CROSS_FILTERS: true },
      },
    },
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }),
  });
  store.dispatch(
    dashboardLoaded(
      loadedPayload({
        dashboard: { ...testDashboard, json_metadata: JSON.stringify(metadata) },
        charts,
        layout: buildDashboardLayout({
          positionJson: null,
          charts: charts.map((c) => ({ id: c.id, sliceName: c.slice_name })),
          dashboardTitle: 'Flights',
        }),
        urlParams: parseDashboardUrlParams(''),
        editMode: false,
      }),
    ),
  );
  const state = () => store.getState() as unknown as RootState;
  /** The dashboard opens with `raw` (as a link would carry it) over the defaults. */
  const restore = (raw: unknown = null) =>
    store.dispatch(
      filterStateRestored({
        dataMask: startingDataMask(selectFilterItems(state()), raw, { crossFilters: true }),
      }),
    );
  const dispatch = (action: unknown) => (store.dispatch as (a: unknown) => unknown)(action);
  const extra = (chartId: number) => selectChartExtraFormData(state(), chartId);
  return { store, state, restore, dispatch, extra };
}

/** A dashboard whose filter has no default, after a cross filter on ATL and Clear all. */
function clearedAfterCrossFilter() {
  const flow = createStore({
    native_filter_configuration: [{ ...originFilter, defaultDataMask: { filterState: {} } }],
  });
  flow.restore();
  flow.dispatch(emitChartDataMask(BAR, crossFilterDataMask(['origin'], [['ATL']])));
  flow.dispatch(clearAllFilters());
  return flow;
}

describe('native filters in the dashboard store', () => {
  it('charts wait for the starting state, then get the defaults in scope only', () => {
    const { state, restore, extra } = createStore({
      native_filter_configuration: [originFilter],
    });
    expect(selectChartCanQuery(state(), NUMBER)).toBe(false);
    restore();
    expect(selectChartCanQuery(state(), NUMBER)).toBe(true);
    expect(extra(NUMBER)).toEqual({ filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }] });
    expect(extra(BAR)).toEqual(extra(NUMBER));
    expect(extra(OUTSIDE)).toEqual({});
  });

  it('lets values from a link win over defaults and carries them in the permalink', () => {
    const { state, restore, extra } = createStore({
      native_filter_configuration: [originFilter],
    });
    restore({ 'NATIVE_FILTER-origin': { filterState: { value: ['JFK', 'LAX'] } } });
    expect(extra(NUMBER)).toEqual({ filters: [{ col: 'origin', op: 'IN', val: ['JFK', 'LAX'] }] });
    expect(selectPermalinkDataMask(state())).toEqual({
      'NATIVE_FILTER-origin': {
        id: 'NATIVE_FILTER-origin',
        filterState: { value: ['JFK', 'LAX'] },
      },
    });
  });

  it('applies the bar values only on Apply', () => {
    const { state, restore, dispatch, extra } = createStore({
      native_filter_configuration: [originFilter],
    });
    restore();
    const filter = selectFilterItems(state())[0];
    if (filter?.type !== 'NATIVE_FILTER') throw new Error('no filter');
    dispatch(
      filterValueChanged({
        filterId: filter.id,
        dataMask: nativeFilterMask(filter, { value: ['ORD'] }),
      }),
    );
    expect(extra(NUMBER)).toEqual({ filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }] });
    dispatch(applyNativeFilters());
    expect(extra(NUMBER)).toEqual({ filters: [{ col: 'origin', op: 'IN', val: ['ORD'] }] });
    expect(extra(OUTSIDE)).toEqual({});
  });

  it('clears native filters and cross filters with Clear all, applied together by Apply', () => {
    const { state, restore, dispatch, extra } = createStore({
      native_filter_configuration: [originFilter],
    });
    restore();
    dispatch(emitChartDataMask(BAR, crossFilterDataMask(['destination'], [['ATL']])));
    expect(extra(NUMBER).filters).toHaveLength(2);

    dispatch(clearAllFilters());
    // Nothing reaches the charts before Apply, and Apply is offered.
    expect(selectHasUnappliedValues(state())).toBe(true);
    expect(extra(NUMBER).filters).toHaveLength(2);
    expect(selectActiveCrossFilters(state())[0]).toMatchObject({ chartId: BAR, clearing: true });

    dispatch(applyNativeFilters());
    expect(extra(NUMBER)).toEqual({});
    expect(extra(OUTSIDE)).toEqual({});
    expect(selectActiveCrossFilters(state())).toEqual([]);
    expect(selectHasUnappliedValues(state())).toBe(false);
  });

  it('offers Apply after Clear all when only a cross filter is in force', () => {
    const { state, dispatch, extra } = clearedAfterCrossFilter();
    expect(selectHasUnappliedValues(state())).toBe(true);
    dispatch(applyNativeFilters());
    expect(extra(NUMBER)).toEqual({});
    expect(selectActiveCrossFilters(state())).toEqual([]);
  });

  it('keeps a cross filter chosen again after Clear all', () => {
    const { state, dispatch, extra } = clearedAfterCrossFilter();
    dispatch(emitChartDataMask(BAR, crossFilterDataMask(['origin'], [['ORD']])));
    expect(selectActiveCrossFilters(state())[0]).toMatchObject({ chartId: BAR, clearing: false });
    expect(selectHasUnappliedValues(state())).toBe(false);
    dispatch(applyNativeFilters());
    expect(extra(NUMBER)).toEqual({ filters: [{ col: 'origin', op: 'IN', val: ['ORD'] }] });
  });

  it('holds back the charts of an unset required-first filter until it has a value', () => {
    const { state, restore, dispatch } = createStore({
      native_filter_configuration: [requiredFilter],
    });
    restore();
    expect(selectChartCanQuery(state(), NUMBER)).toBe(false);
    expect(selectChartWaitsOn(state(), NUMBER)).toEqual(['Year']);
    expect(selectChartCanQuery(state(), BAR)).toBe(true);
    const filter = selectFilterItems(state())[0];
    if (filter?.type !== 'NATIVE_FILTER') throw new Error('no filter');
    dispatch(
      filterDefaultResolved({
        filterId: filter.id,
        dataMask: nativeFilterMask(filter, { value: [2001] }),
      }),
    );
    expect(selectChartCanQuery(state(), NUMBER)).toBe(true);
  });

  it('sends a cross filter to the other charts and clears it on the same click', () => {
    const { state, restore, dispatch, extra } = createStore({});
    restore();
    const mask = crossFilterDataMask(['origin'], [['ATL']]);
    dispatch(emitChartDataMask(BAR, mask));
    const clause = { filters: [{ col: 'origin', op: 'IN', val: ['ATL'] }] };
    expect(extra(NUMBER)).toEqual(clause);
    expect(extra(OUTSIDE)).toEqual(clause);
    expect(extra(BAR)).toEqual({});
    expect(selectActiveCrossFilters(state()).map((f) => f.chartId)).toEqual([BAR]);
    dispatch(emitChartDataMask(BAR, mask));
    expect(extra(NUMBER)).toEqual({});
    expect(selectActiveCrossFilters(state())).toEqual([]);
  });

  it('keeps cross filters to the charts of the emitting chart’s scope', () => {
    const { restore, dispatch, extra } = createStore({
      chart_configuration: {
        [BAR]: {
          id: BAR,
          crossFilters: {
            scope: { rootPath: ['ROOT_ID'], excluded: [BAR, OUTSIDE] },
            chartsInScope: [NUMBER],
          },
        },
      },
    });
    restore();
    dispatch(emitChartDataMask(BAR, crossFilterDataMask(['origin'], [['ATL']])));
    expect(extra(NUMBER).filters).toHaveLength(1);
    expect(extra(OUTSIDE)).toEqual({});
  });

  it("applies a filter box's columns to the charts of their scope, immune charts left out", () => {
    const { restore, dispatch, extra } = createStore({
      filter_scopes: { [FILTER_BOX]: { destination: { scope: ['ROOT_ID'], immune: [OUTSIDE] } } },
    });
    restore();
    dispatch(
      emitChartDataMask(FILTER_BOX, {
        extraFormData: {
          filters: [{ col: 'destination', op: 'IN', val: ['BOS'] }],
          time_range: 'Last week',
        },
        filterState: { value: { destination: ['BOS'], __time_range: 'Last week' } },
      }),
    );
    // The box has no date filter configured: its time range has no scope and reaches nobody.
    expect(extra(NUMBER)).toEqual({ filters: [{ col: 'destination', op: 'IN', val: ['BOS'] }] });
    expect(extra(OUTSIDE)).toEqual({});
    expect(extra(FILTER_BOX)).toEqual({});
    dispatch(emitChartDataMask(FILTER_BOX, { extraFormData: { filters: [] }, filterState: {} }));
    expect(extra(NUMBER)).toEqual({});
  });
});
