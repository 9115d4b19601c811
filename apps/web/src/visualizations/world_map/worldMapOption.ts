/**
 * The world map's ECharts option, once the map is loaded (pure; runs in the chart's own chunk
 * with the country table). Rows are matched to countries by `country_fieldtype`; rows that match
 * nothing are left out, as Superset does. Countries are shaded by the colour metric on the
 * linear scheme (or by name on the categorical scheme); countries without data stay grey.
 * Bubbles sit on each country's mainland, their radius from 1 px to `max_bubble_size` px along
 * the square root of the bubble metric, so their area follows the value.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { toRgbaString, withOpacity } from '@panorama/core/explore/color';
import { t } from '../../i18n/t';
import { createColorScale } from '../shared/echarts/categoricalColors';
import { crossFilterDataMask, type CrossFilterDataMask } from '../shared/echarts/crossFilter';
import { escapeHtml } from '@panorama/core/html/escape-html';
import { linearColorScale } from '../shared/color/linearColorScale';
import {
  countryByKey,
  countryLookup,
  type CountryRecord,
} from '../shared/maps/geometry/worldCountries';
import type { MapAtlas } from '../shared/maps/mapAtlas';
import type {
  GeoComponentOption,
  MapEChartsOption,
  MapTooltipParams,
  ScatterSeriesOption,
} from '../shared/maps/mapEChartsOption';
import type { WorldMapChartProps } from './transformProps';
import { itemTooltip } from '../shared/echarts/itemTooltip';

/** Countries without data (Superset's light border grey). */
export const NO_DATA_COLOR = '#D9D9D9';
const BORDER_COLOR = '#FFFFFF';
/** How much unselected countries fade while a cross filter is set. */
const UNSELECTED_OPACITY = 0.35;

export interface MatchedCountry {
  country: CountryRecord;
  /** The entity value as the data holds it. */
  entity: string;
  m1: number | null;
  m2: number | null;
  color: string;
  /** Bubble radius in pixels, or null without a bubble value. */
  radius: number | null;
}

export interface WorldMapDrawing {
  option: MapEChartsOption;
  /** Matched countries by map key (region and bubble names are keys). */
  byKey: Map<string, MatchedCountry>;
}

function extent(values: number[]): [number, number] | null {
  if (values.length === 0) return null;
  return [Math.min(...values), Math.max(...values)];
}

/**
 * Bubble radii: `sqrt(value)` mapped linearly from its smallest to its largest onto
 * [1, maxSize] px. One distinct value gets the full size; negative values get no bubble.
 */
export function bubbleRadiusScale(
  values: readonly number[],
  maxSize: number,
): (value: number) => number | null {
  const roots = values.filter((value) => value >= 0).map(Math.sqrt);
  const range = extent(roots);
  return (value) => {
    if (!range || value < 0) return null;
    const [low, high] = range;
    if (high === low) return maxSize;
    return 1 + ((Math.sqrt(value) - low) / (high - low)) * (maxSize - 1);
  };
}

function matchRows(
  props: WorldMapChartProps,
  atlas: MapAtlas,
): Array<Omit<MatchedCountry, 'color' | 'radius'>> {
  const lookup = countryLookup(props.countryFieldType);
  const seen = new Set<string>();
  const matched: Array<Omit<MatchedCountry, 'color' | 'radius'>> = [];
  for (const row of props.rows) {
    const country = row.entity === '' ? undefined : lookup(row.entity);
    if (!country || !atlas.keys.has(country.key) || seen.has(country.key)) continue;
    seen.add(country.key);
    matched.push({ country, entity: row.entity, m1: row.m1, m2: row.m2 });
  }
  return matched;
}

