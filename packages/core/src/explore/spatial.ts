/**
 * The spatial control's value (deck.gl charts): where a row's position comes from — two columns
 * (latitude and longitude), one delimited column, or a geohash column. Superset's shape, so saved
 * charts load unchanged.
 */

export type SpatialType = 'latlong' | 'delimited' | 'geohash';

export type SpatialValue =
  | { type: 'latlong'; latCol: string | null; lonCol: string | null }
  | { type: 'delimited'; lonlatCol: string | null; delimiter: string; reverseCheckbox: boolean }
  | { type: 'geohash'; geohashCol: string | null; reverseCheckbox: boolean };

export const SPATIAL_TYPES: SpatialType[] = ['latlong', 'delimited', 'geohash'];
export const INVALID_SPATIAL_ERROR = 'Invalid lat/long configuration.';
/** The label shown for an invalid configuration. */
export const INVALID_SPATIAL_LABEL = 'N/A';
export const DEFAULT_DELIMITER = ',';

/** A fresh value of the given type, every column set to `column` (the first column, usually). */
export function defaultSpatialValue(
  type: SpatialType = 'latlong',
  column: string | null = null,
): SpatialValue {
  switch (type) {
    case 'latlong':
      return { type, latCol: column, lonCol: column };
    case 'delimited':
      return { type, lonlatCol: column, delimiter: DEFAULT_DELIMITER, reverseCheckbox: false };
    case 'geohash':
      return { type, geohashCol: column, reverseCheckbox: false };
  }
}

function filled(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}

/** Reads form data into a spatial value; anything unrecognised is null. */
export function asSpatialValue(value: unknown): SpatialValue | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : null);
  switch (record.type) {
    case 'latlong':
      return { type: 'latlong', latCol: text('latCol'), lonCol: text('lonCol') };
    case 'delimited':
      return {
        type: 'delimited',
        lonlatCol: text('lonlatCol'),
        delimiter: text('delimiter') ?? DEFAULT_DELIMITER,
        reverseCheckbox: record.reverseCheckbox === true,
      };
    case 'geohash':
      return {
        type: 'geohash',
        geohashCol: text('geohashCol'),
        reverseCheckbox: record.reverseCheckbox === true,
      };
    default:
      return null;
  }
}

/** `['Invalid lat/long configuration.']` when a needed column is missing, else `[]`. */
export function spatialErrors(value: unknown): string[] {
  const spatial = asSpatialValue(value);
  if (!spatial) return [INVALID_SPATIAL_ERROR];
  const valid =
    spatial.type === 'latlong'
      ? filled(spatial.latCol) && filled(spatial.lonCol)
      : spatial.type === 'delimited'
        ? filled(spatial.lonlatCol) && filled(spatial.delimiter)
        : filled(spatial.geohashCol);
  return valid ? [] : [INVALID_SPATIAL_ERROR];
}

/** What the control shows when closed: the columns used, or 'N/A' when invalid. */
export function spatialLabel(value: unknown): string {
  const spatial = asSpatialValue(value);
  if (!spatial || spatialErrors(spatial).length > 0) return INVALID_SPATIAL_LABEL;
  switch (spatial.type) {
    case 'latlong':
      return `${spatial.lonCol} | ${spatial.latCol}`;
    case 'delimited':
      return spatial.lonlatCol ?? INVALID_SPATIAL_LABEL;
    case 'geohash':
      return spatial.geohashCol ?? INVALID_SPATIAL_LABEL;
  }
}

/** The dataset columns a spatial value reads (for building the query). */
export function spatialColumns(value: unknown): string[] {
  const spatial = asSpatialValue(value);
  if (!spatial) return [];
  const columns =
    spatial.type === 'latlong'
      ? [spatial.lonCol, spatial.latCol]
      : spatial.type === 'delimited'
        ? [spatial.lonlatCol]
        : [spatial.geohashCol];
  return columns.filter((column): column is string => filled(column));
}
