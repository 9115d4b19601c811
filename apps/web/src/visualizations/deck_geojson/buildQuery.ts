/** The GeoJSON chart's data request: the `geojson` column of every row. */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { buildShapeColumnQuery } from '../shared/deck/rawColumnQuery';

export function buildQuery(formData: QueryFormData): QueryContext {
  return buildShapeColumnQuery(formData, 'geojson');
}
