/**
 * The code standards a world map's country column may use (`country_fieldtype`, Superset's
 * choices and default). Apart from the country table so control panels and transformProps do
 * not pull the table into the app shell.
 */
export const COUNTRY_FIELD_TYPES = ['name', 'cioc', 'cca2', 'cca3'] as const;
export type CountryFieldType = (typeof COUNTRY_FIELD_TYPES)[number];
export const DEFAULT_COUNTRY_FIELD_TYPE: CountryFieldType = 'cca2';
