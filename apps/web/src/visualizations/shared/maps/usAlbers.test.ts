import { describe, expect, it } from 'vitest';
import { conicEqualArea, usCompositeProjection } from './usAlbers';

const RADIANS = Math.PI / 180;

/** The area of a small quadrilateral of projected corners (shoelace). */
function cellArea(
  project: (point: [number, number]) => [number, number],
  lon: number,
  lat: number,
) {
  const corners = [
    project([lon, lat]),
    project([lon + 1, lat]),
    project([lon + 1, lat + 1]),
    project([lon, lat + 1]),
  ];
  let twice = 0;
  corners.forEach(([x0, y0], index) => {
    const [x1, y1] = corners[(index + 1) % corners.length] as [number, number];
    twice += x0 * y1 - x1 * y0;
  });
  return Math.abs(twice) / 2;
}

describe('USA projection', () => {
  const project = conicEqualArea({
    parallels: [29.5, 45.5],
    centralMeridian: -96,
    originLatitude: 37.5,
  });

  it('puts the origin at (0, 0), north up and east right', () => {
    const [x, y] = project([-96, 37.5]);
    expect(x).toBeCloseTo(0, 12);
    expect(y).toBeCloseTo(0, 12);
    expect(project([-96, 45])[1]).toBeGreaterThan(0);
    expect(project([-80, 37.5])[0]).toBeGreaterThan(0);
  });

  it('keeps areas: a 1° cell measures its area on the unit sphere', () => {
    // On the unit sphere a 1°×1° cell from latitude φ has area (π/180)·(sin(φ+1°) − sin φ).
    for (const latitude of [25, 40, 48]) {
      const sphere = RADIANS * (Math.sin((latitude + 1) * RADIANS) - Math.sin(latitude * RADIANS));
      expect(cellArea(project, -100, latitude)).toBeCloseTo(sphere, 6);
    }
  });

  it('moves insets to their anchor beside the lower 48', () => {
    const box = (minX: number, minY: number, maxX: number, maxY: number) => ({
      minX,
      minY,
      maxX,
      maxY,
    });
    const alaskaOwn = conicEqualArea({
      parallels: [55, 65],
      centralMeridian: -154,
      originLatitude: 50,
    });
    const [ax, ay] = alaskaOwn([-150, 61]);
    const composite = usCompositeProjection({
      lower48: box(-0.4, -0.2, 0.4, 0.2),
      alaska: box(ax, ay, ax + 1, ay + 1),
      hawaii: box(0, 0, 1, 1),
      caribbean: box(0, 0, 1, 1),
    });
    // Alaska's box corner lands on the lower 48's lower-left corner, at 0.35 scale.
    const [x, y] = composite('alaska', [-150, 61]);
    expect(x).toBeCloseTo(-0.4, 12);
    expect(y).toBeCloseTo(-0.2, 12);
    expect(composite('lower48', [-96, 37.5])[0]).toBeCloseTo(0, 12);
  });
});
