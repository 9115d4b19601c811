/**
 * The colour scheme registry: categorical schemes (one colour per series, cycled) and sequential
 * schemes (a gradient for values). Ids are Superset's so saved charts keep their colours.
 */

export interface ColorScheme {
  id: string;
  label: string;
  colors: string[];
}

export const DEFAULT_CATEGORICAL_SCHEME = 'supersetColors';
export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

export const CATEGORICAL_SCHEMES: ColorScheme[] = [
  {
    id: 'supersetColors',
    label: 'Superset Colors',
    colors: [
      '#1FA8C9',
      '#454E7C',
      '#5AC189',
      '#FF7F44',
      '#666666',
      '#E04355',
      '#FCC700',
      '#A868B7',
      '#3CCCCB',
      '#A38F79',
      '#8FD3E4',
      '#A1A6BD',
      '#ACE1C4',
      '#FEC0A1',
      '#B2B2B2',
      '#EFA1AA',
      '#FDE380',
      '#D3B3DA',
      '#9EE5E5',
      '#D1C6BC',
    ],
  },
  {
    id: 'd3Category10',
    label: 'D3 Category 10',
    colors: [
      '#1f77b4',
      '#ff7f0e',
      '#2ca02c',
      '#d62728',
      '#9467bd',
      '#8c564b',
      '#e377c2',
      '#7f7f7f',
      '#bcbd22',
      '#17becf',
    ],
  },
  {
    id: 'bnbColors',
    label: 'Airbnb Colors',
    colors: [
      '#ff5a5f',
      '#7b0051',
      '#007A87',
      '#00d1c1',
      '#8ce071',
      '#ffb400',
      '#b4a76c',
      '#ff8083',
      '#cc0086',
      '#00a1b3',
      '#00ffeb',
      '#bbedab',
      '#ffd266',
      '#cbc29a',
      '#ff3339',
      '#ff1ab1',
      '#005c66',
      '#00b3a5',
      '#55d12e',
      '#b37e00',
      '#988b4e',
    ],
  },
  {
    id: 'googleCategory10c',
    label: 'Google Category 10c',
    colors: [
      '#3366cc',
      '#dc3912',
      '#ff9900',
      '#109618',
      '#990099',
      '#0099c6',
      '#dd4477',
      '#66aa00',
      '#b82e2e',
      '#316395',
    ],
  },
  {
    id: 'lyftColors',
    label: 'Lyft Colors',
    colors: [
      '#EA0B8C',
      '#6C838E',
      '#29ABE2',
      '#33D9C1',
      '#9DACB9',
      '#7560AA',
      '#2D5584',
      '#831C4A',
      '#333D47',
      '#AC2077',
    ],
  },
];

export const SEQUENTIAL_SCHEMES: ColorScheme[] = [
  {
    id: 'superset_seq_1',
    label: 'Superset Sequential #1',
    colors: ['#E6F7FA', '#1FA8C9', '#0A3D4D'],
  },
  { id: 'blue_white_yellow', label: 'Blue/White/Yellow', colors: ['#00d1c1', 'white', '#ffb400'] },
  { id: 'fire', label: 'Fire', colors: ['white', 'yellow', 'red', 'black'] },
  { id: 'white_black', label: 'White/Black', colors: ['white', 'black'] },
  { id: 'black_white', label: 'Black/White', colors: ['black', 'white'] },
  {
    id: 'dark_blue',
    label: 'Dark Blue',
    colors: ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935'],
  },
  { id: 'greens', label: 'Greens', colors: ['#f7fcf5', '#74c476', '#00441b'] },
  { id: 'oranges', label: 'Oranges', colors: ['#fff5eb', '#fd8d3c', '#7f2704'] },
  { id: 'purples', label: 'Purples', colors: ['#fcfbfd', '#9e9ac8', '#3f007d'] },
  {
    id: 'red_yellow_blue',
    label: 'Red/Yellow/Blue',
    colors: ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6'],
  },
];

export function getCategoricalScheme(id: string | null | undefined): ColorScheme {
  return (
    CATEGORICAL_SCHEMES.find((scheme) => scheme.id === id) ??
    (CATEGORICAL_SCHEMES[0] as ColorScheme)
  );
}

export function getSequentialScheme(id: string | null | undefined): ColorScheme {
  return (
    SEQUENTIAL_SCHEMES.find((scheme) => scheme.id === id) ?? (SEQUENTIAL_SCHEMES[0] as ColorScheme)
  );
}

export function isKnownCategoricalScheme(id: string | null | undefined): boolean {
  return CATEGORICAL_SCHEMES.some((scheme) => scheme.id === id);
}
