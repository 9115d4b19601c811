/**
 * The countries `select_country` offers: Superset's keys (its country map's `countries.ts`), each
 * with the ISO 3166-1 alpha-2 code of the country whose first-level regions make the map. Two
 * keys draw regions merged from the source's subdivisions (France's regions from departments,
 * Italy's regions from provinces). The USA has its own projected map with insets (us-10m); every
 * other map is built from Natural Earth's admin-1 layer (see countryGeometryBuild.ts).
 */
export interface CountryMapEntry {
  key: string;
  label: string;
  /** ISO 3166-1 alpha-2 code of the country in the source. */
  country: string;
  /** Regions merged from subdivisions, by the source's region code; omitted: the subdivisions. */
  merge?: 'regions';
}

export const COUNTRY_MAPS: readonly CountryMapEntry[] = [
  { key: 'austria', label: 'Austria', country: 'AT' },
  { key: 'argentina', label: 'Argentina', country: 'AR' },
  { key: 'australia', label: 'Australia', country: 'AU' },
  { key: 'belgium', label: 'Belgium', country: 'BE' },
  { key: 'bolivia', label: 'Bolivia', country: 'BO' },
  { key: 'brazil', label: 'Brazil', country: 'BR' },
  { key: 'bulgaria', label: 'Bulgaria', country: 'BG' },
  { key: 'burundi', label: 'Burundi', country: 'BI' },
  { key: 'canada', label: 'Canada', country: 'CA' },
  { key: 'chile', label: 'Chile', country: 'CL' },
  { key: 'china', label: 'China', country: 'CN' },
  { key: 'colombia', label: 'Colombia', country: 'CO' },
  { key: 'costa_rica', label: 'Costa Rica', country: 'CR' },
  { key: 'cuba', label: 'Cuba', country: 'CU' },
  { key: 'cyprus', label: 'Cyprus', country: 'CY' },
  { key: 'denmark', label: 'Denmark', country: 'DK' },
  { key: 'dominican_republic', label: 'Dominican Republic', country: 'DO' },
  { key: 'ecuador', label: 'Ecuador', country: 'EC' },
  { key: 'egypt', label: 'Egypt', country: 'EG' },
  { key: 'el_salvador', label: 'El Salvador', country: 'SV' },
  { key: 'estonia', label: 'Estonia', country: 'EE' },
  { key: 'ethiopia', label: 'Ethiopia', country: 'ET' },
  { key: 'france', label: 'France', country: 'FR' },
  { key: 'france_regions', label: 'France (regions)', country: 'FR', merge: 'regions' },
  { key: 'finland', label: 'Finland', country: 'FI' },
  { key: 'germany', label: 'Germany', country: 'DE' },
  { key: 'guatemala', label: 'Guatemala', country: 'GT' },
  { key: 'haiti', label: 'Haiti', country: 'HT' },
  { key: 'honduras', label: 'Honduras', country: 'HN' },
  { key: 'iceland', label: 'Iceland', country: 'IS' },
  { key: 'india', label: 'India', country: 'IN' },
  { key: 'indonesia', label: 'Indonesia', country: 'ID' },
  { key: 'iran', label: 'Iran', country: 'IR' },
  { key: 'italy', label: 'Italy', country: 'IT' },
  { key: 'italy_regions', label: 'Italy (regions)', country: 'IT', merge: 'regions' },
  { key: 'japan', label: 'Japan', country: 'JP' },
  { key: 'jordan', label: 'Jordan', country: 'JO' },
  { key: 'kazakhstan', label: 'Kazakhstan', country: 'KZ' },
  { key: 'kenya', label: 'Kenya', country: 'KE' },
  { key: 'korea', label: 'Korea', country: 'KR' },
  { key: 'kuwait', label: 'Kuwait', country: 'KW' },
  { key: 'kyrgyzstan', label: 'Kyrgyzstan', country: 'KG' },
  { key: 'latvia', label: 'Latvia', country: 'LV' },
  { key: 'liechtenstein', label: 'Liechtenstein', country: 'LI' },
  { key: 'lithuania', label: 'Lithuania', country: 'LT' },
  { key: 'malaysia', label: 'Malaysia', country: 'MY' },
  { key: 'mexico', label: 'Mexico', country: 'MX' },
  { key: 'morocco', label: 'Morocco', country: 'MA' },
  { key: 'myanmar', label: 'Myanmar', country: 'MM' },
  { key: 'netherlands', label: 'Netherlands', country: 'NL' },
  { key: 'nicaragua', label: 'Nicaragua', country: 'NI' },
  { key: 'nigeria', label: 'Nigeria', country: 'NG' },
  { key: 'norway', label: 'Norway', country: 'NO' },
  { key: 'oman', label: 'Oman', country: 'OM' },
  { key: 'pakistan', label: 'Pakistan', country: 'PK' },
  { key: 'panama', label: 'Panama', country: 'PA' },
  { key: 'papua_new_guinea', label: 'Papua New Guinea', country: 'PG' },
  { key: 'paraguay', label: 'Paraguay', country: 'PY' },
  { key: 'philippines', label: 'Philippines', country: 'PH' },
  { key: 'peru', label: 'Peru', country: 'PE' },
  { key: 'poland', label: 'Poland', country: 'PL' },
  { key: 'portugal', label: 'Portugal', country: 'PT' },
  { key: 'puerto_rico', label: 'Puerto Rico', country: 'PR' },
  { key: 'qatar', label: 'Qatar', country: 'QA' },
  { key: 'russia', label: 'Russia', country: 'RU' },
  { key: 'rwanda', label: 'Rwanda', country: 'RW' },
  { key: 'saint_barthelemy', label: 'Saint Barthelemy', country: 'BL' },
  { key: 'saint_martin', label: 'Saint Martin', country: 'MF' },
  { key: 'saudi_arabia', label: 'Saudi Arabia', country: 'SA' },
  { key: 'singapore', label: 'Singapore', country: 'SG' },
  { key: 'slovenia', label: 'Slovenia', country: 'SI' },
  { key: 'spain', label: 'Spain', country: 'ES' },
  { key: 'srilanka', label: 'Sri Lanka', country: 'LK' },
  { key: 'sweden', label: 'Sweden', country: 'SE' },
  { key: 'switzerland', label: 'Switzerland', country: 'CH' },
  { key: 'syria', label: 'Syria', country: 'SY' },
  { key: 'tajikistan', label: 'Tajikistan', country: 'TJ' },
  { key: 'tanzania', label: 'Tanzania', country: 'TZ' },
  { key: 'thailand', label: 'Thailand', country: 'TH' },
  { key: 'timorleste', label: 'Timor-Leste', country: 'TL' },
  { key: 'turkey', label: 'Turkey', country: 'TR' },
  { key: 'turkmenistan', label: 'Turkmenistan', country: 'TM' },
  { key: 'united_arab_emirates', label: 'United Arab Emirates', country: 'AE' },
  { key: 'uganda', label: 'Uganda', country: 'UG' },
  { key: 'uk', label: 'UK', country: 'GB' },
  { key: 'ukraine', label: 'Ukraine', country: 'UA' },
  { key: 'uruguay', label: 'Uruguay', country: 'UY' },
  { key: 'usa', label: 'USA', country: 'US' },
  { key: 'uzbekistan', label: 'Uzbekistan', country: 'UZ' },
  { key: 'zambia', label: 'Zambia', country: 'ZM' },
  { key: 'venezuela', label: 'Venezuela', country: 'VE' },
  { key: 'vietnam', label: 'Vietnam', country: 'VN' },
];

export const DEFAULT_COUNTRY = 'usa';

export function countryMapByKey(key: string | null): CountryMapEntry | undefined {
  return COUNTRY_MAPS.find((country) => country.key === key);
}

export function isShippedCountry(key: string | null): boolean {
  return countryMapByKey(key) !== undefined;
}
