/** The names the shipped maps are registered under with ECharts (see mapAtlasLoaders.ts). */
export const WORLD_MAP_NAME = 'panorama-world';
export const USA_MAP_NAME = 'panorama-usa';
