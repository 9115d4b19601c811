/** Adhoc filters the web tests share, in the shape Superset saves them in form data. */

/** Flights longer than 100 miles: a simple WHERE filter on a numeric column. */
export const DISTANCE_OVER_100 = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'distance',
  operator: '>',
  comparator: 100,
} as const;
