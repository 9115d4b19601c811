/**
 * US airports: every airport of the vega-datasets list on a map, by state on a country map, and
 * in a table; filtered by state and city.
 */
import type { ExampleDashboardSpec } from './example-content-spec';

const INTRO = `## US airports

The **3,376 airports** of the vega-datasets \`airports.csv\` list (FAA codes with their
location). Each dot on the map is an airport; the country map colours each state by how many it
has.

Pick a state in the filter bar, or click a state's slice or bar to cross-filter the rest.`;

export const AIRPORTS_DASHBOARD: ExampleDashboardSpec = {
  slug: 'us-airports',
  title: 'US Airports',
  description: 'Where the airports of the United States are, by state and city.',
  colorScheme: 'bnbColors',
  charts: [
    {
      key: 'airports',
      name: 'Airports',
      vizType: 'big_number_total',
      dataset: 'airports',
      params: { metric: 'count', y_axis_format: ',d', subheader: 'airports listed' },
    },
    {
      key: 'states',
      name: 'States',
      vizType: 'big_number_total',
      dataset: 'airports',
      params: { metric: 'count_states', y_axis_format: ',d', subheader: 'and territories' },
    },
    {
      key: 'map',
      name: 'Airport locations',
      vizType: 'deck_scatter',
      dataset: 'airports',
      params: {
        spatial: { type: 'latlong', latCol: 'latitude', lonCol: 'longitude' },
        viewport: { longitude: -97, latitude: 38.5, zoom: 2.8, bearing: 0, pitch: 0 },
        point_radius_fixed: { type: 'fix', value: 12000 },
        point_unit: 'square_m',
        min_radius: 1,
        max_radius: 250,
        row_limit: 5000,
        color_picker: { r: 0, g: 122, b: 135, a: 0.8 },
        autozoom: false,
      },
    },
    {
      key: 'state_map',
      name: 'Airports per state',
      vizType: 'country_map',
      dataset: 'airports',
      params: {
        select_country: 'usa',
        entity: { expressionType: 'SQL', sqlExpression: "'US-' || state", label: 'state_code' },
        metric: 'count',
        adhoc_filters: [],
        linear_color_scheme: 'superset_seq_1',
        number_format: ',d',
      },
    },
    {
      key: 'top_states',
      name: 'States with the most airports',
      vizType: 'pie',
      dataset: 'airports',
      params: {
        groupby: ['state'],
        metric: 'count',
        row_limit: 12,
        sort_by_metric: true,
        donut: true,
        innerRadius: 40,
        show_labels: true,
        label_type: 'key_value',
        show_legend: false,
        number_format: ',d',
      },
    },
    {
      key: 'cities',
      name: 'Airports by state',
      vizType: 'treemap_v2',
      dataset: 'airports',
      params: {
        groupby: ['state'],
        metric: 'count',
        row_limit: 100,
        show_labels: true,
        show_upper_labels: true,
        label_type: 'key_value',
        number_format: ',d',
      },
    },
    {
      key: 'table',
      name: 'Airport list',
      vizType: 'table',
      dataset: 'airports',
      params: {
        query_mode: 'raw',
        all_columns: ['iata', 'name', 'city', 'state'],
        order_by_cols: ['["state", true]', '["city", true]'],
        row_limit: 5000,
        server_page_length: 10,
        include_search: true,
      },
    },
  ],
  rows: [
    [
      { markdown: INTRO, width: 4, height: 40 },
      { chart: 'airports', width: 2, height: 40 },
      { chart: 'states', width: 2, height: 40 },
      { chart: 'top_states', width: 4, height: 40 },
    ],
    [
      { chart: 'map', width: 7, height: 70 },
      { chart: 'state_map', width: 5, height: 70 },
    ],
    [
      { chart: 'cities', width: 6, height: 70 },
      { chart: 'table', width: 6, height: 70 },
    ],
  ],
  filters: [
    {
      id: 'NATIVE_FILTER-airports-state',
      name: 'State',
      filterType: 'filter_select',
      dataset: 'airports',
      column: 'state',
      controlValues: { multiSelect: true, enableEmptyFilter: false, searchAllOptions: false },
    },
    {
      id: 'NATIVE_FILTER-airports-city',
      name: 'City',
      filterType: 'filter_select',
      dataset: 'airports',
      column: 'city',
      cascadeParentId: 'NATIVE_FILTER-airports-state',
      controlValues: { multiSelect: true, enableEmptyFilter: false, searchAllOptions: true },
    },
    {
      id: 'NATIVE_FILTER-airports-latitude',
      name: 'Latitude',
      filterType: 'filter_range',
      dataset: 'airports',
      column: 'latitude',
    },
  ],
};
