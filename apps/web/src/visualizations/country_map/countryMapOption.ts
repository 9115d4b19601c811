/**
 * The country map's ECharts option, once the country's regions are loaded (pure). Regions are
 * matched by ISO 3166-2 code (any letter case, as the map file keys them) and shaded along the linear colour scheme from
 * the smallest to the largest value; regions without data stay light grey. A focused region
 * (clicked) is shown centred at four times the size, as Superset's country map zooms.
 */
import { toHex, tryParseColor } from '@panorama/core/explore/color';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { escapeHtml } from '@panorama/core/html/escape-html';
import { linearColorScale } from '../shared/color/linearColorScale';
import { usStateByIso } from '../shared/maps/geometry/usStates';
import type { MapAtlas } from '../shared/maps/mapAtlas';
import type { MapEChartsOption, MapTooltipParams } from '../shared/maps/mapEChartsOption';
import type { CountryMapChartProps } from './transformProps';
import { itemTooltip } from '../shared/echarts/itemTooltip';

export const NO_DATA_COLOR = '#EEEEEE';
export const FOCUS_ZOOM = 4;

/** The colour 30 % darker (d3's `darker()` step), for the region under the pointer. */
export function darker(color: string): string {
  const parsed = tryParseColor(color);
  if (!parsed) return color;
  const channel = (value: number) => Math.round(value * 0.7);
  return toHex({ r: channel(parsed.r), g: channel(parsed.g), b: channel(parsed.b), a: parsed.a });
}

/** A region of the map: its ISO 3166-2 code and the name tooltips show. */
export interface MapRegion {
  iso: string;
  name: string;
}

/**
 * The map's region for a code of the data (trimmed, any case), if the map has it. Superset's
 * files write the codes of regions without an ISO 3166-2 code with a closing `~` (GI-X01~), as
 * Natural Earth does; the shipped maps key them without it, so both spellings match.
 */
export function regionOf(atlas: MapAtlas, code: string): MapRegion | undefined {
  const iso = code.trim().toUpperCase().replace(/~$/, '');
  if (!atlas.keys.has(iso)) return undefined;
  return { iso, name: atlas.label(iso) ?? usStateByIso(iso)?.name ?? iso };
}

export interface MatchedRegion {
  region: MapRegion;
  value: number | null;
  color: string;
}

export function buildCountryMapOption(
  props: CountryMapChartProps,
  atlas: MapAtlas,
  focus: string | null,
): { option: MapEChartsOption; byKey: Map<string, MatchedRegion> } {
  const format = getNumberFormatter(props.numberFormat);
  const matched = new Map<string, { region: MapRegion; value: number | null }>();
  for (const row of props.rows) {
    const region = regionOf(atlas, row.code);
    if (region && !matched.has(region.iso)) {
      matched.set(region.iso, { region, value: row.value });
    }
  }
  const values = [...matched.values()].flatMap(({ value }) => (value === null ? [] : [value]));
  const scale =
    values.length > 0
      ? linearColorScale(props.linearColorScheme, [Math.min(...values), Math.max(...values)])
      : null;
  const byKey = new Map<string, MatchedRegion>();
  for (const [key, { region, value }] of matched) {
    byKey.set(key, {
      region,
      value,
      color: value !== null && scale ? scale(value) : NO_DATA_COLOR,
    });
  }

  const focusPoint = focus === null ? null : atlas.labelPoint(focus);
  const option: MapEChartsOption = {
    tooltip: itemTooltip((params: unknown) => {
      const key = (params as MapTooltipParams).name ?? '';
      const region = byKey.get(key)?.region ?? regionOf(atlas, key);
      if (!region) return '';
      const value = byKey.get(key)?.value ?? null;
      const line = value === null ? '' : `<br/>${escapeHtml(format(value))}`;
      return `<strong>${escapeHtml(region.name)}</strong>${line}`;
    }),
    geo: {
      map: atlas.name,
      // The shipped regions are already projected (the USA equal-area, others Web Mercator).
      aspectScale: 1,
      roam: false,
      top: 8,
      bottom: 8,
      left: 8,
      right: 8,
      // Fitted inside the box at the map's own proportions: with all four sides set, ECharts
      // would otherwise stretch the map to the box (a tall country such as Chile drawn wide).
      preserveAspect: 'contain',
      ...(focusPoint ? { center: focusPoint, zoom: FOCUS_ZOOM } : {}),
      selectedMode: false,
      itemStyle: { areaColor: NO_DATA_COLOR, borderColor: '#FFFFFF', borderWidth: 0.8 },
      emphasis: { label: { show: false }, itemStyle: { areaColor: '#D6D6D6' } },
      tooltip: { show: true },
      regions: [...byKey].map(([key, match]) => ({
        name: key,
        itemStyle: { areaColor: match.color },
        emphasis: { itemStyle: { areaColor: darker(match.color) } },
      })),
    },
    series: [],
  };
  return { option, byKey };
}
