/**
 * Where the end of a growing SQL text stands: in plain SQL, inside a quoted string, or inside
 * something a value must never be put into (a comment, a quoted name, a dollar-quoted string).
 * The template output asks this before writing a value that came from outside, so that value is
 * escaped as string content inside quotes and written as a whole quoted literal elsewhere.
 *
 * The scan resumes from the last point where the text was plain SQL, so a long template with
 * many values costs little more than one pass. It follows each engine's lexical rules (which
 * quotes make strings, `#` comments, backslash escapes, `$tag$` strings).
 */
import type { Dialect } from '../dialects/dialect-spec';

export type SqlTextPosition =
  | { kind: 'code' }
  /** Inside a string literal opened by `quote`. */
  | { kind: 'string'; quote: "'" | '"' }
  /** Inside a comment, a quoted identifier or a dollar-quoted string. */
  | { kind: 'other'; what: 'comment' | 'quoted name' | 'dollar-quoted string' };

type Mode =
  | { kind: 'code' }
  | { kind: 'string'; quote: "'" | '"'; escaped: boolean }
  | { kind: 'identifier'; close: string }
  | { kind: 'line-comment' }
  | { kind: 'block-comment' }
  | { kind: 'dollar'; tag: string };

const DOLLAR_TAG = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/;

export class SqlTextState {
  /** Where scanning resumes: the last index at which the text was plain SQL. */
  private resumeAt = 0;

  constructor(private readonly dialect: Dialect) {}

  /** The position at the end of `text` (which only ever grows between calls). */
  positionAt(text: string): SqlTextPosition {
    const rules = this.dialect.lexer;
    let mode: Mode = { kind: 'code' };
    let i = this.resumeAt;
    while (i < text.length) {
      const ch = text[i] as string;
      const next = text[i + 1];
      switch (mode.kind) {
        case 'code':
          this.resumeAt = i;
          if (ch === "'") mode = { kind: 'string', quote: "'", escaped: false };
          else if (ch === '"') {
            mode = rules.doubleQuotedStrings
              ? { kind: 'string', quote: '"', escaped: false }
              : { kind: 'identifier', close: '"' };
          } else if (ch === '`' && rules.backtickIdentifiers) {
            mode = { kind: 'identifier', close: '`' };
          } else if (ch === '[' && rules.bracketIdentifiers) {
            mode = { kind: 'identifier', close: ']' };
          } else if ((ch === '-' && next === '-') || (ch === '#' && rules.hashComments)) {
            mode = { kind: 'line-comment' };
          } else if (ch === '/' && next === '*') {
            mode = { kind: 'block-comment' };
            i += 1;
          } else if (ch === '$' && rules.dollarQuoting) {
            const tag = DOLLAR_TAG.exec(text.slice(i, i + 70));
            // A tag still being written: decide once the rest of it is there.
            if (!tag && /^\$[A-Za-z0-9_]*$/.test(text.slice(i))) return { kind: 'code' };
            if (tag) {
              mode = { kind: 'dollar', tag: tag[0] };
              i += tag[0].length - 1;
            }
          }
          break;
        case 'string':
          if (mode.escaped) mode = { kind: 'string', quote: mode.quote, escaped: false };
          else if (ch === '\\' && this.dialect.backslashEscapesInStrings) {
            mode = { kind: 'string', quote: mode.quote, escaped: true };
          } else if (ch === mode.quote) mode = { kind: 'code' };
          break;
        case 'identifier':
          if (ch === mode.close) mode = { kind: 'code' };
          break;
        case 'line-comment':
          if (ch === '\n') mode = { kind: 'code' };
          break;
        case 'block-comment':
          if (ch === '*' && next === '/') {
            mode = { kind: 'code' };
            i += 1;
          }
          break;
        case 'dollar':
          if (text.startsWith(mode.tag, i)) {
            i += mode.tag.length - 1;
            mode = { kind: 'code' };
          }
          break;
      }
      i += 1;
    }
    if (mode.kind === 'code') {
      // A last `-`, `/` or `$` may start a comment or a tag with what comes next.
      this.resumeAt = /[-/$]$/.test(text) ? text.length - 1 : text.length;
      return { kind: 'code' };
    }
    if (mode.kind === 'string') return { kind: 'string', quote: mode.quote };
    if (mode.kind === 'identifier') return { kind: 'other', what: 'quoted name' };
    if (mode.kind === 'dollar') return { kind: 'other', what: 'dollar-quoted string' };
    return { kind: 'other', what: 'comment' };
  }
}
