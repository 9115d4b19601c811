/**
 * Tooltip markup of the category charts: an optional bold title, then rows of cells (a name on
 * the left, values on the right). ECharts renders tooltips as HTML and every cell comes from data
 * or form data, so all text is escaped here; only the markup is ours.
 */
import { escapeHtml } from '@panorama/core/html/escape-html';

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;

export interface TooltipRow {
  cells: string[];
  /** A colour swatch before the first cell (plain colour syntax only). */
  color?: string;
  bold?: boolean;
}

function swatch(color: string | undefined): string {
  if (!color || !SAFE_COLOR.test(color)) return '';
  return `<span style="display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:6px;background:${escapeHtml(color)}"></span>`;
}

function rowHtml(row: TooltipRow): string {
  const [first = '', ...rest] = row.cells;
  const name = `<span>${swatch(row.color)}${row.bold ? `<b>${escapeHtml(first)}</b>` : escapeHtml(first)}</span>`;
  const values = rest.map((cell) => `<b>${escapeHtml(cell)}</b>`).join('');
  return `<div style="display:flex;justify-content:space-between;gap:16px">${name}<span style="display:flex;gap:12px">${values}</span></div>`;
}

export function tooltipHtml(rows: ReadonlyArray<TooltipRow | string[]>, title?: string): string {
  const header =
    title === undefined || title === ''
      ? ''
      : `<div style="font-weight:600;margin-bottom:4px">${escapeHtml(title)}</div>`;
  return header + rows.map((row) => rowHtml(Array.isArray(row) ? { cells: row } : row)).join('');
}
