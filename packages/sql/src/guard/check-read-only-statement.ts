/**
 * The guard for whole statements (SQL Lab, virtual dataset SQL): exactly one read-only SELECT
 * (or WITH ... SELECT), with no data modification anywhere, including inside CTEs
 * (CVE-2023-40610, CVE-2024-55633), no SELECT ... INTO, no row locking and no deny-listed
 * function. The statement runs as written, so the token checks follow each engine's lexical
 * rules (see sql-lexer) and anything the parser cannot read is refused.
 *
 * This is defence in depth: the real control is a read-only database session (DuckDB files
 * are opened READ_ONLY with external access off; other engines should use read-only users).
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { getDialect, type DialectName } from '../dialects/dialect';
import type { Dialect } from '../dialects/dialect-spec';
import {
  ONE_STATEMENT_ONLY,
  SELECT_ONLY,
  statementTooLong,
  unparsableStatement,
} from './guard-messages';
import { assertNoDisallowedCalls, firstWritingStatement } from './ast-checks';
import { nestedStatements, type AstNode } from './sql-ast';
import { significant, type Token } from './sql-lexer';
import { tokenizeOrRefuse } from './refuse-unlexable';
import { STATEMENT_STARTERS, WRITING_WORDS } from './statement-words';
import { describeParseError, parseStatements } from './sql-parsers';
import { assertNoDisallowedFunctions, parenthesesBalanced, upperWord } from './token-checks';

/** Superset's SQL_MAX_PARSE_LENGTH. */
export const MAX_STATEMENT_LENGTH = 1_000_000;

function checkTokens(tokens: Token[], dialect: Dialect): void {
  // Trailing semicolons end the one statement; any other separates two.
  let end = tokens.length;
  while (end > 0 && tokens[end - 1]?.text === ';') end--;
  const body = tokens.slice(0, end);
  if (body.length === 0) throw new ValidationError(unparsableStatement('the statement is empty'));
  if (body.some((t) => t.text === ';')) throw new ValidationError(ONE_STATEMENT_ONLY);
  const first = upperWord(body[0]);
  if (first !== 'SELECT' && first !== 'WITH' && body[0]?.text !== '(') {
    throw new ValidationError(SELECT_ONLY);
  }
  body.forEach((token, i) => {
    const word = upperWord(token);
    if (!word) return;
    if (WRITING_WORDS.has(word)) throw new ValidationError(SELECT_ONLY);
    const previous = body[i - 1];
    const next = body[i + 1];
    // `(DELETE FROM ...` is a statement; `SUM(load)` or `(set + 1)` are column references.
    const startsStatement =
      (i === 0 || previous?.text === '(') &&
      (next?.kind === 'word' || next?.kind === 'quoted-identifier');
    if (STATEMENT_STARTERS.has(word) && startsStatement) {
      throw new ValidationError(SELECT_ONLY);
    }
    if (word === 'FOR' && ['UPDATE', 'SHARE', 'NO', 'KEY'].includes(upperWord(next) ?? '')) {
      throw new ValidationError(SELECT_ONLY); // row locks
    }
  });
  if (!parenthesesBalanced(body)) {
    throw new ValidationError(unparsableStatement('unbalanced parentheses'));
  }
  assertNoDisallowedFunctions(body, dialect);
}

function checkAst(sql: string, dialect: Dialect): void {
  let statements: unknown[];
  try {
    statements = parseStatements(sql, dialect.parserDatabase).filter((s) => s != null);
  } catch (err) {
    throw new ValidationError(unparsableStatement(describeParseError(err)));
  }
  if (statements.length !== 1) throw new ValidationError(ONE_STATEMENT_ONLY);
  const root = statements[0] as AstNode;
  if (firstWritingStatement([root, ...nestedStatements(root)])) {
    throw new ValidationError(SELECT_ONLY);
  }
  assertNoDisallowedCalls(root, dialect);
}

/** Throws ValidationError unless `sql` is one read-only query. */
export function checkReadOnlyStatement(sql: string, dialectName: DialectName): void {
  const dialect = getDialect(dialectName);
  if (sql.length > MAX_STATEMENT_LENGTH) {
    throw new ValidationError(statementTooLong(MAX_STATEMENT_LENGTH));
  }
  checkTokens(significant(tokenizeOrRefuse(dialect, sql, unparsableStatement)), dialect);
  checkAst(sql, dialect);
}
