/**
 * What kind of statement a script statement is, named the way a user would recognise it in an
 * error message: `SELECT` for a plain query, otherwise the command (`INSERT`, `DROP`, `PRAGMA`,
 * `EXPORT DATABASE`), or what makes a query write (`DELETE inside a CTE`, `SELECT INTO`,
 * `SELECT FOR UPDATE`). Two readings, both required to say "query" before a statement counts as
 * read-only: the token stream (independent of any grammar) and the parser's AST.
 */
import { STATEMENT_STARTERS, WRITING_WORDS } from './statement-words';
import { nestedStatements, selectsInto, type AstNode } from './sql-ast';
import type { Token } from './sql-lexer';
import { upperWord } from './token-checks';

export const READ_KIND = 'SELECT';

/** Data-changing commands PostgreSQL and MySQL accept after a WITH clause. */
const WITH_TARGETS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'UPSERT', 'REPLACE']);
/** Commands named with their object: `EXPORT DATABASE`, `IMPORT DATABASE`. */
const TWO_WORD_COMMANDS = new Set(['EXPORT', 'IMPORT']);
const LOCK_FOLLOWERS = new Set(['UPDATE', 'SHARE', 'NO', 'KEY']);

function startsStatement(tokens: readonly Token[], i: number): boolean {
  const previous = tokens[i - 1];
  const next = tokens[i + 1];
  // `(DELETE FROM ...` is a statement; `SUM(load)` or `(set + 1)` are column references.
  return (
    (i === 0 || previous?.text === '(') &&
    (next?.kind === 'word' || next?.kind === 'quoted-identifier')
  );
}

/** The kind by tokens alone; READ_KIND when nothing in them changes data or locks rows. */
export function statementKindFromTokens(tokens: readonly Token[]): string {
  const first = tokens[0];
  if (!first) return READ_KIND;
  const firstWord = upperWord(first);
  if (firstWord !== 'SELECT' && firstWord !== 'WITH' && first.text !== '(') {
    if (firstWord === null) return first.text;
    const second = upperWord(tokens[1]);
    return TWO_WORD_COMMANDS.has(firstWord) && second ? `${firstWord} ${second}` : firstWord;
  }
  const inCte = firstWord === 'WITH';
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.text === '(') depth++;
    else if (token.text === ')') depth--;
    const word = upperWord(token);
    if (!word) continue;
    if (word === 'RETURNING') return inCte ? 'DML inside a CTE' : 'RETURNING';
    if (WRITING_WORDS.has(word)) return 'SELECT INTO';
    if (STATEMENT_STARTERS.has(word) && startsStatement(tokens, i)) {
      return `${word} inside ${inCte ? 'a CTE' : 'a sub-query'}`;
    }
    // `WITH x AS (...) DELETE FROM t ...`: the statement itself writes.
    if (
      inCte &&
      depth === 0 &&
      WITH_TARGETS.has(word) &&
      tokens[i - 1]?.text === ')' &&
      (tokens[i + 1]?.kind === 'word' || tokens[i + 1]?.kind === 'quoted-identifier')
    ) {
      return word;
    }
    if (word === 'FOR' && LOCK_FOLLOWERS.has(upperWord(tokens[i + 1]) ?? '')) {
      return 'SELECT FOR UPDATE';
    }
  }
  return READ_KIND;
}

/** The kind by the parser's AST; READ_KIND when every statement in it is a plain SELECT. */
export function statementKindFromAst(root: AstNode): string {
  const inCte = Array.isArray(root.with);
  if (root.type !== 'select') return String(root.type ?? 'UNKNOWN').toUpperCase();
  if (selectsInto(root)) return 'SELECT INTO';
  for (const nested of nestedStatements(root)) {
    if (nested.type !== 'select') {
      const type = String(nested.type ?? 'UNKNOWN').toUpperCase();
      return `${type} inside ${inCte ? 'a CTE' : 'a sub-query'}`;
    }
    if (selectsInto(nested)) return 'SELECT INTO';
  }
  return READ_KIND;
}
