/**
 * A result as CSV text produced in chunks, so a large download is written to the socket as it is
 * formatted instead of as one string. Same rules as the chart exports (engine/export): RFC 4180
 * quoting, CRLF line ends, the formula-injection escape on every string cell and header
 * (so a spreadsheet never runs a cell as a formula), numbers left as numbers, timestamps as
 * `YYYY-MM-DD HH:MM:SS[.mmm]`.
 */
import { cellText, formatTimestamp } from '../../engine/export/cell-text';
import { escapeFormula } from '../../engine/export/formula-escape';

const ROWS_PER_CHUNK = 500;

function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

function cell(value: unknown): string {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : formatTimestamp(value.getTime());
  }
  if (typeof value === 'bigint') return value.toString();
  const text = cellText(value, null);
  return quote(typeof value === 'string' ? escapeFormula(text) : text);
}

export function* csvChunks(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): Generator<string> {
  yield `${columns.map((name) => quote(escapeFormula(name))).join(',')}\r\n`;
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    let chunk = '';
    for (const row of rows.slice(start, start + ROWS_PER_CHUNK)) {
      chunk += `${columns.map((name) => cell(row[name])).join(',')}\r\n`;
    }
    yield chunk;
  }
}
