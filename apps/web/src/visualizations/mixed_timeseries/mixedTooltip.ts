/**
 * The mixed chart's tooltip: the hovered x value, then each series' value in the format of the
 * y axis the series is drawn on (rich tooltips list every series at that x, optionally largest
 * first; plain ones the hovered point only).
 */
import type { TooltipComponentOption } from '../shared/echarts/echartsOption';
import { tooltipHtml, type TooltipRow } from '../shared/categories/tooltipHtml';
import { seriesTooltip } from '../timeseries/timeseriesTooltip';

export interface MixedTooltipParam {
  seriesName?: string;
  seriesId?: string;
  value?: unknown;
  color?: unknown;
}

export interface MixedTooltipSettings {
  rich: boolean;
  sortByValue: boolean;
  formatX: (x: unknown) => string;
  /** The value format of a series, by its id. */
  formatFor: (seriesId: string | undefined) => (value: number) => string;
}

function pointOf(param: MixedTooltipParam): { x: unknown; y: number | null } {
  const value = param.value;
  if (!Array.isArray(value)) return { x: undefined, y: typeof value === 'number' ? value : null };
  const y: unknown = value[1];
  return { x: value[0], y: typeof y === 'number' && Number.isFinite(y) ? y : null };
}

export function formatMixedTooltip(
  params: MixedTooltipParam | MixedTooltipParam[],
  settings: MixedTooltipSettings,
): string {
  const list = Array.isArray(params) ? params : [params];
  const first = list[0];
  if (!first) return '';
  const points = list.map((param) => ({ param, y: pointOf(param).y }));
  if (settings.sortByValue) points.sort((a, b) => (b.y ?? -Infinity) - (a.y ?? -Infinity));
  const rows: TooltipRow[] = points.map(({ param, y }) => ({
    cells: [param.seriesName ?? '', y === null ? 'N/A' : settings.formatFor(param.seriesId)(y)],
    ...(typeof param.color === 'string' ? { color: param.color } : {}),
  }));
  return tooltipHtml(rows, settings.formatX(pointOf(first).x));
}

export function buildMixedTooltip(settings: MixedTooltipSettings): TooltipComponentOption {
  return seriesTooltip(settings.rich, (params: unknown) =>
    formatMixedTooltip(params as MixedTooltipParam | MixedTooltipParam[], settings),
  );
}
