/** The aggregation functions the deck.gl aggregation charts offer (Superset's choices). */
export const AGGREGATIONS = [
  'sum',
  'min',
  'max',
  'mean',
  'median',
  'count',
  'variance',
  'deviation',
  'p1',
  'p5',
  'p95',
  'p99',
] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];
