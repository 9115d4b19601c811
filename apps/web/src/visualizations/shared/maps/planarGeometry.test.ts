import { describe, expect, it } from 'vitest';
import { boundingBoxOf, boundingBoxOfGeometry, largestPolygonCentroid } from './planarGeometry';
import type { Geometry, Position } from './topojson';

const square = (x: number, y: number, size: number): Position[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

describe('plane geometry', () => {
  it('puts the label point at the area centroid, whichever way the ring runs', () => {
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
    for (const ring of [ell, [...ell].reverse()]) {
      const [x, y] = largestPolygonCentroid({ type: 'Polygon', coordinates: [ring] }) ?? [];
      expect(x).toBeCloseTo(2.5 / 3, 12);
      expect(y).toBeCloseTo(2.5 / 3, 12);
    }
  });

  it('puts the label point on the largest polygon, holes aside', () => {
    const islands: Geometry = {
      type: 'MultiPolygon',
      coordinates: [
        [square(10, 10, 1)],
        [square(0, 0, 4), square(0, 0, 1)],
        [[...square(20, 0, 2)].reverse()],
      ],
    };
    expect(largestPolygonCentroid(islands)).toEqual([2, 2]);
    expect(largestPolygonCentroid({ type: 'Point', coordinates: [1, 1] })).toBeNull();
    expect(largestPolygonCentroid(null)).toBeNull();
  });

  it('bounds every point of a geometry, or of a list', () => {
    const geometry: Geometry = {
      type: 'MultiPolygon',
      coordinates: [[square(-3, 2, 1)], [square(5, -1, 2)]],
    };
    const box = { minX: -3, minY: -1, maxX: 7, maxY: 3 };
    expect(boundingBoxOfGeometry(geometry)).toEqual(box);
    expect(boundingBoxOf(geometry.coordinates.flat(2) as Position[])).toEqual(box);
    expect(boundingBoxOf([])).toBeNull();
    expect(boundingBoxOfGeometry(null)).toBeNull();
  });
});
