import { describe, expect, it } from 'vitest';
import { readPosition } from './spatialPoints';

describe('row positions from the spatial control', () => {
  it('reads longitude and latitude columns, numbers or numeric text', () => {
    const spatial = { type: 'latlong', lonCol: 'lon', latCol: 'lat' } as const;
    expect(readPosition({ lon: -122.4, lat: '37.8' }, spatial)).toEqual([-122.4, 37.8]);
    expect(readPosition({ lon: null, lat: 37.8 }, spatial)).toBeNull();
    expect(readPosition({ lon: 'x', lat: 37.8 }, spatial)).toBeNull();
    expect(readPosition({ lon: 200, lat: 37.8 }, spatial)).toBeNull();
  });

  it('splits a delimited column, longitude first unless reversed', () => {
    const spatial = {
      type: 'delimited',
      lonlatCol: 'pos',
      delimiter: ';',
      reverseCheckbox: false,
    } as const;
    expect(readPosition({ pos: '2.35; 48.85' }, spatial)).toEqual([2.35, 48.85]);
    expect(readPosition({ pos: '48.85;2.35' }, { ...spatial, reverseCheckbox: true })).toEqual([
      2.35, 48.85,
    ]);
    expect(readPosition({ pos: '2.35,48.85' }, spatial)).toBeNull();
    expect(readPosition({ pos: '1 2' }, { ...spatial, delimiter: ' ' })).toEqual([1, 2]);
  });

  it('decodes geohashes to the middle of their cell', () => {
    const spatial = { type: 'geohash', geohashCol: 'gh', reverseCheckbox: false } as const;
    expect(readPosition({ gh: 's' }, spatial)).toEqual([22.5, 22.5]);
    // '0' is the cell [-180, -135] × [-90, -45]; reversed, -157.5 is no latitude.
    expect(readPosition({ gh: '0' }, spatial)).toEqual([-157.5, -67.5]);
    expect(readPosition({ gh: '0' }, { ...spatial, reverseCheckbox: true })).toBeNull();
    expect(readPosition({ gh: 'not a hash' }, spatial)).toBeNull();
  });
});
