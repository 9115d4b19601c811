import { describe, expect, it } from 'vitest';
import { defaultSpatialValue, spatialColumns, spatialErrors, spatialLabel } from './spatial';

describe('spatial values', () => {
  it('labels valid configurations by their columns', () => {
    expect(spatialLabel({ type: 'latlong', latCol: 'lat', lonCol: 'lon' })).toBe('lon | lat');
    expect(spatialLabel({ type: 'delimited', lonlatCol: 'pos', delimiter: ',' })).toBe('pos');
    expect(spatialLabel({ type: 'geohash', geohashCol: 'gh' })).toBe('gh');
    expect(spatialColumns({ type: 'latlong', latCol: 'lat', lonCol: 'lon' })).toEqual([
      'lon',
      'lat',
    ]);
  });

  it.each([
    [null],
    ['latlong'],
    [{ type: 'latlong', latCol: 'lat' }],
    [{ type: 'latlong', latCol: 'lat', lonCol: '' }],
    [{ type: 'delimited', delimiter: ',' }],
    [{ type: 'delimited', lonlatCol: 'pos', delimiter: '' }],
    [{ type: 'geohash', geohashCol: null }],
    [{ type: 'polar', col: 'x' }],
  ])('reports %j as invalid, labelled N/A', (value) => {
    expect(spatialErrors(value)).toEqual(['Invalid lat/long configuration.']);
    expect(spatialLabel(value)).toBe('N/A');
  });

  it('builds defaults from one column', () => {
    expect(defaultSpatialValue('latlong', 'a')).toEqual({
      type: 'latlong',
      latCol: 'a',
      lonCol: 'a',
    });
    expect(defaultSpatialValue('delimited', 'a')).toEqual({
      type: 'delimited',
      lonlatCol: 'a',
      delimiter: ',',
      reverseCheckbox: false,
    });
    expect(spatialErrors(defaultSpatialValue('geohash'))).toHaveLength(1);
  });
});
