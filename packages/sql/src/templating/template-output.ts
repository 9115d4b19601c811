/**
 * The rendered SQL as it grows. Text the author wrote is copied; a value that came from outside
 * (a URL parameter, a filter value, the user's name) is written so it can only ever be a value:
 * inside a quoted string its quotes are doubled (and backslashes, where the engine reads them as
 * escapes), anywhere else it becomes a whole quoted literal, and inside a comment or a quoted
 * name it is refused. So `'{{ url_param('c') }}'` and `{{ url_param('c') }}` both give the
 * literal the user meant, whatever the value holds.
 */
import type { Dialect } from '../dialects/dialect-spec';
import { SqlTextState } from './sql-text-state';
import { TemplateError } from './template-error';
import type { OutsideText } from './template-values';
import { type TextPiece } from './template-values';

export const MAX_OUTPUT_CHARS = 1_000_000;

export const OUTPUT_TOO_LARGE = `The rendered template is longer than ${MAX_OUTPUT_CHARS.toLocaleString('en-US')} characters`;
export const outsideValueInside = (what: string) =>
  `A value from a URL, a filter or the user's profile cannot be written inside a ${what}`;

/** `text` as the content of a string literal opened by `quote`. */
export function escapeStringContent(dialect: Dialect, text: string, quote: "'" | '"'): string {
  if (text.includes('\u0000')) throw new TemplateError('A value holds a NUL character');
  const unslashed = dialect.backslashEscapesInStrings ? text.replaceAll('\\', '\\\\') : text;
  return unslashed.replaceAll(quote, quote + quote);
}

/** `text` as a complete single-quoted SQL string literal. */
export function stringLiteral(dialect: Dialect, text: string): string {
  return `'${escapeStringContent(dialect, text, "'")}'`;
}

export class TemplateOutput {
  private text = '';
  private readonly state: SqlTextState;

  constructor(private readonly dialect: Dialect) {
    this.state = new SqlTextState(dialect);
  }

  get length(): number {
    return this.text.length;
  }

  toString(): string {
    return this.text;
  }

  writeTrusted(text: string, line?: number): void {
    if (this.text.length + text.length > MAX_OUTPUT_CHARS) {
      throw new TemplateError(OUTPUT_TOO_LARGE, line);
    }
    this.text += text;
  }

  writeOutside(value: OutsideText, line: number): void {
    for (const piece of value.pieces) this.writePiece(piece, line);
  }

  private writePiece(piece: TextPiece, line: number): void {
    if (piece.origin === 'trusted') {
      this.writeTrusted(piece.text, line);
      return;
    }
    const position = this.state.positionAt(this.text);
    if (position.kind === 'other') throw new TemplateError(outsideValueInside(position.what), line);
    const quote = position.kind === 'string' ? position.quote : "'";
    const content =
      piece.origin === 'outside-escaped' && quote === "'"
        ? this.unslashed(piece.text)
        : escapeStringContent(this.dialect, piece.text, quote);
    this.writeTrusted(position.kind === 'string' ? content : `'${content}'`, line);
  }

  /** Already-doubled quotes stay; backslashes are still doubled where they escape. */
  private unslashed(text: string): string {
    if (text.includes('\u0000')) throw new TemplateError('A value holds a NUL character');
    return this.dialect.backslashEscapesInStrings ? text.replaceAll('\\', '\\\\') : text;
  }
}
