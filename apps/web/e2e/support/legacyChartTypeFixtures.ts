/**
 * Saved charts of the types Superset draws with its legacy plugins (chord, rose, parallel
 * coordinates, horizon), on the example datasets, with form data written the way Superset
 * writes it.
 */
import type { ChartTypeFixture } from './chartTypeFixtures';
import { noTimeFilter } from './noTimeFilter';

export const LEGACY_CHART_TYPE_FIXTURES: ChartTypeFixture[] = [
  {
    vizType: 'chord',
    dataset: 'flights',
    name: 'Chord: flights between airports',
    params: {
      groupby: ['origin'],
      columns: ['destination'],
      metric: 'count',
      row_limit: 60,
      sort_by_metric: true,
      y_axis_format: 'SMART_NUMBER',
      color_scheme: 'supersetColors',
      adhoc_filters: [noTimeFilter('date')],
    },
  },
  {
    vizType: 'rose',
    dataset: 'seattle_weather',
    name: 'Rose: precipitation by weather per month',
    params: {
      granularity_sqla: 'date',
      time_grain_sqla: 'P1M',
      time_range: 'No filter',
      metrics: ['total_precipitation'],
      groupby: ['weather'],
      adhoc_filters: [noTimeFilter('date')],
      limit: 5,
      row_limit: 10000,
      color_scheme: 'supersetColors',
      number_format: 'SMART_NUMBER',
      date_time_format: 'smart_date',
      rich_tooltip: true,
      rose_area_proportion: false,
    },
  },
  {
    vizType: 'para',
    dataset: 'cars',
    name: 'Parallel coordinates: cars',
    params: {
      series: 'name',
      metrics: ['avg_miles_per_gallon', 'avg_horsepower', 'avg_weight_in_lbs'],
      secondary_metric: 'avg_miles_per_gallon',
      adhoc_filters: [],
      limit: 50,
      row_limit: 50,
      timeseries_limit_metric: 'avg_horsepower',
      order_desc: true,
      show_datatable: true,
      include_series: false,
      linear_color_scheme: 'blue_white_yellow',
    },
  },
  {
    vizType: 'horizon',
    dataset: 'weather',
    name: 'Horizon: daily wind by location',
    params: {
      granularity_sqla: 'date',
      time_range: 'No filter',
      metrics: ['avg_wind'],
      groupby: ['location'],
      adhoc_filters: [noTimeFilter('date')],
      row_limit: 10000,
      series_height: '50',
      horizon_color_scale: 'series',
    },
  },
];
