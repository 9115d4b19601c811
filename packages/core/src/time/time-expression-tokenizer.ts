/**
 * Splits time-expression text into tokens: words (function names and units), signed integers,
 * quoted strings (single or double quotes, no escapes: the quoted text is taken verbatim, as
 * Superset does), parentheses and commas. Whitespace separates tokens and is otherwise ignored.
 */
import { expressionSyntaxError } from './time-range-errors';

export type TokenKind = 'word' | 'int' | 'string' | '(' | ')' | ',' | 'end';

export interface Token {
  kind: TokenKind;
  /** The source text of the token (for strings: without the quotes). */
  text: string;
  /** Offset of the token's first character in the source. */
  position: number;
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isWordStart = (c: string | undefined) => c !== undefined && /^[A-Za-z_]$/.test(c);
const isWordPart = (c: string | undefined) => c !== undefined && /^[A-Za-z0-9_]$/.test(c);
const isSpace = (c: string | undefined) => c !== undefined && /^\s$/.test(c);

export function tokenizeTimeExpression(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (isSpace(c)) {
      i += 1;
    } else if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: c, text: c, position: i });
      i += 1;
    } else if (c === "'" || c === '"') {
      const close = source.indexOf(c, i + 1);
      const text = close < 0 ? '' : source.slice(i + 1, close);
      if (close < 0 || /[\r\n]/.test(text)) {
        throw expressionSyntaxError('Unterminated quoted string', i);
      }
      tokens.push({ kind: 'string', text, position: i });
      i = close + 1;
    } else if (isDigit(c) || ((c === '-' || c === '+') && isDigit(source[i + 1]))) {
      let end = i + 1;
      while (isDigit(source[end])) end += 1;
      tokens.push({ kind: 'int', text: source.slice(i, end), position: i });
      i = end;
    } else if (isWordStart(c)) {
      let end = i + 1;
      while (isWordPart(source[end])) end += 1;
      tokens.push({ kind: 'word', text: source.slice(i, end), position: i });
      i = end;
    } else {
      throw expressionSyntaxError(`Unexpected character '${c ?? ''}'`, i);
    }
  }
  tokens.push({ kind: 'end', text: '', position: source.length });
  return tokens;
}
