/** The pieces of the country maps' layouts: fitting a shape into a box, inset boxes, the pole. */
import { describe, expect, it } from 'vitest';
import {
  columnWestOf,
  fitInto,
  gridBoxes,
  southPolarStereographic,
  withoutPolarCut,
} from './countryPlacement';

describe('country map layouts', () => {
  it('fits a box into another at one scale, centred', () => {
    const fit = fitInto(
      { minX: 0, minY: 0, maxX: 2, maxY: 1 },
      { minX: 10, minY: 10, maxX: 14, maxY: 14 },
    );
    // Twice as large to fill the width; the height (2) centred in the 4 available.
    expect(fit([0, 0])).toEqual([10, 11]);
    expect(fit([2, 1])).toEqual([14, 13]);
  });

  it('stacks inset boxes top to bottom just west of the mainland, as tall as it', () => {
    const boxes = columnWestOf({ minX: 0, minY: 0, maxX: 8, maxY: 10 }, 5);
    expect(boxes).toHaveLength(5);
    expect(boxes[0]).toEqual({ minX: -2.5, maxX: -0.5, minY: 8, maxY: 10 });
    expect(boxes[4]).toEqual({ minX: -2.5, maxX: -0.5, minY: 0, maxY: 2 });
  });

  it('lays boxes out in rows, left to right then down', () => {
    const boxes = gridBoxes(5, 4);
    expect(boxes[3]).toEqual({ minX: 3, maxX: 4, minY: -1, maxY: 0 });
    expect(boxes[4]).toEqual({ minX: 0, maxX: 1, minY: -2, maxY: -1 });
  });

  it('centres the south polar projection on the pole, the prime meridian up', () => {
    const [poleX, poleY] = southPolarStereographic([0, -90]);
    expect(poleX).toBeCloseTo(0, 9);
    expect(poleY).toBeCloseTo(0, 9);
    const [x = Number.NaN, y = Number.NaN] = southPolarStereographic([0, -70]);
    expect(x).toBeCloseTo(0, 9);
    expect(y).toBeGreaterThan(0);
    // East is to the right looking from above the pole with Greenwich up: 90° E lies right.
    expect(southPolarStereographic([90, -70])[0]).toBeGreaterThan(0);
    // Same distance from the pole for the same latitude, whatever the longitude.
    const [ex = Number.NaN, ey = Number.NaN] = southPolarStereographic([135, -70]);
    expect(Math.hypot(ex, ey)).toBeCloseTo(Math.hypot(x, y), 9);
  });

  it('removes the cut along the antimeridian and the pole from a polar ring', () => {
    const ring = [
      [170, -70],
      [179.5, -71],
      [180, -71],
      [180, -80],
      [180, -90],
      [-180, -90],
      [-180, -80],
      [-180, -71],
      [-179.5, -71],
      [-170, -70],
      [170, -70],
    ];
    expect(withoutPolarCut(ring)).toEqual([
      [170, -70],
      [179.5, -71],
      [-179.5, -71],
      [-170, -70],
      [170, -70],
    ]);
  });
});
