import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../models/datasourceTypes';
import type { ChartProps } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { filterBoxDataMask } from './filterBoxMask';
import { transformProps } from './transformProps';
import { DISTANCE_OVER_100 } from '../../testing/testFilters';

const FORM_DATA: QueryFormData = {
  datasource: '1__table',
  viz_type: 'filter_box',
  filter_configs: [
    { column: 'origin', label: 'Origin', multiple: true, metric: 'count', asc: false },
    { column: 'delayed', multiple: false, defaultValue: 'true' },
    { column: '' },
  ],
  date_filter: true,
  instant_filtering: false,
  time_range: 'Last year',
  adhoc_filters: [DISTANCE_OVER_100],
};

const datasource = {
  columns: [
    { column_name: 'origin', type: 'VARCHAR', verbose_name: null },
    { column_name: 'delayed', type: 'BOOLEAN', verbose_name: 'Delayed?' },
  ],
  metrics: [],
} as unknown as DatasourceJson;

function props(overrides: Partial<ChartProps> = {}): ChartProps {
  return {
    formData: FORM_DATA,
    queriesData: [
      {
        data: [
          { origin: 'SFO', count: 30 },
          { origin: 'LAX', count: 20 },
          { origin: null, count: 1 },
        ],
      },
      {
        data: [
          { delayed: true, count: 5 },
          { delayed: false, count: 9 },
        ],
      },
    ],
    datasource,
    width: 300,
    height: 400,
    hooks: {},
    ...overrides,
  } as ChartProps;
}

describe('filter box', () => {
  it('queries each configured column once, by its metric or alphabetically, at most 1000 options', () => {
    const context = buildQuery(FORM_DATA);
    expect(context.queries).toHaveLength(2);
    const [origin, delayed] = context.queries;
    expect(origin?.columns).toEqual(['origin']);
    expect(origin?.orderby).toEqual([['count', false]]);
    expect(origin?.row_limit).toBe(1000);
    expect(delayed?.orderby).toEqual([['delayed', true]]);
    // The box's own filters narrow its options; the time range is what the viewer picks.
    expect(origin?.filters).toContainEqual({ col: 'distance', op: '>', val: 100 });
    expect(origin?.time_range).toBe('No filter');
  });

  it('lists options with their metric and coerces a single-select default to the column type', () => {
    const result = transformProps(props());
    const [origin, delayed] = result.fields;
    expect(origin?.options.map((o) => [o.value, o.metric])).toEqual([
      ['SFO', 30],
      ['LAX', 20],
    ]);
    expect(origin?.label).toBe('Origin');
    expect(delayed?.label).toBe('Delayed?');
    expect(delayed?.initialValue).toEqual([true]);
    expect(result.dateFilter).toBe(true);
    expect(result.instantFiltering).toBe(false);
    expect(result.initialTimeRange).toBe('Last year');
  });

  it('starts from the dashboard selection when it has one', () => {
    const result = transformProps(
      props({ filterState: { value: { origin: ['LAX'], __time_range: 'Last week' } } }),
    );
    expect(result.fields[0]?.initialValue).toEqual(['LAX']);
    expect(result.initialTimeRange).toBe('Last week');
  });

  it('emits one IN filter per column with values and the time range under time_range', () => {
    const mask = filterBoxDataMask({ origin: ['SFO', 'LAX'], delayed: [] }, 'Last week');
    expect(mask.extraFormData).toEqual({
      filters: [{ col: 'origin', op: 'IN', val: ['SFO', 'LAX'] }],
      time_range: 'Last week',
    });
    expect(mask.filterState.value).toEqual({
      origin: ['SFO', 'LAX'],
      delayed: [],
      __time_range: 'Last week',
    });
    expect(filterBoxDataMask({}, 'No filter').extraFormData).toEqual({ filters: [] });
  });
});