export function buildWorldMapOption(props: WorldMapChartProps, atlas: MapAtlas): WorldMapDrawing {
  const format = getNumberFormatter(props.numberFormat);
  const rows = matchRows(props, atlas);

  const m1Range = extent(rows.flatMap(({ m1 }) => (m1 === null ? [] : [m1])));
  const metricColor = m1Range ? linearColorScale(props.linearColorScheme, m1Range) : null;
  const countryColor = createColorScale(props.colorScheme, props.labelColors);
  const radiusOf = bubbleRadiusScale(
    rows.flatMap(({ m2 }) => (m2 === null ? [] : [m2])),
    props.maxBubbleSize,
  );

  const byKey = new Map<string, MatchedCountry>();
  for (const row of rows) {
    const color =
      props.colorBy === 'country'
        ? countryColor(row.country.name)
        : row.m1 !== null && metricColor
          ? metricColor(row.m1)
          : NO_DATA_COLOR;
    byKey.set(row.country.key, {
      ...row,
      color,
      radius: row.m2 === null ? null : radiusOf(row.m2),
    });
  }

  const selected = new Set(props.selectedNames);
  const faded = (country: MatchedCountry) =>
    selected.size > 0 && !selected.has(country.country.name);
  const highlight = toRgbaString(props.bubbleColor);

  const describe = (key: string | undefined): string => {
    const match = key === undefined ? undefined : byKey.get(key);
    if (!match) return '';
    const lines = [`<strong>${escapeHtml(match.country.name)}</strong>`];
    lines.push(`${escapeHtml(props.metricLabel)}: ${escapeHtml(format(match.m1))}`);
    if (props.bubbleMetricLabel !== props.metricLabel) {
      lines.push(`${escapeHtml(props.bubbleMetricLabel)}: ${escapeHtml(format(match.m2))}`);
    }
    return lines.join('<br/>');
  };

  const geo: GeoComponentOption = {
    map: atlas.name,
    roam: true,
    scaleLimit: { min: 0.8, max: 20 },
    // The shipped world is in longitude/latitude: an equirectangular map, as Superset draws it.
    aspectScale: 1,
    top: 8,
    bottom: 8,
    left: 8,
    right: 8,
    selectedMode: false,
    itemStyle: { areaColor: NO_DATA_COLOR, borderColor: BORDER_COLOR, borderWidth: 0.5 },
    emphasis: {
      label: { show: false },
      itemStyle: { areaColor: '#BFBFBF' },
    },
    tooltip: { show: true },
    regions: [...byKey.entries()].map(([key, match]) => ({
      name: key,
      itemStyle: { areaColor: match.color, opacity: faded(match) ? UNSELECTED_OPACITY : 1 },
      emphasis: { itemStyle: { areaColor: highlight } },
    })),
  };

  const bubbles = [...byKey.entries()]
    .flatMap(([key, match]) => {
      const point = atlas.labelPoint(key);
      return match.radius === null || !point ? [] : [{ key, match, point, radius: match.radius }];
    })
    // Large bubbles first, so small ones stay on top and reachable.
    .sort((a, b) => b.radius - a.radius);

  const series: ScatterSeriesOption[] = props.showBubbles
    ? [
        {
          type: 'scatter',
          id: 'bubbles',
          name: props.bubbleMetricLabel,
          coordinateSystem: 'geo',
          geoIndex: 0,
          data: bubbles.map(({ key, match, point, radius }) => ({
            name: key,
            value: [point[0], point[1], match.m2 ?? 0],
            symbolSize: radius * 2,
            itemStyle: { opacity: faded(match) ? UNSELECTED_OPACITY : 1 },
          })),
          itemStyle: {
            color: toRgbaString(withOpacity(props.bubbleColor, props.bubbleColor.a * 0.5)),
            borderColor: highlight,
            borderWidth: 1,
          },
          emphasis: {
            itemStyle: {
              color: toRgbaString(withOpacity(props.bubbleColor, props.bubbleColor.a * 0.85)),
              borderWidth: 2,
            },
          },
        },
      ]
    : [];

  const option: MapEChartsOption = {
    tooltip: itemTooltip((params: unknown) => {
      const { name } = params as MapTooltipParams;
      const known = describe(name);
      if (known !== '') return known;
      const country = name === undefined ? undefined : countryByKey(name);
      return country
        ? `<strong>${escapeHtml(country.name)}</strong><br/>${escapeHtml(t('No data'))}`
        : '';
    }),
    geo,
    series,
  };
  return { option, byKey };
}

/**
 * The data mask of a click on a country or bubble (by map key): a filter on the country column
 * with the value as the data writes it; clicking the selected country again clears it. Null for
 * a country without data.
 */
export function worldMapCrossFilter(
  byKey: ReadonlyMap<string, MatchedCountry>,
  props: Pick<WorldMapChartProps, 'entityColumn' | 'selectedNames'>,
  key: string,
): CrossFilterDataMask | null {
  const match = byKey.get(key);
  if (!match || props.entityColumn === '') return null;
  const valuesByName = Object.fromEntries(
    [...byKey.values()].map((country) => [country.country.name, [country.entity]]),
  );
  return crossFilterDataMask(
    [props.entityColumn],
    valuesByName,
    props.selectedNames,
    match.country.name,
  );
}
