/**
 * The shipped maps, loaded on first use: each geometry file is its own chunk, downloaded only by
 * the map charts that draw it (never by the app shell or other charts), and decoded once.
 */
import { createAtlas, type MapAtlas } from './mapAtlas';
import { USA_MAP_NAME, WORLD_MAP_NAME } from './mapNames';
import { asTopology } from './topojson';

function once(load: () => Promise<MapAtlas>): () => Promise<MapAtlas> {
  let pending: Promise<MapAtlas> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      // A failed download (e.g. the app was redeployed) may succeed on the next render.
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** World countries (longitude/latitude), keyed by ISO 3166-1 numeric code. */
export const loadWorldAtlas = once(async () => {
  const module = await import('./geometry/world-countries.topo.json');
  return createAtlas(WORLD_MAP_NAME, asTopology(module.default), 'countries');
});

/** US states (projected, with insets), keyed by ISO 3166-2 code. */
export const loadUsStatesAtlas = once(async () => {
  const module = await import('./geometry/us-states.topo.json');
  return createAtlas(USA_MAP_NAME, asTopology(module.default), 'states');
});
