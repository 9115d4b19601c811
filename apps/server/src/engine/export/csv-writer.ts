/**
 * Result rows as CSV text (RFC 4180), the one CSV writer of chart exports, report attachments and
 * SQL Lab downloads. csv-stringify does the writing: comma separated, CRLF line ends, a field
 * quoted when it holds a comma, quote, CR or LF, quotes doubled inside. Each value is first turned
 * into text by cellText, and every string cell and header goes through the formula-injection
 * escape; numbers stay numbers (a negative number is not a formula). csv-stringify's own
 * `escape_formulas` is left off: it knows fewer dangerous starts and does not escape pipes.
 */
import { stringify } from 'csv-stringify/sync';
import { cellText } from './cell-text';
import { escapeFormula } from './formula-escape';

export interface TabularResult {
  colnames: string[];
  /** GenericDataType per column (0 numeric, 1 string, 2 temporal, 3 boolean) or null. */
  coltypes: (number | null)[];
  data: Record<string, unknown>[];
}

/** Rows per chunk of a streamed download: big enough to be cheap, small enough to flow. */
const ROWS_PER_CHUNK = 500;

function csvLines(records: string[][]): string {
  // Naming a record delimiter turns off quoting of a lone CR or LF unless asked for again.
  return stringify(records, { record_delimiter: 'windows', quote_record_delimiter: true });
}

function cell(value: unknown, type: number | null): string {
  const text = cellText(value, type);
  return typeof value === 'string' ? escapeFormula(text) : text;
}

/**
 * The header line, then the rows in chunks of text, so a large download is written to the socket
 * as it is formatted instead of as one string.
 */
export function* csvChunks(
  colnames: readonly string[],
  rows: readonly Record<string, unknown>[],
  coltypes: readonly (number | null)[] = [],
): Generator<string> {
  yield csvLines([colnames.map((name) => escapeFormula(name))]);
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    yield csvLines(
      rows
        .slice(start, start + ROWS_PER_CHUNK)
        .map((row) => colnames.map((name, i) => cell(row[name], coltypes[i] ?? null))),
    );
  }
}

export function toCsv(result: TabularResult): string {
  return [...csvChunks(result.colnames, result.data, result.coltypes)].join('');
}
