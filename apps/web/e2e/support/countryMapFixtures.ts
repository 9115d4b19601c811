/**
 * Country maps of countries other than the USA on the airports example dataset (each country's
 * map is its own file, loaded when the chart shows it).
 */
import type { ChartTypeFixture } from './chartTypeFixtures';

/** A region code per US state range, so the airports give a few regions of another country. */
const regionsOf = (codes: [string, string, string, string]) => ({
  expressionType: 'SQL',
  sqlExpression: `CASE WHEN state < 'G' THEN '${codes[0]}' WHEN state < 'N' THEN '${codes[1]}' WHEN state < 'T' THEN '${codes[2]}' ELSE '${codes[3]}' END`,
  label: 'region_code',
});

export const COUNTRY_MAP_FIXTURES: ChartTypeFixture[] = [
  {
    vizType: 'country_map',
    dataset: 'airports',
    name: 'Country map: France by department',
    params: {
      select_country: 'france',
      entity: regionsOf(['FR-75', 'FR-13', 'FR-69', 'FR-33']),
      metric: 'count',
      adhoc_filters: [],
      linear_color_scheme: 'superset_seq_1',
      number_format: ',d',
    },
  },
  {
    vizType: 'country_map',
    dataset: 'airports',
    name: 'Country map: Germany by state',
    params: {
      select_country: 'germany',
      entity: regionsOf(['DE-BY', 'DE-BE', 'DE-NW', 'DE-HH']),
      metric: 'count',
      adhoc_filters: [],
      linear_color_scheme: 'superset_seq_1',
      number_format: ',d',
    },
  },
  {
    vizType: 'country_map',
    dataset: 'airports',
    name: 'Country map: Nigeria by state',
    params: {
      select_country: 'nigeria',
      entity: regionsOf(['NG-LA', 'NG-KN', 'NG-FC', 'NG-RI']),
      metric: 'count',
      adhoc_filters: [],
      linear_color_scheme: 'superset_seq_1',
      number_format: ',d',
    },
  },
  {
    vizType: 'country_map',
    dataset: 'airports',
    name: 'Country map: Greece by region',
    params: {
      select_country: 'greece',
      entity: regionsOf(['GR-A1', 'GR-B', 'GR-M', 'GR-K']),
      metric: 'count',
      adhoc_filters: [],
      linear_color_scheme: 'superset_seq_1',
      number_format: ',d',
    },
  },
  {
    vizType: 'country_map',
    dataset: 'airports',
    name: 'Country map: Afghanistan by province',
    params: {
      select_country: 'afghanistan',
      entity: regionsOf(['AF-KAB', 'AF-HER', 'AF-KAN', 'AF-BAL']),
      metric: 'count',
      adhoc_filters: [],
      linear_color_scheme: 'superset_seq_1',
      number_format: ',d',
    },
  },
  {
    vizType: 'country_map',
    dataset: 'airports',
    name: 'Country map: New Zealand by region (across the antimeridian)',
    params: {
      select_country: 'new_zealand',
      entity: regionsOf(['NZ-AUK', 'NZ-CAN', 'NZ-WGN', 'NZ-CIT']),
      metric: 'count',
      adhoc_filters: [],
      linear_color_scheme: 'superset_seq_1',
      number_format: ',d',
    },
  },
  {
    vizType: 'country_map',
    dataset: 'airports',
    name: 'Country map: Philippines by region',
    params: {
      select_country: 'philippines_regions',
      entity: regionsOf(['PH-00', 'PH-07', 'PH-11', 'PH-40']),
      metric: 'count',
      adhoc_filters: [],
      linear_color_scheme: 'superset_seq_1',
      number_format: ',d',
    },
  },
  {
    vizType: 'country_map',
    dataset: 'airports',
    name: 'Country map: Turkey by statistical region',
    params: {
      select_country: 'turkey_regions',
      entity: regionsOf(['TR1', 'TR5', 'TR6', 'TRC']),
      metric: 'count',
      adhoc_filters: [],
      linear_color_scheme: 'superset_seq_1',
      number_format: ',d',
    },
  },
  {
    vizType: 'country_map',
    dataset: 'airports',
    name: 'Country map: France with its overseas departments',
    params: {
      select_country: 'france_overseas',
      entity: regionsOf(['FR-75', 'FR-GF', 'FR-RE', 'FR-GP']),
      metric: 'count',
      adhoc_filters: [],
      linear_color_scheme: 'superset_seq_1',
      number_format: ',d',
    },
  },
  {
    vizType: 'country_map',
    dataset: 'airports',
    name: 'Country map: Antarctica (polar)',
    params: {
      select_country: 'antarctica',
      entity: regionsOf(['AQ-X01~', 'AQ-X02~', 'AQ-X01', 'AQ-X02']),
      metric: 'count',
      adhoc_filters: [],
      linear_color_scheme: 'superset_seq_1',
      number_format: ',d',
    },
  },
  {
    vizType: 'country_map',
    dataset: 'airports',
    name: 'Country map: US Minor Outlying Islands',
    params: {
      select_country: 'united_states_minor_outlying_islands',
      entity: regionsOf(['UM-79', 'UM-71', 'UM-67', 'UM-76']),
      metric: 'count',
      adhoc_filters: [],
      linear_color_scheme: 'superset_seq_1',
      number_format: ',d',
    },
  },
];
