/** The Contour chart's data request: weighted locations (Superset's spatial query). */
export { buildSpatialQuery as buildQuery } from '../shared/deck/spatialQuery';
