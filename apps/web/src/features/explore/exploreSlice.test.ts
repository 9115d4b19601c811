import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { chartRan, controlChanged, exploreOpened, exploreSlice } from './exploreSlice';

const opened = exploreSlice.reducer(
  undefined,
  exploreOpened({
    datasource: null,
    formData: { datasource: '1__table', viz_type: 'echarts_timeseries_line' } as QueryFormData,
    slice: null,
    openedAt: 1,
  }),
);

describe('explore: is the chart up to date?', () => {
  it('a control that needs a new query makes the chart out of date', () => {
    const next = exploreSlice.reducer(opened, controlChanged({ name: 'row_limit', value: 10 }));
    expect(next.controlsChanged).toBe(true);
    expect(next.formData?.row_limit).toBe(10);
  });

  it('a control drawn from the last result keeps it up to date, but never hides a pending change', () => {
    const restyled = exploreSlice.reducer(
      opened,
      controlChanged({ name: 'color_scheme', value: 'bnbColors', rendersOnly: true }),
    );
    expect(restyled.controlsChanged).toBe(false);
    expect(restyled.formData?.color_scheme).toBe('bnbColors');
    const pending = exploreSlice.reducer(opened, controlChanged({ name: 'row_limit', value: 5 }));
    const thenRestyled = exploreSlice.reducer(
      pending,
      controlChanged({ name: 'color_scheme', value: 'x', rendersOnly: true }),
    );
    expect(thenRestyled.controlsChanged).toBe(true);
    expect(exploreSlice.reducer(thenRestyled, chartRan()).controlsChanged).toBe(false);
  });
});
