/**
 * A CSS tokenizer following the W3C CSS Syntax Module Level 3's tokenization, so the sanitizer sees
 * the tokens a browser sees: escapes decoded in names (`u\72l(` is `url(`), comments, strings and
 * unquoted url() bodies recognised exactly where a browser recognises them.
 */

export type CssTokenType =
  | 'whitespace'
  | 'comment'
  | 'string'
  | 'bad-string'
  | 'url'
  | 'bad-url'
  | 'ident'
  | 'function'
  | 'at-keyword'
  | 'hash'
  | 'number'
  | 'percentage'
  | 'dimension'
  | 'delim'
  | 'cdo'
  | 'cdc'
  | 'colon'
  | 'semicolon'
  | 'comma'
  | '('
  | ')'
  | '['
  | ']'
  | '{'
  | '}';

export interface CssToken {
  type: CssTokenType;
  /** Source text of the token (after input preprocessing). */
  raw: string;
  /** Decoded name (ident, function, at-keyword, hash, dimension unit) or string/url value. */
  value: string;
  /** A string token that the end of the input cut off before its closing quote. */
  unterminated?: boolean;
}

const REPLACEMENT = '\uFFFD';
const MAX_CODE_POINT = 0x10ffff;

/** CSS input preprocessing: newlines normalised to \n, NUL replaced. */
export function preprocessCss(css: string): string {
  return css.replace(/\r\n?|\f/g, '\n').replace(/\0/g, REPLACEMENT);
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isHexDigit = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c);
const isWhitespace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n';
const isNameStart = (c: string | undefined) =>
  c !== undefined && (/^[A-Za-z_]$/.test(c) || c.charCodeAt(0) >= 0x80);
const isNameChar = (c: string | undefined) => isNameStart(c) || isDigit(c) || c === '-';
const isNonPrintable = (c: string | undefined) => {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  return code <= 0x08 || code === 0x0b || (code >= 0x0e && code <= 0x1f) || code === 0x7f;
};
const isValidEscape = (first: string | undefined, second: string | undefined) =>
  first === '\\' && second !== '\n' && second !== undefined;

function startsIdent(a: string | undefined, b: string | undefined, c: string | undefined) {
  if (a === '-') return isNameStart(b) || b === '-' || isValidEscape(b, c);
  if (isNameStart(a)) return true;
  return isValidEscape(a, b);
}

function startsNumber(a: string | undefined, b: string | undefined, c: string | undefined) {
  if (a === '+' || a === '-') return isDigit(b) || (b === '.' && isDigit(c));
  if (a === '.') return isDigit(b);
  return isDigit(a);
}

class CssReader {
  position = 0;
  constructor(readonly input: string) {}

  peek(offset = 0): string | undefined {
    return this.input[this.position + offset];
  }

  /** Reads an escape; the backslash has been consumed. */
  escape(): string {
    const first = this.peek();
    if (first === undefined) return REPLACEMENT;
    this.position += 1;
    if (!isHexDigit(first)) return first;
    let hex = first;
    while (hex.length < 6 && isHexDigit(this.peek())) {
      hex += this.peek();
      this.position += 1;
    }
    if (isWhitespace(this.peek())) this.position += 1;
    const code = Number.parseInt(hex, 16);
    const invalid = code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > MAX_CODE_POINT;
    return invalid ? REPLACEMENT : String.fromCodePoint(code);
  }

  name(): string {
    let result = '';
    for (;;) {
      const c = this.peek();
      if (isNameChar(c)) {
        result += c;
        this.position += 1;
      } else if (isValidEscape(c, this.peek(1))) {
        this.position += 1;
        result += this.escape();
      } else {
        return result;
      }
    }
  }

  number(): void {
    if (this.peek() === '+' || this.peek() === '-') this.position += 1;
    while (isDigit(this.peek())) this.position += 1;
    if (this.peek() === '.' && isDigit(this.peek(1))) {
      this.position += 1;
      while (isDigit(this.peek())) this.position += 1;
    }
    const e = this.peek();
    const sign = this.peek(1);
    if (e === 'e' || e === 'E') {
      if (isDigit(sign)) this.position += 1;
      else if ((sign === '+' || sign === '-') && isDigit(this.peek(2))) this.position += 2;
      else return;
      while (isDigit(this.peek())) this.position += 1;
    }
  }
}

interface TokenParts {
  type: CssTokenType;
  value: string;
  unterminated?: boolean;
}

function stringToken(reader: CssReader, quote: string): TokenParts {
  let value = '';
  for (;;) {
    const c = reader.peek();
    if (c === undefined) return { type: 'string', value, unterminated: true };
    if (c === '\n') return { type: 'bad-string', value };
    reader.position += 1;
    if (c === quote) return { type: 'string', value };
    if (c === '\\') {
      const next = reader.peek();
      if (next === undefined) continue;
      if (next === '\n') {
        reader.position += 1;
        continue;
      }
      value += reader.escape();
    } else {
      value += c;
    }
  }
}

