/**
 * The shipped maps, loaded on first use: each geometry file is its own chunk, downloaded only by
 * the map charts that draw it (never by the app shell or other charts), and decoded once.
 */
import { createAtlas, type MapAtlas } from './mapAtlas';
import { USA_MAP_NAME, WORLD_MAP_NAME, countryMapName } from './mapNames';
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

/**
 * Every country's region file, each its own chunk: Vite splits the files a glob matches into
 * separate lazily loaded modules, so only the country a chart shows is downloaded.
 */
const COUNTRY_FILES = import.meta.glob<{ default: unknown }>('./geometry/countries/*.topo.json');

/** The file module of a country map key (Superset's `select_country`), if one is shipped. */
export function countryFileLoader(key: string): (() => Promise<{ default: unknown }>) | undefined {
  return COUNTRY_FILES[`./geometry/countries/${key}.topo.json`];
}

const countryLoaders = new Map<string, () => Promise<MapAtlas>>();

/**
 * A country's first-level regions (Web Mercator in degrees, see countryGeometryBuild.ts), keyed
 * by ISO 3166-2 code. The USA is the projected states map with insets.
 */
export function countryAtlasLoader(key: string): () => Promise<MapAtlas> {
  if (key === 'usa') return loadUsStatesAtlas;
  let loader = countryLoaders.get(key);
  if (!loader) {
    const loadFile = countryFileLoader(key);
    loader = once(async () => {
      if (!loadFile) throw new Error(`No map is shipped for ${key}`);
      const module = await loadFile();
      return createAtlas(countryMapName(key), asTopology(module.default), 'regions');
    });
    countryLoaders.set(key, loader);
  }
  return loader;
}
