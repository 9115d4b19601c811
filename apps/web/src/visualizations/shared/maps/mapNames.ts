/** The names the shipped maps are registered under with ECharts (see mapAtlasLoaders.ts). */
export const WORLD_MAP_NAME = 'panorama-world';
export const USA_MAP_NAME = 'panorama-usa';

/** The name a country's region map is registered under (one per `select_country` key). */
export function countryMapName(key: string): string {
  return `panorama-country-${key}`;
}
