import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';

const FORM_DATA: QueryFormData = {
  datasource: '3__table',
  viz_type: 'gantt_chart',
  start_time: 'departure',
  end_time: 'arrival',
  y_axis: 'origin',
  series: 'destination',
  tooltip_metrics: ['avg_delay'],
  tooltip_columns: ['origin', 'distance'],
  order_by_cols: ['["departure", true]'],
  adhoc_filters: [],
  row_limit: 40,
};

describe('gantt buildQuery', () => {
  it('lists each event with its times, category, series, tooltip and ordering columns once', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.columns).toEqual(['departure', 'arrival', 'origin', 'destination', 'distance']);
    expect(query.metrics).toEqual(['avg_delay']);
    expect(query.orderby).toEqual([['departure', true]]);
    expect(query.series_columns).toEqual(['destination']);
    expect(query.row_limit).toBe(40);
  });

  it('asks for the columns an ordering names', () => {
    const query = buildQuery({ ...FORM_DATA, order_by_cols: ['["delay", false]'] }).queries[0]!;
    expect(query.columns).toContain('delay');
    expect(query.orderby).toEqual([['delay', false]]);
  });
});
