/**
 * The GeoJSON chart's shapes: each row's `geojson` value (text or already parsed) as features —
 * a FeatureCollection gives its features, a Feature itself, a bare geometry a feature without
 * properties. Unreadable values are skipped.
 */
import type { Position } from '../shared/maps/topojson';

export const BLACK_COLOR = { r: 0, g: 0, b: 0, a: 1 };

export interface GeojsonFeature {
  type: 'Feature';
  geometry: { type: string; coordinates?: unknown; geometries?: unknown[] };
  properties: Record<string, unknown>;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function parse(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

export function readFeatures(value: unknown): GeojsonFeature[] {
  const record = asRecord(parse(value));
  if (!record || typeof record.type !== 'string') return [];
  if (record.type === 'FeatureCollection') {
    return Array.isArray(record.features) ? record.features.flatMap(readFeatures) : [];
  }
  if (record.type === 'Feature') {
    const geometry = asRecord(record.geometry);
    if (!geometry || typeof geometry.type !== 'string') return [];
    return [
      {
        type: 'Feature',
        geometry: geometry as GeojsonFeature['geometry'],
        properties: asRecord(record.properties) ?? {},
      },
    ];
  }
  return [{ type: 'Feature', geometry: record as GeojsonFeature['geometry'], properties: {} }];
}

/** Every position of the features' geometries (to fit the view). */
export function featurePositions(features: readonly GeojsonFeature[]): Position[] {
  const positions: Position[] = [];
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    if (node.length >= 2 && typeof node[0] === 'number' && typeof node[1] === 'number') {
      positions.push([node[0], node[1] as number]);
      return;
    }
    node.forEach(walk);
  };
  const visit = (geometry: GeojsonFeature['geometry']): void => {
    walk(geometry.coordinates);
    for (const child of geometry.geometries ?? []) {
      const record = asRecord(child);
      if (record) visit(record as GeojsonFeature['geometry']);
    }
  };
  features.forEach((feature) => visit(feature.geometry));
  return positions;
}
