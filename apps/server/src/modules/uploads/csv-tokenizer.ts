/**
 * A pull parser for delimited text (RFC 4180 with pandas' C-parser leniencies): one record per
 * `next()`, so a large file is walked row by row and never held as rows in memory.
 *
 * - Fields are separated by a one-character delimiter; records end at LF, CRLF or a lone CR.
 * - A field that starts with `"` is quoted: delimiters and line breaks inside it are data and `""`
 *   is one quote. Characters after the closing quote are kept (`"ab"c` reads `abc`), and a quote
 *   inside an unquoted field is an ordinary character, as pandas reads them.
 * - An unterminated quote is an error naming the line where the field started.
 * - With `skipInitialSpace`, spaces right after a delimiter are dropped (pandas skipinitialspace).
 * - An empty line is reported as a blank record, for the caller to skip or keep.
 */

export interface CsvRecord {
  fields: string[];
  /** 1-based line where the record starts. */
  line: number;
  /** The record was an empty line. */
  blank: boolean;
}

export interface CsvDialect {
  delimiter: string;
  skipInitialSpace: boolean;
}

export class CsvSyntaxError extends Error {}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;

/** Line breaks in `text[start, end)`: LF, and CR not followed by LF. */
function countLineBreaks(text: string, start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) count++;
  }
  return count;
}

export class CsvTokenizer {
  private pos = 0;
  private line = 1;
  private readonly delimiter: number;

  constructor(
    private readonly text: string,
    private readonly dialect: CsvDialect,
  ) {
    if (dialect.delimiter.length !== 1) throw new Error('The delimiter must be one character');
    this.delimiter = dialect.delimiter.charCodeAt(0);
  }

  /** The next record, or null at the end of the text. */
  next(): CsvRecord | null {
    const { text } = this;
    if (this.pos >= text.length) return null;
    const line = this.line;
    const first = text.charCodeAt(this.pos);
    if (first === LF || first === CR) {
      this.consumeLineBreak();
      return { fields: [], line, blank: true };
    }
    const fields: string[] = [];
    for (;;) {
      fields.push(this.readField(line));
      if (this.pos >= text.length) break;
      const c = text.charCodeAt(this.pos);
      if (c === this.delimiter) {
        this.pos++;
        // A delimiter right before the end of a line or of the text opens one more empty field.
        if (this.pos >= text.length) {
          fields.push('');
          break;
        }
        continue;
      }
      this.consumeLineBreak();
      break;
    }
    return { fields, line, blank: false };
  }

  private consumeLineBreak(): void {
    const c = this.text.charCodeAt(this.pos);
    if (c === CR && this.text.charCodeAt(this.pos + 1) === LF) this.pos += 2;
    else this.pos += 1;
    this.line++;
  }

  /** Reads one field and leaves `pos` on the delimiter, the line break or the end. */
  private readField(recordLine: number): string {
    const { text } = this;
    if (this.dialect.skipInitialSpace) {
      while (this.pos < text.length && text.charCodeAt(this.pos) === SPACE) this.pos++;
    }
    if (text.charCodeAt(this.pos) !== QUOTE) return this.readUnquoted();
    const parts: string[] = [];
    let start = this.pos + 1;
    for (;;) {
      const close = text.indexOf('"', start);
      if (close === -1) throw new CsvSyntaxError(`EOF inside string starting at row ${recordLine}`);
      this.line += countLineBreaks(text, start, close);
      if (text.charCodeAt(close + 1) === QUOTE) {
        parts.push(text.slice(start, close + 1));
        start = close + 2;
        continue;
      }
      parts.push(text.slice(start, close));
      this.pos = close + 1;
      break;
    }
    // Anything between the closing quote and the delimiter is kept, as pandas does.
    const rest = this.readUnquoted();
    if (rest !== '') parts.push(rest);
    return parts.join('');
  }

  private readUnquoted(): string {
    const { text } = this;
    const start = this.pos;
    let i = start;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === this.delimiter || c === LF || c === CR) break;
      i++;
    }
    this.pos = i;
    return text.slice(start, i);
  }
}

/** Every record of `text`, lazily. */
export function* csvRecords(text: string, dialect: CsvDialect): Generator<CsvRecord> {
  const tokenizer = new CsvTokenizer(text, dialect);
  for (let record = tokenizer.next(); record !== null; record = tokenizer.next()) yield record;
}
