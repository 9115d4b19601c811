/**
 * Tooltip markup of the hierarchy and flow charts: an optional bold title, then one line per
 * `[label, value]` pair. Everything that came from data is escaped here, because ECharts renders
 * tooltips as HTML.
 */
import { escapeHtml } from '@panorama/core/html/escape-html';

export type TooltipRow = [label: string, value: string] | [text: string];

export function tooltipHtml(title: string | null, rows: readonly TooltipRow[]): string {
  const lines = rows.map((row) =>
    row.length === 2 ? `${escapeHtml(row[0])}: <b>${escapeHtml(row[1])}</b>` : escapeHtml(row[0]),
  );
  const head = title === null ? [] : [`<b>${escapeHtml(title)}</b>`];
  return [...head, ...lines].join('<br/>');
}
