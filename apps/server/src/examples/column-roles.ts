/**
 * How an example column behaves in the explore UI, from its DuckDB type: temporal columns are time
 * columns (is_dttm), strings/booleans/dates are dimensions (groupby), floating point numbers are
 * measures, and integers are dimensions only when they have few distinct values (years, cylinder
 * counts, flags), since grouping by a near-unique integer such as a delay in minutes is useless.
 */
import {
  GenericDataType,
  getTypeGeneric,
  isIntegerTypeName,
} from '@panorama/core/columns/type-names';

export type ColumnRole = 'dimension' | 'measure';

/** Integers with at most this many distinct values are offered for grouping. */
export const LOW_CARDINALITY_MAX = 32;

/** Floating point, DECIMAL and integer types. */
export function isNumericType(duckdbType: string): boolean {
  return getTypeGeneric(duckdbType) === GenericDataType.NUMERIC;
}

/**
 * The role of a column: an explicit choice wins; otherwise by type, and for integers by their
 * number of distinct values (null when unknown, which counts as high cardinality).
 */
export function columnRole(
  duckdbType: string,
  distinctValues: number | null,
  explicit?: ColumnRole,
): ColumnRole {
  if (explicit) return explicit;
  if (isIntegerTypeName(duckdbType)) {
    return distinctValues !== null && distinctValues <= LOW_CARDINALITY_MAX
      ? 'dimension'
      : 'measure';
  }
  return isNumericType(duckdbType) ? 'measure' : 'dimension';
}
