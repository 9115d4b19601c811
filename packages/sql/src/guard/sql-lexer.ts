/**
 * A small SQL tokenizer that knows exactly where strings, quoted identifiers and comments start
 * and end for each engine. The guard uses it before the parser so that what it checks is what
 * the engine will read: anything two engines (or an engine and the parser) could read two ways
 * is refused rather than guessed at:
 * - a backslash right before a quote inside a literal (`'it\'s'` ends in one place for MySQL or a
 *   PostgreSQL E'' string and in another for standard SQL);
 * - a block comment holding `/*` (PostgreSQL nests comments, the others do not);
 * - MySQL's executable comments (`/*! ... *\/`, `/*M! ... *\/`), whose content runs;
 * - MySQL `--` not followed by a space, which MySQL reads as two minus signs and parsers as a
 *   comment;
 * - NUL characters.
 */
import type { LexerRules } from '../dialects/dialect-spec';

export type TokenKind =
  | 'whitespace'
  | 'comment'
  | 'string'
  | 'quoted-identifier'
  | 'word'
  | 'number'
  /** `$1` (PostgreSQL, DuckDB) */
  | 'parameter'
  /** `$$...$$` or `$tag$...$tag$` */
  | 'dollar-string'
  | 'punct';

export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
}

export type LexOptions = LexerRules;

export class SqlLexError extends Error {}

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const DIGIT = /[0-9]/;
const WHITESPACE = /\s/;

function readQuoted(text: string, start: number, quote: string, what: string): number {
  let i = start + 1;
  for (;;) {
    const at = text.indexOf(quote, i);
    if (at === -1) throw new SqlLexError(`unterminated ${what}`);
    if (text[at - 1] === '\\' && quote !== '`' && quote !== ']') {
      throw new SqlLexError(`a backslash before a quote inside a ${what} is ambiguous`);
    }
    if (quote !== ']' && text[at + 1] === quote) {
      i = at + 2; // doubled quote: an escaped quote character
      continue;
    }
    return at + 1;
  }
}

function readBlockComment(text: string, start: number, rules: LexOptions): number {
  const end = text.indexOf('*/', start + 2);
  if (end === -1) throw new SqlLexError('unterminated comment');
  const body = text.slice(start + 2, end);
  if (body.includes('/*')) throw new SqlLexError('nested comments are not allowed');
  if (rules.hashComments && /^M?!/.test(body)) {
    throw new SqlLexError('executable comments are not allowed');
  }
  return end + 2;
}

function readDollar(text: string, start: number): { kind: TokenKind; end: number } {
  const param = /^\$[0-9]+/.exec(text.slice(start, start + 12));
  if (param) return { kind: 'parameter', end: start + param[0].length };
  const tag = /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/.exec(
    text.slice(start, start + 70),
  );
  if (!tag) return { kind: 'punct', end: start + 1 };
  const close = text.indexOf(tag[0], start + tag[0].length);
  if (close === -1) throw new SqlLexError('unterminated dollar-quoted string');
  return { kind: 'dollar-string', end: close + tag[0].length };
}

/** Splits `text` into tokens; throws SqlLexError on anything unterminated or ambiguous. */
export function tokenize(text: string, rules: LexOptions): Token[] {
  if (text.includes('\u0000')) throw new SqlLexError('NUL characters are not allowed');
  const tokens: Token[] = [];
  let i = 0;
  const push = (kind: TokenKind, end: number) => {
    tokens.push({ kind, text: text.slice(i, end), start: i });
    i = end;
  };
  while (i < text.length) {
    const c = text[i] as string;
    const next = text[i + 1];
    if (WHITESPACE.test(c)) {
      let end = i + 1;
      while (end < text.length && WHITESPACE.test(text[end] as string)) end++;
      push('whitespace', end);
    } else if (c === '-' && next === '-') {
      if (rules.hashComments && !/^[\s]?$/.test(text[i + 2] ?? '')) {
        throw new SqlLexError("'--' must be followed by a space");
      }
      const eol = text.indexOf('\n', i);
      push('comment', eol === -1 ? text.length : eol);
    } else if (c === '#' && rules.hashComments) {
      const eol = text.indexOf('\n', i);
      push('comment', eol === -1 ? text.length : eol);
    } else if (c === '/' && next === '*') {
      push('comment', readBlockComment(text, i, rules));
    } else if (c === "'") {
      push('string', readQuoted(text, i, "'", 'string'));
    } else if (c === '"') {
      if (rules.doubleQuotedStrings) push('string', readQuoted(text, i, '"', 'string'));
      else push('quoted-identifier', readQuoted(text, i, '"', 'quoted identifier'));
    } else if (c === '`' && rules.backtickIdentifiers) {
      push('quoted-identifier', readQuoted(text, i, '`', 'quoted identifier'));
    } else if (c === '[' && rules.bracketIdentifiers) {
      push('quoted-identifier', readQuoted(text, i, ']', 'quoted identifier'));
    } else if (c === '$' && rules.dollarQuoting) {
      const { kind, end } = readDollar(text, i);
      push(kind, end);
    } else if (DIGIT.test(c) || (c === '.' && DIGIT.test(next ?? ''))) {
      const m = /^(?:[0-9]*\.?[0-9]+|[0-9]+\.)(?:[eE][+-]?[0-9]+)?/.exec(text.slice(i));
      push('number', i + (m?.[0].length ?? 1));
    } else if (WORD_START.test(c)) {
      let end = i + 1;
      while (end < text.length && WORD_PART.test(text[end] as string)) end++;
      push('word', end);
    } else {
      push('punct', i + 1);
    }
  }
  return tokens;
}

/** Tokens that carry meaning: no whitespace, no comments. */
export function significant(tokens: Token[]): Token[] {
  return tokens.filter((t) => t.kind !== 'whitespace' && t.kind !== 'comment');
}

/** The unquoted name a quoted identifier token stands for. */
export function unquoteIdentifier(token: Token): string {
  const body = token.text.slice(1, -1);
  const quote = token.text[0];
  return quote === '[' ? body : body.replaceAll(`${quote}${quote}`, quote ?? '');
}
