/**
 * Result rows as CSV text (RFC 4180): comma separated, CRLF line ends, a field quoted when it
 * holds a comma, quote, CR or LF, quotes doubled inside. Every string cell and header goes through
 * the formula-injection escape first; numbers stay numbers (a negative number is not a formula).
 */
import { cellText } from './cell-text';
import { escapeFormula } from './formula-escape';

export interface TabularResult {
  colnames: string[];
  /** GenericDataType per column (0 numeric, 1 string, 2 temporal, 3 boolean) or null. */
  coltypes: (number | null)[];
  data: Record<string, unknown>[];
}

function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

function cell(value: unknown, type: number | null): string {
  const text = cellText(value, type);
  return quote(typeof value === 'string' ? escapeFormula(text) : text);
}

export function toCsv(result: TabularResult): string {
  const lines = [result.colnames.map((name) => quote(escapeFormula(name))).join(',')];
  for (const row of result.data) {
    lines.push(
      result.colnames.map((name, i) => cell(row[name], result.coltypes[i] ?? null)).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
