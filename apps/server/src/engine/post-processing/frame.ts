/**
 * The row-oriented data frame the chart-data pipeline hands to post-processing and gets back.
 * Values are JSON-ready: temporal values are epoch milliseconds (numbers) as in Superset's JSON
 * payloads, and a missing value is `null` (NaN and infinities never leave post-processing).
 */

/** Superset's GenericDataType: 0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN; null when unknown. */
export type GenericType = 0 | 1 | 2 | 3 | null;

export interface FrameColumn {
  name: string;
  type: GenericType;
}

export interface Frame {
  columns: FrameColumn[];
  rows: Record<string, unknown>[];
}

export const NUMERIC = 0;
export const STRING = 1;
export const TEMPORAL = 2;
export const BOOLEAN = 3;
