/**
 * Rows as delimited text for the clipboard: tab-separated (pastes into spreadsheets as cells)
 * or comma-separated. A header line comes first; fields holding the delimiter, a quote or a line
 * break are quoted the way spreadsheets read them back; empty cells are empty fields.
 */
import { cellText } from './cellFormat';
import type { TemporalFormats } from './cellFormat';
import type { DataRow, DataTableColumn } from './columnTypes';

function field(text: string, delimiter: string): string {
  if (text.includes(delimiter) || /["\r\n]/.test(text)) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function toDelimitedText(
  columns: readonly DataTableColumn[],
  rows: readonly DataRow[],
  delimiter: string,
  temporalFormats?: TemporalFormats,
): string {
  const lines = [columns.map((c) => field(c.label ?? c.key, delimiter)).join(delimiter)];
  for (const row of rows) {
    lines.push(
      columns
        .map((column) => field(cellText(row[column.key], column, temporalFormats) ?? '', delimiter))
        .join(delimiter),
    );
  }
  return `${lines.join('\n')}\n`;
}

export function toTsv(
  columns: readonly DataTableColumn[],
  rows: readonly DataRow[],
  temporalFormats?: TemporalFormats,
): string {
  return toDelimitedText(columns, rows, '\t', temporalFormats);
}

export function toCsv(
  columns: readonly DataTableColumn[],
  rows: readonly DataRow[],
  temporalFormats?: TemporalFormats,
): string {
  return toDelimitedText(columns, rows, ',', temporalFormats);
}
