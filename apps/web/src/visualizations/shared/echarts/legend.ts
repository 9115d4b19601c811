/**
 * The legend of ECharts types (Superset's show_legend / legendType / legendOrientation /
 * legendMargin controls) and the room it takes from the plot area.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { LegendComponentOption } from './echartsOption';
import { readBoolean, readChoice, readOptionalNumber } from './formDataValues';

export const LEGEND_ORIENTATIONS = ['top', 'bottom', 'left', 'right'] as const;
export type LegendOrientation = (typeof LEGEND_ORIENTATIONS)[number];
export const LEGEND_TYPES = ['scroll', 'plain'] as const;
export type LegendType = (typeof LEGEND_TYPES)[number];

export interface LegendSettings {
  show: boolean;
  type: LegendType;
  orientation: LegendOrientation;
  /** Pixels kept for the legend; default by orientation. */
  margin: number;
}

/** Room a legend takes when no `legendMargin` is set: one line, or a side column. */
const DEFAULT_MARGIN: Record<LegendOrientation, number> = {
  top: 30,
  bottom: 30,
  left: 160,
  right: 160,
};

export function readLegendSettings(formData: QueryFormData): LegendSettings {
  const orientation = readChoice(formData, 'legendOrientation', LEGEND_ORIENTATIONS, 'top');
  return {
    show: readBoolean(formData, 'show_legend', true),
    type: readChoice(formData, 'legendType', LEGEND_TYPES, 'scroll'),
    orientation,
    margin: readOptionalNumber(formData, 'legendMargin') ?? DEFAULT_MARGIN[orientation],
  };
}

export function buildLegend(
  settings: LegendSettings,
  names: string[],
  selected?: Record<string, boolean>,
): LegendComponentOption {
  const vertical = settings.orientation === 'left' || settings.orientation === 'right';
  const position: LegendComponentOption = {
    top: { top: 0, left: 'center' },
    bottom: { bottom: 0, left: 'center' },
    left: { left: 0, top: 'middle' },
    right: { right: 0, top: 'middle' },
  }[settings.orientation];
  return {
    show: settings.show,
    type: settings.type,
    orient: vertical ? 'vertical' : 'horizontal',
    ...position,
    data: names,
    ...(selected ? { selected } : {}),
    // Room for the scroll arrows when the legend is a single line.
    ...(vertical ? {} : { width: '90%' }),
    textStyle: { overflow: 'truncate', width: vertical ? settings.margin - 40 : 200 },
    tooltip: { show: true },
  };
}

/** Pixels the legend takes on each side of the plot area. */
export function legendPadding(settings: LegendSettings): {
  top: number;
  bottom: number;
  left: number;
  right: number;
} {
  const padding = { top: 0, bottom: 0, left: 0, right: 0 };
  if (settings.show) padding[settings.orientation] = settings.margin;
  return padding;
}