/** Skips what is left of a malformed url(...), up to and including its `)`. */
function badUrlRemnants(reader: CssReader): void {
  for (;;) {
    const c = reader.peek();
    if (c === undefined) return;
    reader.position += 1;
    if (c === ')') return;
    if (isValidEscape(c, reader.peek())) reader.escape();
  }
}

/** The body of an unquoted url(...); `url(` has been consumed. */
function urlToken(reader: CssReader): TokenParts {
  let value = '';
  while (isWhitespace(reader.peek())) reader.position += 1;
  for (;;) {
    const c = reader.peek();
    if (c === undefined) return { type: 'url', value };
    reader.position += 1;
    if (c === ')') return { type: 'url', value };
    if (isWhitespace(c)) {
      while (isWhitespace(reader.peek())) reader.position += 1;
      if (reader.peek() === ')' || reader.peek() === undefined) {
        if (reader.peek() === ')') reader.position += 1;
        return { type: 'url', value };
      }
      badUrlRemnants(reader);
      return { type: 'bad-url', value };
    }
    if (c === '"' || c === "'" || c === '(' || isNonPrintable(c)) {
      badUrlRemnants(reader);
      return { type: 'bad-url', value };
    }
    if (c === '\\') {
      if (isValidEscape(c, reader.peek())) {
        value += reader.escape();
        continue;
      }
      badUrlRemnants(reader);
      return { type: 'bad-url', value };
    }
    value += c;
  }
}

function identLike(reader: CssReader): TokenParts {
  const value = reader.name();
  if (value.toLowerCase() === 'url' && reader.peek() === '(') {
    reader.position += 1;
    // Keep at most one whitespace before a quote so that `url( "x")` is a function token.
    while (isWhitespace(reader.peek()) && isWhitespace(reader.peek(1))) reader.position += 1;
    const next = isWhitespace(reader.peek()) ? reader.peek(1) : reader.peek();
    if (next === '"' || next === "'") return { type: 'function', value };
    return urlToken(reader);
  }
  if (reader.peek() === '(') {
    reader.position += 1;
    return { type: 'function', value };
  }
  return { type: 'ident', value };
}

function numeric(reader: CssReader): TokenParts {
  reader.number();
  if (startsIdent(reader.peek(), reader.peek(1), reader.peek(2))) {
    return { type: 'dimension', value: reader.name() };
  }
  if (reader.peek() === '%') {
    reader.position += 1;
    return { type: 'percentage', value: '' };
  }
  return { type: 'number', value: '' };
}

const SINGLE_CHARACTER_TOKENS: Record<string, CssTokenType> = {
  '(': '(',
  ')': ')',
  '[': '[',
  ']': ']',
  '{': '{',
  '}': '}',
  ',': 'comma',
  ':': 'colon',
  ';': 'semicolon',
};

function nextToken(reader: CssReader): TokenParts {
  const c = reader.peek() ?? '';
  const [b, d] = [reader.peek(1), reader.peek(2)];
  if (c === '/' && b === '*') {
    const end = reader.input.indexOf('*/', reader.position + 2);
    reader.position = end === -1 ? reader.input.length : end + 2;
    return { type: 'comment', value: '' };
  }
  if (isWhitespace(c)) {
    while (isWhitespace(reader.peek())) reader.position += 1;
    return { type: 'whitespace', value: '' };
  }
  if (c === '"' || c === "'") {
    reader.position += 1;
    return stringToken(reader, c);
  }
  const single = SINGLE_CHARACTER_TOKENS[c];
  if (single) {
    reader.position += 1;
    return { type: single, value: c };
  }
  if (c === '#' && (isNameChar(b) || isValidEscape(b, d))) {
    reader.position += 1;
    return { type: 'hash', value: reader.name() };
  }
  if ((c === '+' || c === '-' || c === '.' || isDigit(c)) && startsNumber(c, b, d)) {
    return numeric(reader);
  }
  if (c === '-' && b === '-' && d === '>') {
    reader.position += 3;
    return { type: 'cdc', value: '' };
  }
  if (startsIdent(c, b, d)) return identLike(reader);
  if (c === '<' && b === '!' && d === '-' && reader.peek(3) === '-') {
    reader.position += 4;
    return { type: 'cdo', value: '' };
  }
  if (c === '@' && startsIdent(b, d, reader.peek(3))) {
    reader.position += 1;
    return { type: 'at-keyword', value: reader.name() };
  }
  reader.position += 1;
  return { type: 'delim', value: c };
}

/** Tokens of `css` (already preprocessed); their raw texts concatenate back to the input. */
export function tokenizeCss(css: string): CssToken[] {
  const reader = new CssReader(css);
  const tokens: CssToken[] = [];
  while (reader.position < css.length) {
    const start = reader.position;
    const parts = nextToken(reader);
    tokens.push({ ...parts, raw: css.slice(start, reader.position) });
  }
  return tokens;
}
