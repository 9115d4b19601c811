/**
 * The countries `select_country` offers: only those whose regions ship with the app. The USA
 * (states, from vega-datasets' us-10m) is the one shipped; Superset's other country maps are not.
 */
export const COUNTRY_MAPS: ReadonlyArray<{ key: string; label: string }> = [
  { key: 'usa', label: 'USA' },
];

export const DEFAULT_COUNTRY = 'usa';

export function isShippedCountry(key: string | null): boolean {
  return COUNTRY_MAPS.some((country) => country.key === key);
}
