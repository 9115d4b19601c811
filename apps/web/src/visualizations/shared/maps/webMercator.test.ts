import { describe, expect, it } from 'vitest';
import {
  MAX_LATITUDE,
  fitView,
  mercatorProject,
  mercatorUnproject,
  metersPerPixel,
  zoomOfDegreeWidth,
} from './webMercator';

describe('Web Mercator', () => {
  it('projects the world onto a 512 px square at zoom 0', () => {
    expect(mercatorProject([0, 0])).toEqual([256, 256]);
    expect(mercatorProject([-180, 0])[0]).toBe(0);
    expect(mercatorProject([90, 0])[0]).toBe(384);
    expect(mercatorProject([0, MAX_LATITUDE])[1]).toBeCloseTo(0, 9);
    expect(mercatorProject([0, -90])[1]).toBeCloseTo(512, 9);
    // y = 256 · (1 − ln(tan(45° + 22.5°)) / π) for latitude 45°.
    const expected = 256 * (1 - Math.log(Math.tan((67.5 * Math.PI) / 180)) / Math.PI);
    expect(mercatorProject([0, 45])[1]).toBeCloseTo(expected, 9);
  });

  it('unprojects back', () => {
    const [longitude, latitude] = mercatorUnproject(mercatorProject([6.85, 31.22]));
    expect(longitude).toBeCloseTo(6.85, 9);
    expect(latitude).toBeCloseTo(31.22, 9);
  });

  it('gives the ground size of a pixel', () => {
    // At zoom 0 the equator's 40,075,016.686 m span 512 px; at 60° a pixel covers half that.
    expect(metersPerPixel(0, 0)).toBeCloseTo(40_075_016.686 / 512, 6);
    expect(metersPerPixel(60, 3)).toBeCloseTo(40_075_016.686 / 512 / 8 / 2, 6);
  });

  it('fits a view around points', () => {
    // 20° of longitude are 20/360 · 512 px at zoom 0; 560 px of room → 2^zoom = 560 / 28.44.
    const view = fitView(
      [
        [-10, 0],
        [10, 0],
      ],
      600,
      400,
    );
    expect(view?.longitude).toBeCloseTo(0, 9);
    expect(view?.latitude).toBeCloseTo(0, 9);
    expect(view?.zoom).toBeCloseTo(Math.log2(560 / ((20 / 360) * 512)), 9);
    const single = fitView([[2, 48]], 600, 400);
    expect(single?.longitude).toBeCloseTo(2, 9);
    expect(single?.latitude).toBeCloseTo(48, 9);
    expect(single?.zoom).toBe(16);
    expect(fitView([], 600, 400)).toBeNull();
  });

  it('reads the zoom back from the width of a degree', () => {
    // At zoom 1 the world is 1024 px wide: a degree is 1024 / 360 px.
    expect(zoomOfDegreeWidth(1024 / 360)).toBeCloseTo(1, 12);
    expect(zoomOfDegreeWidth((512 * 2 ** 7.5) / 360)).toBeCloseTo(7.5, 12);
  });
});
