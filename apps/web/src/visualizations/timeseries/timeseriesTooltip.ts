/**
 * Tooltip of time-series charts. Rich (`rich_tooltip`, default): every series at the hovered x,
 * optionally sorted by value and with a total; otherwise the hovered point only. Series names
 * come from data, so they are HTML-escaped before ECharts renders the tooltip as HTML.
 */
import type { TooltipComponentOption } from '../shared/echarts/echartsOption';
import { escapeHtml } from '@panorama/core/html/escape-html';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import {
  getTimeFormatter,
  SMART_DATE,
  SMART_DATE_DETAILED,
} from '@panorama/core/format/time-format';
import { ANNOTATION_ID_PREFIX } from './annotations/annotationSeries';
import type { XAxisKind } from './extractSeries';

export interface TooltipParam {
  seriesName?: string;
  seriesId?: string;
  value?: unknown;
  color?: unknown;
}

export interface TooltipSettings {
  rich: boolean;
  horizontal: boolean;
  showTotal: boolean;
  sortByValue: boolean;
  formatX: (x: unknown) => string;
  /** Given the series' name, writes the value in that series' metric format. */
  formatValue: (value: number, seriesName?: string) => string;
}

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;

function pointOf(param: TooltipParam, horizontal: boolean): { x: unknown; y: number | null } {
  const value = param.value;
  if (!Array.isArray(value)) return { x: undefined, y: typeof value === 'number' ? value : null };
  const x: unknown = horizontal ? value[1] : value[0];
  const y: unknown = horizontal ? value[0] : value[1];
  return { x, y: typeof y === 'number' && Number.isFinite(y) ? y : null };
}

function row(color: unknown, name: string, value: string, bold = false): string {
  // Colours can come from form data (label_colors): only plain colour syntax goes into CSS.
  const swatch =
    typeof color === 'string' && SAFE_COLOR.test(color)
      ? `<span style="display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:6px;background:${escapeHtml(color)}"></span>`
      : '<span style="display:inline-block;width:16px"></span>';
  const label = bold ? `<b>${escapeHtml(name)}</b>` : escapeHtml(name);
  return `<div style="display:flex;justify-content:space-between;gap:16px"><span>${swatch}${label}</span><b>${escapeHtml(value)}</b></div>`;
}

/** Builds the tooltip's HTML for the hovered params (pure; exported for tests). */
export function formatTooltip(
  params: TooltipParam | TooltipParam[],
  settings: TooltipSettings,
  totalLabel: string,
): string {
  const list = Array.isArray(params) ? params : [params];
  const first = list[0];
  if (!first) return '';
  const header = `<div style="font-weight:600;margin-bottom:4px">${escapeHtml(
    settings.formatX(pointOf(first, settings.horizontal).x),
  )}</div>`;
  const points = list.map((param) => ({
    param,
    y: pointOf(param, settings.horizontal).y,
  }));
  if (settings.sortByValue) points.sort((a, b) => (b.y ?? -Infinity) - (a.y ?? -Infinity));
  const rows = points.map(({ param, y }) =>
    row(
      param.color,
      param.seriesName ?? '',
      y === null ? 'N/A' : settings.formatValue(y, param.seriesName),
    ),
  );
  const measured = points.filter(({ param }) => !param.seriesId?.startsWith(ANNOTATION_ID_PREFIX));
  if (settings.rich && settings.showTotal && measured.length > 1) {
    const total = measured.reduce((sum, { y }) => sum + (y ?? 0), 0);
    rows.push(row(undefined, totalLabel, settings.formatValue(total), true));
  }
  return header + rows.join('');
}

/**
 * The tooltip of time-series charts: a rich tooltip lists every series at the x under the
 * pointer, marked by a vertical line; otherwise it shows the one point hovered.
 */
export function seriesTooltip(
  rich: boolean,
  formatter: (params: unknown) => string,
): TooltipComponentOption {
  return {
    show: true,
    trigger: rich ? 'axis' : 'item',
    confine: true,
    axisPointer: rich ? { type: 'line' } : undefined,
    formatter,
  };
}

export function buildTooltip(
  settings: TooltipSettings,
  totalLabel: string,
): TooltipComponentOption {
  return seriesTooltip(settings.rich, (params: unknown) =>
    formatTooltip(params as TooltipParam | TooltipParam[], settings, totalLabel),
  );
}

/** How the tooltip writes the hovered x value: dates in detail, numbers smartly, else as is. */
export function tooltipXFormatter(kind: XAxisKind, format: string): (x: unknown) => string {
  if (kind === 'time') {
    const formatTime = getTimeFormatter(format === SMART_DATE ? SMART_DATE_DETAILED : format);
    return (x) => formatTime(typeof x === 'number' ? x : String(x));
  }
  if (kind === 'value') {
    const formatNumber = getNumberFormatter('SMART_NUMBER');
    return (x) => formatNumber(Number(x));
  }
  return (x) => String(x ?? '');
}
