import { describe, expect, it } from 'vitest';
import { asTopology, decodeArcs, topologyFeatures, type Topology } from './topojson';
import { encodeTopology } from './topologyBuild';

/**
 * Two unit squares side by side, sharing the edge x = 1 (arc 1), quantized with scale 0.5 and
 * translate (10, 20): grid point (i, j) is (10 + i/2, 20 + j/2).
 *   arc 0: (1,0) → (0,0) → (0,1) → (1,1)   left square's outer edges, grid (2,0) (0,0) (0,2) (2,2)
 *   arc 1: (1,1) → (1,0)                    the shared edge, grid (2,2) (2,0)
 *   arc 2: (1,1) → (2,1) → (2,0) → (1,0)   right square's outer edges; both rings run
 *                                          clockwise, so the right one walks arc 1 backwards
 */
const TWO_SQUARES: Topology = {
  type: 'Topology',
  transform: { scale: [0.5, 0.5], translate: [10, 20] },
  objects: {
    shapes: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', arcs: [[0, 1]], id: 'left' },
        { type: 'Polygon', arcs: [[2, ~1]], id: 'right', properties: { kind: 'square' } },
        { type: 'Point', coordinates: [4, 6], id: 'dot' },
      ],
    },
  },
  arcs: [
    [
      [2, 0],
      [-2, 0],
      [0, 2],
      [2, 0],
    ],
    [
      [2, 2],
      [0, -2],
    ],
    [
      [2, 2],
      [2, 0],
      [0, -2],
      [-2, 0],
    ],
  ],
};

describe('TopoJSON decoding', () => {
  it('undoes the delta encoding and the quantization of arcs', () => {
    expect(decodeArcs(TWO_SQUARES)[0]).toEqual([
      [11, 20],
      [10, 20],
      [10, 21],
      [11, 21],
    ]);
  });

  it('stitches rings from arcs, walking negative indexes backwards', () => {
    const { features } = topologyFeatures(TWO_SQUARES, 'shapes');
    expect(features.map((feature) => feature.id)).toEqual(['left', 'right', 'dot']);
    expect(features[0]?.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [11, 20],
          [10, 20],
          [10, 21],
          [11, 21],
          [11, 20],
        ],
      ],
    });
    // Arc 1 reversed runs (11,20) → (11,21), closing the right square.
    expect(features[1]?.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [11, 21],
          [12, 21],
          [12, 20],
          [11, 20],
          [11, 21],
        ],
      ],
    });
    expect(features[1]?.properties).toEqual({ kind: 'square' });
    expect(features[2]?.geometry).toEqual({ type: 'Point', coordinates: [12, 23] });
  });

  it('reads unquantized topologies and multipolygons', () => {
    const topology: Topology = {
      type: 'Topology',
      objects: { islands: { type: 'MultiPolygon', arcs: [[[0]], [[1]]] } },
      arcs: [
        [
          [0, 0],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
        [
          [5, 5],
          [6, 5],
          [5, 6],
          [5, 5],
        ],
      ],
    };
    const geometry = topologyFeatures(topology, 'islands').features[0]?.geometry;
    expect(geometry?.type).toBe('MultiPolygon');
    expect(geometry?.type === 'MultiPolygon' && geometry.coordinates[1]?.[0]?.[1]).toEqual([6, 5]);
  });

  it('fails on unknown objects and non-topologies', () => {
    expect(() => topologyFeatures(TWO_SQUARES, 'nope')).toThrow('no object "nope"');
    expect(() => asTopology({ type: 'FeatureCollection' })).toThrow('Not a TopoJSON topology');
  });
});

describe('TopoJSON encoding', () => {
  it('keeps only used arcs, on a grid over their extent, and decodes back', () => {
    const arcs = decodeArcs(TWO_SQUARES);
    const encoded = encodeTopology({
      objectName: 'right',
      geometries: [{ type: 'Polygon', arcs: [[2, ~1]], id: 'right' }],
      arcs,
      quantization: 3,
    });
    // The right square spans x 11..12 and y 20..21: 3 grid steps → 0.5 per step.
    expect(encoded.transform).toEqual({ scale: [0.5, 0.5], translate: [11, 20] });
    expect(encoded.arcs).toHaveLength(2);
    // Arc 2 became arc 0 and arc 1 stayed 1 (reversed reference kept reversed).
    expect(encoded.objects.right).toEqual({
      type: 'GeometryCollection',
      geometries: [{ type: 'Polygon', arcs: [[0, ~1]], id: 'right' }],
    });
    const decoded = topologyFeatures(encoded, 'right').features[0]?.geometry;
    expect(decoded).toEqual(topologyFeatures(TWO_SQUARES, 'shapes').features[1]?.geometry);
  });

  it('drops points that fall on the same grid point', () => {
    const encoded = encodeTopology({
      objectName: 'line',
      geometries: [{ type: 'LineString', arcs: [0] }],
      arcs: [
        [
          [0, 0],
          [0.01, 0],
          [10, 10],
        ],
      ],
      quantization: 11,
    });
    expect(encoded.arcs[0]).toEqual([
      [0, 0],
      [10, 10],
    ]);
  });
});
