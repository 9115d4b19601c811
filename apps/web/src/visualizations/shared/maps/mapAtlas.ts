/**
 * A decoded map ready for ECharts: its shapes as GeoJSON features named by their key (what
 * `registerMap` and the geo component's `regions` match on), with each shape's label point (the
 * centroid of its largest polygon, where bubbles go) and bounding box (to zoom to it).
 */
import { boundingBoxOfGeometry, largestPolygonCentroid, type BoundingBox } from './planarGeometry';
import { topologyFeatures, type Feature, type Position, type Topology } from './topojson';

export interface MapAtlas {
  /** The name the map is registered under with ECharts. */
  name: string;
  features: Feature[];
  keys: ReadonlySet<string>;
  labelPoint: (key: string) => Position | null;
  boundingBox: (key: string) => BoundingBox | null;
  /** The shape's name when the file gives one (a `label` property), e.g. a region's. */
  label: (key: string) => string | null;
}

export function createAtlas(name: string, topology: Topology, objectName: string): MapAtlas {
  const features = topologyFeatures(topology, objectName).features.map((feature) => ({
    ...feature,
    properties: { ...feature.properties, name: String(feature.id ?? '') },
  }));
  const labelPoints = new Map<string, Position | null>();
  const boxes = new Map<string, BoundingBox | null>();
  const labels = new Map<string, string>();
  for (const feature of features) {
    const key = String(feature.properties.name);
    const label: unknown = (feature.properties as Record<string, unknown>).label;
    if (typeof label === 'string' && label) labels.set(key, label);
    labelPoints.set(key, largestPolygonCentroid(feature.geometry));
    boxes.set(key, boundingBoxOfGeometry(feature.geometry));
  }
  return {
    name,
    features,
    keys: new Set(labelPoints.keys()),
    labelPoint: (key) => labelPoints.get(key) ?? null,
    boundingBox: (key) => boxes.get(key) ?? null,
    label: (key) => labels.get(key) ?? null,
  };
}
