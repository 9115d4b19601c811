/**
 * Positions of deck.gl-style rows from the spatial control's value (Superset's `spatial` shape):
 * longitude and latitude columns, one column holding "longitude<delimiter>latitude", or a geohash
 * column. `reverseCheckbox` swaps the two numbers (data written latitude first). Rows without a
 * readable position are skipped by the chart.
 */
import { toNumber } from '@panorama/core/json/to-number';
import type { SpatialValue } from '@panorama/core/explore/spatial';
import { decodeGeohash } from './geohash';
import type { Position } from './topojson';

/** "a<delimiter>b" as two numbers; a blank delimiter splits on any run of spaces. */
function splitPair(text: string, delimiter: string): [number, number] | null {
  const parts =
    delimiter.trim() === '' ? text.trim().split(/\s+/) : text.split(delimiter).map((p) => p.trim());
  if (parts.length !== 2) return null;
  const first = toNumber(parts[0]);
  const second = toNumber(parts[1]);
  return first === null || second === null ? null : [first, second];
}

function isOnEarth([longitude, latitude]: Position): boolean {
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/** A row's [longitude, latitude], or null when it has none (missing, malformed, off the globe). */
export function readPosition(row: Record<string, unknown>, spatial: SpatialValue): Position | null {
  let position: Position | null = null;
  switch (spatial.type) {
    case 'latlong': {
      const longitude = spatial.lonCol ? toNumber(row[spatial.lonCol]) : null;
      const latitude = spatial.latCol ? toNumber(row[spatial.latCol]) : null;
      position = longitude === null || latitude === null ? null : [longitude, latitude];
      break;
    }
    case 'delimited': {
      const raw = spatial.lonlatCol ? row[spatial.lonlatCol] : null;
      position = typeof raw === 'string' ? splitPair(raw, spatial.delimiter) : null;
      break;
    }
    case 'geohash': {
      const raw = spatial.geohashCol ? row[spatial.geohashCol] : null;
      const cell = typeof raw === 'string' ? decodeGeohash(raw) : null;
      position = cell ? [cell.longitude, cell.latitude] : null;
      break;
    }
  }
  if (position && spatial.type !== 'latlong' && spatial.reverseCheckbox) {
    position = [position[1], position[0]];
  }
  return position && isOnEarth(position) ? position : null;
}
