/** Human labels (dataset_columns.verbose_name) derived from snake_case column names. */

/** Words shown in capitals rather than title case. */
const ACRONYMS: Record<string, string> = {
  co2: 'CO2',
  dvd: 'DVD',
  iata: 'IATA',
  ias: 'IAS',
  id: 'ID',
  imdb: 'IMDB',
  mpaa: 'MPAA',
  us: 'US',
  usd: 'USD',
  zip: 'ZIP',
};

/** Short words kept lower case except at the start, as in ordinary English titles. */
const MINOR_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'per',
  'the',
  'to',
]);

/** `speed_ias_in_knots` -> `Speed IAS in Knots`. */
export function titleCase(name: string): string {
  return name
    .split(/[_\s]+/)
    .filter((word) => word.length > 0)
    .map((word, index) => {
      const lower = word.toLowerCase();
      const acronym = ACRONYMS[lower];
      if (acronym) return acronym;
      if (index > 0 && MINOR_WORDS.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}
