/**
 * Geohash decoding: a geohash is base-32 text whose bits alternately halve the longitude range
 * (first, and every even bit) and the latitude range. Each character narrows the cell; the
 * decoded position is the middle of the final cell.
 */

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

export interface GeohashCell {
  latitude: number;
  longitude: number;
  /** Half the cell's height and width: how far the true position may be from the middle. */
  latitudeError: number;
  longitudeError: number;
}

/** The cell of a geohash (case-insensitive), or null when the text is empty or not a geohash. */
export function decodeGeohash(hash: string): GeohashCell | null {
  const text = hash.trim().toLowerCase();
  if (text === '') return null;
  const latitude: [number, number] = [-90, 90];
  const longitude: [number, number] = [-180, 180];
  let longitudeBit = true;
  for (const character of text) {
    const value = BASE32.indexOf(character);
    if (value < 0) return null;
    for (let bit = 4; bit >= 0; bit -= 1) {
      const range = longitudeBit ? longitude : latitude;
      const middle = (range[0] + range[1]) / 2;
      if ((value >> bit) & 1) range[0] = middle;
      else range[1] = middle;
      longitudeBit = !longitudeBit;
    }
  }
  return {
    latitude: (latitude[0] + latitude[1]) / 2,
    longitude: (longitude[0] + longitude[1]) / 2,
    latitudeError: (latitude[1] - latitude[0]) / 2,
    longitudeError: (longitude[1] - longitude[0]) / 2,
  };
}
