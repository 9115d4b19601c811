/**
 * The countries of the shipped world map (Natural Earth 1:110m, as in vega-datasets' world-110m):
 * each shape's key and the codes a `world_map` entity column may hold — ISO 3166-1 alpha-2
 * (`cca2`) and alpha-3 (`cca3`), the International Olympic Committee code (`cioc`, empty where
 * there is none) and an English name, with other common spellings as aliases.
 *
 * Keys are the ISO 3166-1 numeric codes (three digits). Natural Earth gives three areas no code
 * (-99); the geometry build recognises them by location and keys them by name instead.
 */
import type { CountryFieldType } from '../countryFieldTypes';

export interface CountryRecord {
  key: string;
  cca2: string;
  cca3: string;
  cioc: string;
  name: string;
  aliases: readonly string[];
}

type Row = [
  key: string,
  cca2: string,
  cca3: string,
  cioc: string,
  name: string,
  ...aliases: string[],
];

const ROWS: Row[] = [
  ['004', 'AF', 'AFG', 'AFG', 'Afghanistan'],
  ['008', 'AL', 'ALB', 'ALB', 'Albania'],
  ['010', 'AQ', 'ATA', '', 'Antarctica'],
  ['012', 'DZ', 'DZA', 'ALG', 'Algeria'],
  ['024', 'AO', 'AGO', 'ANG', 'Angola'],
  ['031', 'AZ', 'AZE', 'AZE', 'Azerbaijan'],
  ['032', 'AR', 'ARG', 'ARG', 'Argentina'],
  ['036', 'AU', 'AUS', 'AUS', 'Australia'],
  ['040', 'AT', 'AUT', 'AUT', 'Austria'],
  ['044', 'BS', 'BHS', 'BAH', 'Bahamas', 'The Bahamas'],
  ['050', 'BD', 'BGD', 'BAN', 'Bangladesh'],
  ['051', 'AM', 'ARM', 'ARM', 'Armenia'],
  ['056', 'BE', 'BEL', 'BEL', 'Belgium'],
  ['064', 'BT', 'BTN', 'BHU', 'Bhutan'],
  ['068', 'BO', 'BOL', 'BOL', 'Bolivia', 'Plurinational State of Bolivia'],
  ['070', 'BA', 'BIH', 'BIH', 'Bosnia and Herzegovina'],
  ['072', 'BW', 'BWA', 'BOT', 'Botswana'],
  ['076', 'BR', 'BRA', 'BRA', 'Brazil'],
  ['084', 'BZ', 'BLZ', 'BIZ', 'Belize'],
  ['090', 'SB', 'SLB', 'SOL', 'Solomon Islands'],
  ['096', 'BN', 'BRN', 'BRU', 'Brunei', 'Brunei Darussalam'],
  ['100', 'BG', 'BGR', 'BUL', 'Bulgaria'],
  ['104', 'MM', 'MMR', 'MYA', 'Myanmar', 'Burma'],
  ['108', 'BI', 'BDI', 'BDI', 'Burundi'],
  ['112', 'BY', 'BLR', 'BLR', 'Belarus'],
  ['116', 'KH', 'KHM', 'CAM', 'Cambodia'],
  ['120', 'CM', 'CMR', 'CMR', 'Cameroon'],
  ['124', 'CA', 'CAN', 'CAN', 'Canada'],
  ['140', 'CF', 'CAF', 'CAF', 'Central African Republic'],
  ['144', 'LK', 'LKA', 'SRI', 'Sri Lanka'],
  ['148', 'TD', 'TCD', 'CHA', 'Chad'],
  ['152', 'CL', 'CHL', 'CHI', 'Chile'],
  ['156', 'CN', 'CHN', 'CHN', 'China'],
  ['158', 'TW', 'TWN', 'TPE', 'Taiwan'],
  ['170', 'CO', 'COL', 'COL', 'Colombia'],
  ['178', 'CG', 'COG', 'CGO', 'Republic of the Congo', 'Congo', 'Congo-Brazzaville'],
  [
    '180',
    'CD',
    'COD',
    'COD',
    'DR Congo',
    'Democratic Republic of the Congo',
    'Congo (Kinshasa)',
    'Congo-Kinshasa',
  ],
  ['188', 'CR', 'CRI', 'CRC', 'Costa Rica'],
  ['191', 'HR', 'HRV', 'CRO', 'Croatia'],
  ['192', 'CU', 'CUB', 'CUB', 'Cuba'],
  ['196', 'CY', 'CYP', 'CYP', 'Cyprus'],
  ['203', 'CZ', 'CZE', 'CZE', 'Czechia', 'Czech Republic'],
  ['204', 'BJ', 'BEN', 'BEN', 'Benin'],
  ['208', 'DK', 'DNK', 'DEN', 'Denmark'],
  ['214', 'DO', 'DOM', 'DOM', 'Dominican Republic'],
  ['218', 'EC', 'ECU', 'ECU', 'Ecuador'],
  ['222', 'SV', 'SLV', 'ESA', 'El Salvador'],
  ['226', 'GQ', 'GNQ', 'GEQ', 'Equatorial Guinea'],
  ['231', 'ET', 'ETH', 'ETH', 'Ethiopia'],
  ['232', 'ER', 'ERI', 'ERI', 'Eritrea'],
  ['233', 'EE', 'EST', 'EST', 'Estonia'],
  ['238', 'FK', 'FLK', '', 'Falkland Islands', 'Falkland Islands (Malvinas)'],
  ['242', 'FJ', 'FJI', 'FIJ', 'Fiji'],
  ['246', 'FI', 'FIN', 'FIN', 'Finland'],
  ['250', 'FR', 'FRA', 'FRA', 'France'],
  ['260', 'TF', 'ATF', '', 'French Southern and Antarctic Lands', 'French Southern Territories'],
  ['262', 'DJ', 'DJI', 'DJI', 'Djibouti'],
  ['266', 'GA', 'GAB', 'GAB', 'Gabon'],
  ['268', 'GE', 'GEO', 'GEO', 'Georgia'],
  ['270', 'GM', 'GMB', 'GAM', 'Gambia', 'The Gambia'],
  ['275', 'PS', 'PSE', 'PLE', 'Palestine', 'Palestinian Territories', 'State of Palestine'],
  ['276', 'DE', 'DEU', 'GER', 'Germany'],
  ['288', 'GH', 'GHA', 'GHA', 'Ghana'],
  ['300', 'GR', 'GRC', 'GRE', 'Greece'],
  ['304', 'GL', 'GRL', '', 'Greenland'],
  ['320', 'GT', 'GTM', 'GUA', 'Guatemala'],
  ['324', 'GN', 'GIN', 'GUI', 'Guinea'],
  ['328', 'GY', 'GUY', 'GUY', 'Guyana'],
  ['332', 'HT', 'HTI', 'HAI', 'Haiti'],
  ['340', 'HN', 'HND', 'HON', 'Honduras'],
  ['348', 'HU', 'HUN', 'HUN', 'Hungary'],
  ['352', 'IS', 'ISL', 'ISL', 'Iceland'],
  ['356', 'IN', 'IND', 'IND', 'India'],
  ['360', 'ID', 'IDN', 'INA', 'Indonesia'],
  ['364', 'IR', 'IRN', 'IRI', 'Iran', 'Islamic Republic of Iran'],
  ['368', 'IQ', 'IRQ', 'IRQ', 'Iraq'],
  ['372', 'IE', 'IRL', 'IRL', 'Ireland'],
  ['376', 'IL', 'ISR', 'ISR', 'Israel'],
  ['380', 'IT', 'ITA', 'ITA', 'Italy'],
  ['384', 'CI', 'CIV', 'CIV', 'Ivory Coast', "Côte d'Ivoire", "Cote d'Ivoire"],
  ['388', 'JM', 'JAM', 'JAM', 'Jamaica'],
  ['392', 'JP', 'JPN', 'JPN', 'Japan'],
  ['398', 'KZ', 'KAZ', 'KAZ', 'Kazakhstan'],
  ['400', 'JO', 'JOR', 'JOR', 'Jordan'],
  ['404', 'KE', 'KEN', 'KEN', 'Kenya'],
  ['408', 'KP', 'PRK', 'PRK', 'North Korea', "Democratic People's Republic of Korea"],
  ['410', 'KR', 'KOR', 'KOR', 'South Korea', 'Republic of Korea', 'Korea'],
  ['414', 'KW', 'KWT', 'KUW', 'Kuwait'],
  ['417', 'KG', 'KGZ', 'KGZ', 'Kyrgyzstan'],
  ['418', 'LA', 'LAO', 'LAO', 'Laos', 'Lao PDR', "Lao People's Democratic Republic"],
  ['422', 'LB', 'LBN', 'LBN', 'Lebanon'],
  ['426', 'LS', 'LSO', 'LES', 'Lesotho'],
  ['428', 'LV', 'LVA', 'LAT', 'Latvia'],
  ['430', 'LR', 'LBR', 'LBR', 'Liberia'],
  ['434', 'LY', 'LBY', 'LBA', 'Libya'],
  ['440', 'LT', 'LTU', 'LTU', 'Lithuania'],
  ['442', 'LU', 'LUX', 'LUX', 'Luxembourg'],
  ['450', 'MG', 'MDG', 'MAD', 'Madagascar'],
  ['454', 'MW', 'MWI', 'MAW', 'Malawi'],
  ['458', 'MY', 'MYS', 'MAS', 'Malaysia'],
  ['466', 'ML', 'MLI', 'MLI', 'Mali'],
  ['478', 'MR', 'MRT', 'MTN', 'Mauritania'],
  ['484', 'MX', 'MEX', 'MEX', 'Mexico'],
  ['496', 'MN', 'MNG', 'MGL', 'Mongolia'],
  ['498', 'MD', 'MDA', 'MDA', 'Moldova', 'Republic of Moldova'],
  ['499', 'ME', 'MNE', 'MNE', 'Montenegro'],
  ['504', 'MA', 'MAR', 'MAR', 'Morocco'],
  ['508', 'MZ', 'MOZ', 'MOZ', 'Mozambique'],
  ['512', 'OM', 'OMN', 'OMA', 'Oman'],
  ['516', 'NA', 'NAM', 'NAM', 'Namibia'],
  ['524', 'NP', 'NPL', 'NEP', 'Nepal'],
  ['528', 'NL', 'NLD', 'NED', 'Netherlands', 'The Netherlands'],
  ['540', 'NC', 'NCL', '', 'New Caledonia'],
  ['548', 'VU', 'VUT', 'VAN', 'Vanuatu'],
  ['554', 'NZ', 'NZL', 'NZL', 'New Zealand'],
  ['558', 'NI', 'NIC', 'NCA', 'Nicaragua'],
  ['562', 'NE', 'NER', 'NIG', 'Niger'],
  ['566', 'NG', 'NGA', 'NGR', 'Nigeria'],
  ['578', 'NO', 'NOR', 'NOR', 'Norway'],
  ['586', 'PK', 'PAK', 'PAK', 'Pakistan'],
  ['591', 'PA', 'PAN', 'PAN', 'Panama'],
  ['598', 'PG', 'PNG', 'PNG', 'Papua New Guinea'],
  ['600', 'PY', 'PRY', 'PAR', 'Paraguay'],
  ['604', 'PE', 'PER', 'PER', 'Peru'],
  ['608', 'PH', 'PHL', 'PHI', 'Philippines'],
  ['616', 'PL', 'POL', 'POL', 'Poland'],
  ['620', 'PT', 'PRT', 'POR', 'Portugal'],
  ['624', 'GW', 'GNB', 'GBS', 'Guinea-Bissau'],
  ['626', 'TL', 'TLS', 'TLS', 'Timor-Leste', 'East Timor'],
  ['630', 'PR', 'PRI', 'PUR', 'Puerto Rico'],
  ['634', 'QA', 'QAT', 'QAT', 'Qatar'],
  ['642', 'RO', 'ROU', 'ROU', 'Romania'],
  ['643', 'RU', 'RUS', 'RUS', 'Russia', 'Russian Federation'],
  ['646', 'RW', 'RWA', 'RWA', 'Rwanda'],
  ['682', 'SA', 'SAU', 'KSA', 'Saudi Arabia'],
  ['686', 'SN', 'SEN', 'SEN', 'Senegal'],
  ['688', 'RS', 'SRB', 'SRB', 'Serbia'],
  ['694', 'SL', 'SLE', 'SLE', 'Sierra Leone'],
  ['703', 'SK', 'SVK', 'SVK', 'Slovakia'],
  ['704', 'VN', 'VNM', 'VIE', 'Vietnam', 'Viet Nam'],
  ['705', 'SI', 'SVN', 'SLO', 'Slovenia'],
  ['706', 'SO', 'SOM', 'SOM', 'Somalia'],
  ['710', 'ZA', 'ZAF', 'RSA', 'South Africa'],
  ['716', 'ZW', 'ZWE', 'ZIM', 'Zimbabwe'],
  ['724', 'ES', 'ESP', 'ESP', 'Spain'],
  ['728', 'SS', 'SSD', 'SSD', 'South Sudan'],
  ['729', 'SD', 'SDN', 'SUD', 'Sudan'],
  ['732', 'EH', 'ESH', '', 'Western Sahara'],
  ['740', 'SR', 'SUR', 'SUR', 'Suriname'],
  ['748', 'SZ', 'SWZ', 'SWZ', 'Eswatini', 'Swaziland'],
  ['752', 'SE', 'SWE', 'SWE', 'Sweden'],
  ['756', 'CH', 'CHE', 'SUI', 'Switzerland'],
  ['760', 'SY', 'SYR', 'SYR', 'Syria', 'Syrian Arab Republic'],
  ['762', 'TJ', 'TJK', 'TJK', 'Tajikistan'],
  ['764', 'TH', 'THA', 'THA', 'Thailand'],
  ['768', 'TG', 'TGO', 'TOG', 'Togo'],
  ['780', 'TT', 'TTO', 'TTO', 'Trinidad and Tobago'],
  ['784', 'AE', 'ARE', 'UAE', 'United Arab Emirates'],
  ['788', 'TN', 'TUN', 'TUN', 'Tunisia'],
  ['792', 'TR', 'TUR', 'TUR', 'Turkey', 'Türkiye'],
  ['795', 'TM', 'TKM', 'TKM', 'Turkmenistan'],
  ['800', 'UG', 'UGA', 'UGA', 'Uganda'],
  ['804', 'UA', 'UKR', 'UKR', 'Ukraine'],
  ['807', 'MK', 'MKD', 'MKD', 'North Macedonia', 'Macedonia'],
  ['818', 'EG', 'EGY', 'EGY', 'Egypt'],
  ['826', 'GB', 'GBR', 'GBR', 'United Kingdom', 'UK', 'Great Britain'],
  ['834', 'TZ', 'TZA', 'TAN', 'Tanzania', 'United Republic of Tanzania'],
  ['840', 'US', 'USA', 'USA', 'United States', 'United States of America'],
  ['854', 'BF', 'BFA', 'BUR', 'Burkina Faso'],
  ['858', 'UY', 'URY', 'URU', 'Uruguay'],
  ['860', 'UZ', 'UZB', 'UZB', 'Uzbekistan'],
  ['862', 'VE', 'VEN', 'VEN', 'Venezuela'],
  ['887', 'YE', 'YEM', 'YEM', 'Yemen'],
  ['894', 'ZM', 'ZMB', 'ZAM', 'Zambia'],
  // Areas Natural Earth leaves without an ISO code (-99). Kosovo's codes are the user-assigned
  // ones in common use (XK, XKX) and its Olympic code.
  ['kosovo', 'XK', 'XKX', 'KOS', 'Kosovo'],
  ['northern_cyprus', '', '', '', 'Northern Cyprus'],
  ['somaliland', '', '', '', 'Somaliland'],
];

export const WORLD_COUNTRIES: readonly CountryRecord[] = ROWS.map(
  ([key, cca2, cca3, cioc, name, ...aliases]) => ({ key, cca2, cca3, cioc, name, aliases }),
);

function normalized(text: string): string {
  return text.trim().toLowerCase();
}

/** Looks countries up by one code standard, case-insensitively (names also by their aliases). */
export function countryLookup(
  fieldType: CountryFieldType,
): (value: string) => CountryRecord | undefined {
  const index = new Map<string, CountryRecord>();
  for (const country of WORLD_COUNTRIES) {
    const keys = fieldType === 'name' ? [country.name, ...country.aliases] : [country[fieldType]];
    for (const key of keys) {
      if (key !== '' && !index.has(normalized(key))) index.set(normalized(key), country);
    }
  }
  return (value) => index.get(normalized(value));
}

const BY_KEY = new Map(WORLD_COUNTRIES.map((country) => [country.key, country]));

/** The country of a map shape's key. */
export function countryByKey(key: string): CountryRecord | undefined {
  return BY_KEY.get(key);
}
