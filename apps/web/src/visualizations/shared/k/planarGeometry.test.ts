import { describe, expect, it } from 'vitest';
import {
  boundingBoxOf,
  geometryContains,
  geometryPoints,
  largestPolygonCentroid,
  ringCentroid,
  signedRingArea,
} from './planarGeometry';
import type { Geometry, Position } from './topojson';

const square = (x: number, y: number, size: number): Position[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

describe('plane geometry', () => {
  it('measures rings: area sign by direction, centroid by area', () => {
    expect(signedRingArea(square(0, 0, 2))).toBe(4);
    expect(signedRingArea([...square(0, 0, 2)].reverse())).toBe(-4);
    // An L of three unit squares: (0.5,0.5), (1.5,0.5), (0.5,1.5) → mean (2.5/3, 2.5/3).
    const ell: Position[] = [
      [0, 0],
      [2, 0],
      [2, 1],
      [1, 1],
      [1, 2],
      [0, 2],
      [0, 0],
    ];
    const [x, y] = ringCentroid(ell);
    expect(x).toBeCloseTo(2.5 / 3, 12);
    expect(y).toBeCloseTo(2.5 / 3, 12);
  });

  it('puts the label point on the largest polygon', () => {
    const islands: Geometry = {
      type: 'MultiPolygon',
      coordinates: [[square(10, 10, 1)], [square(0, 0, 4)], [square(20, 0, 2)]],
    };
    expect(largestPolygonCentroid(islands)).toEqual([2, 2]);
    expect(largestPolygonCentroid(null)).toBeNull();
  });

  it('tests points against polygons with holes', () => {
    const donut: Geometry = { type: 'Polygon', coordinates: [square(0, 0, 10), square(4, 4, 2)] };
    expect(geometryContains(donut, [1, 1])).toBe(true);
    expect(geometryContains(donut, [5, 5])).toBe(false);
    expect(geometryContains(donut, [11, 5])).toBe(false);
  });

  it('bounds every point', () => {
    const geometry: Geometry = {
      type: 'MultiPolygon',
      coordinates: [[square(-3, 2, 1)], [square(5, -1, 2)]],
    };
    expect(boundingBoxOf(geometryPoints(geometry))).toEqual({
      minX: -3,
      minY: -1,
      maxX: 7,
      maxY: 3,
    });
    expect(boundingBoxOf([])).toBeNull();
  });
});
