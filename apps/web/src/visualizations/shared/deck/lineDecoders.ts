/**
 * The lines of the deck.gl path and polygon charts, read from one column per row in the encoding
 * `line_type` names: JSON (a list of [longitude, latitude] pairs), Google's encoded polyline, or a
 * geohash (its cell's outline). `reverse_long_lat` swaps each pair. Unreadable values give no line.
 */
import { decodeGeohash } from '../maps/geohash';
import type { Position } from '../maps/topojson';

export const LINE_TYPES = ['polyline', 'json', 'geohash'] as const;
export type LineType = (typeof LINE_TYPES)[number];

function isPair(value: unknown): value is [number, number] {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number'
  );
}

function decodeJson(text: string): Position[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isPair).map(([a, b]) => [a, b]) : [];
  } catch {
    return [];
  }
}

/**
 * Google's encoded polyline format (precision 5): zig-zag varints of 5-bit chunks offset by 63,
 * each pair a delta from the previous one, in the order they were encoded.
 */
function decodePolyline(text: string): Position[] {
  const pairs: Position[] = [];
  let index = 0;
  let first = 0;
  let second = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= text.length) return null;
      byte = text.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < text.length) {
    const a = next();
    const b = next();
    if (a === null || b === null) break;
    first += a;
    second += b;
    pairs.push([first / 1e5, second / 1e5]);
  }
  return pairs;
}

function decodeGeohashCell(text: string): Position[] {
  const cell = decodeGeohash(text);
  if (!cell) return [];
  const { latitude, longitude, latitudeError, longitudeError } = cell;
  const west = longitude - longitudeError;
  const east = longitude + longitudeError;
  const south = latitude - latitudeError;
  const north = latitude + latitudeError;
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

export function decodeLine(value: unknown, type: LineType, reverse: boolean): Position[] {
  if (typeof value !== 'string' || value === '') return [];
  const line =
    type === 'json'
      ? decodeJson(value)
      : type === 'polyline'
        ? decodePolyline(value)
        : decodeGeohashCell(value);
  return reverse ? line.map(([a, b]) => [b, a]) : line;
}
