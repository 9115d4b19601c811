/**
 * Splits a SQL script (SQL Lab runs several statements in one go) into its statements at the
 * `;` tokens the engine itself would see: semicolons inside strings, quoted identifiers, comments
 * and dollar-quoted bodies do not split. The lexer refuses anything ambiguous (see sql-lexer), so
 * the split cannot disagree with the engine about where a statement ends.
 */
import type { Dialect } from '../dialects/dialect-spec';
import { significant, type Token } from './sql-lexer';
import { tokenizeFor } from './token-checks';

export interface ScriptStatement {
  /** The statement's text as written, comments inside it kept, without the closing `;`. */
  text: string;
  /** Its tokens that carry meaning (no whitespace, no comments). */
  tokens: Token[];
  /** Where the statement starts in the script. */
  start: number;
}

/** The statements of `sql`, empty ones (`;;`, a trailing comment) dropped. Throws SqlLexError. */
export function splitStatements(sql: string, dialect: Dialect): ScriptStatement[] {
  const all = tokenizeFor(dialect, sql);
  const statements: ScriptStatement[] = [];
  let current: Token[] = [];
  const flush = () => {
    const meaningful = significant(current);
    const first = meaningful[0];
    const last = meaningful[meaningful.length - 1];
    if (first && last) {
      statements.push({
        text: sql.slice(first.start, last.start + last.text.length),
        tokens: meaningful,
        start: first.start,
      });
    }
    current = [];
  };
  for (const token of all) {
    if (token.kind === 'punct' && token.text === ';') flush();
    else current.push(token);
  }
  flush();
  return statements;
}
