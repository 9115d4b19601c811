/**
 * Test support for the deck.gl point charts: form data locating rows by LON/LAT columns with a
 * COUNT weight, and a result of weighted rows (one without a position).
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult } from '../../chartPluginTypes';

export const WEIGHT_METRIC = {
  expressionType: 'SIMPLE',
  column: { column_name: 'id' },
  aggregate: 'COUNT',
  label: 'COUNT(id)',
};

export function spatialFormData(
  vizType: string,
  extra: Partial<QueryFormData> = {},
): QueryFormData {
  return {
    datasource: '9__table',
    viz_type: vizType,
    spatial: { type: 'latlong', lonCol: 'LON', latCol: 'LAT' },
    size: WEIGHT_METRIC,
    row_limit: 5000,
    filter_nulls: true,
    adhoc_filters: [],
    autozoom: false,
    viewport: { longitude: -122.4, latitude: 37.8, zoom: 9, bearing: 0, pitch: 30 },
    ...extra,
  };
}

export const SPATIAL_RESULT: ChartDataResult = {
  data: [
    { LON: -122.42, LAT: 37.77, 'COUNT(id)': 12 },
    { LON: -122.4, LAT: 37.79, 'COUNT(id)': 3 },
    { LON: null, LAT: 37.7, 'COUNT(id)': 100 },
    { LON: -122.45, LAT: 37.75, 'COUNT(id)': '30' },
  ],
  rowcount: 4,
};

/** The weights of SPATIAL_RESULT's located rows, read independently of the chart code. */
export const LOCATED_WEIGHTS = [12, 3, 30];
