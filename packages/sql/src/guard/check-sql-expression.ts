/**
 * The guard for user-written SQL fragments: custom SQL metrics and columns, custom WHERE and
 * HAVING. A fragment is accepted only when it is exactly one expression with no statement
 * separator, no sub-query or table reference (unless sub-queries are allowed), no parameter or
 * session-variable markers, and no call to a deny-listed function; everything ambiguous is
 * refused (fail closed). When sub-queries are allowed, the tables they read are checked against
 * the engine's table deny-list and reported, so the caller can authorise them as SQL Lab would
 * and apply their row-level rules. Comments are removed: the compiler embeds the cleaned text, never the
 * original, so nothing hidden in a comment can reach the engine.
 *
 * Two independent checks run: one on the tokens (our lexer, which mirrors each engine's rules
 * for quotes and comments) and one on the AST of a real parser (node-sql-parser, the grammar
 * closest to the engine). The fragment is parsed inside parentheses, `SELECT (<expr>) FROM t`
 * or `SELECT 1 FROM t WHERE (<expr>)`, and emitted inside parentheses too, so with balanced
 * parentheses it cannot close the surrounding clause.
 *
 * Known fail-closed refusals of legitimate syntax (the parser's grammar lacks them): DuckDB list,
 * struct and lambda syntax (`[1, 2]`, `{'a': 1}`, `x -> x + 1`), `IS [NOT] DISTINCT FROM`,
 * MySQL `<=>` and `@variables`, SQLite `[bracketed]` identifiers, PostgreSQL `$$` strings and
 * `?` jsonb operators, MySQL `--comment` without a space, and string literals with a backslash
 * right before a quote.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { getDialect, type DialectName } from '../dialects/dialect';
import type { Dialect } from '../dialects/dialect-spec';
import {
  expressionTooLong,
  keywordNotAllowed,
  ONE_EXPRESSION_ONLY,
  SUBQUERY_NOT_ALLOWED,
  unparsableExpression,
} from './guard-messages';
import { assertNoDisallowedCalls, firstWritingStatement } from './ast-checks';
import { nestedStatements, type AstNode } from './sql-ast';
import { significant, type Token } from './sql-lexer';
import { tokenizeOrRefuse } from './refuse-unlexable';
import { CHANGING_STATEMENT_WORDS, WRITING_WORDS } from './statement-words';
import { describeParseError, parseWithTables } from './sql-parsers';
import { referencedTables, type TableReference } from './table-references';
import { assertNoDisallowedTables } from './disallowed-tables';
import { assertNoDisallowedFunctions, parenthesesBalanced, upperWord } from './token-checks';

export const MAX_EXPRESSION_LENGTH = 10_000;

export interface ExpressionCheckOptions {
  /** ALLOW_ADHOC_SUBQUERY: let the fragment hold read-only sub-queries. Default false. */
  allowSubqueries?: boolean;
  clause: 'SELECT' | 'WHERE' | 'HAVING';
}

/** Words that only appear in a sub-query (or a statement) and never in a scalar expression. */
const SUBQUERY_WORDS = new Set(['SELECT', 'VALUES', 'TABLE']);

/** Words that open a DuckDB sub-query right after `(`: `(FROM t)`, `(DESCRIBE t)`... */
const SUBQUERY_OPENERS = new Set(['FROM', 'DESCRIBE', 'SHOW', 'SUMMARIZE', 'PIVOT', 'UNPIVOT']);

/** Words that write or change something; never part of a read-only expression. */
const STATEMENT_WORDS = new Set([...CHANGING_STATEMENT_WORDS, ...WRITING_WORDS]);

function checkTokens(tokens: Token[], dialect: Dialect, allowSubqueries: boolean): void {
  tokens.forEach((token, i) => {
    if (token.text === ';') throw new ValidationError(ONE_EXPRESSION_ONLY);
    if (
      token.kind === 'parameter' ||
      token.kind === 'dollar-string' ||
      (token.kind === 'punct' && dialect.lexer.forbiddenOutsideQuotes.includes(token.text))
    ) {
      throw new ValidationError(unparsableExpression(`"${token.text[0]}" is not allowed here`));
    }
    const word = upperWord(token);
    if (word && STATEMENT_WORDS.has(word)) throw new ValidationError(keywordNotAllowed(word));
    const opensSubquery =
      (word && SUBQUERY_WORDS.has(word)) ||
      (word && SUBQUERY_OPENERS.has(word) && tokens[i - 1]?.text === '(');
    if (opensSubquery && !allowSubqueries) throw new ValidationError(SUBQUERY_NOT_ALLOWED);
  });
  if (!parenthesesBalanced(tokens)) {
    throw new ValidationError(unparsableExpression('unbalanced parentheses'));
  }
  assertNoDisallowedFunctions(tokens, dialect);
}

/** The one expression node of the wrapper statement, or a refusal. */
function expressionOf(root: AstNode, clause: ExpressionCheckOptions['clause']): unknown {
  if (root.type !== 'select' || root._next || root.with) {
    throw new ValidationError(ONE_EXPRESSION_ONLY);
  }
  const from = root.from;
  if (!Array.isArray(from) || from.length !== 1) {
    throw new ValidationError(unparsableExpression('unexpected table reference'));
  }
  if (clause === 'SELECT') {
    const columns = root.columns;
    if (!Array.isArray(columns) || columns.length !== 1 || root.where || root.groupby) {
      throw new ValidationError(ONE_EXPRESSION_ONLY);
    }
    return (columns[0] as AstNode).expr;
  }
  if (!root.where || root.groupby || root.having) throw new ValidationError(ONE_EXPRESSION_ONLY);
  return root.where;
}

/** The table the fragment is parsed against; not one it reads. */
const FRAME_TABLE_ENTRY = 'select::null::t';

/** Checks the fragment's AST; answers the tables its sub-queries read. */
function checkAst(
  text: string,
  tokens: readonly Token[],
  dialect: Dialect,
  options: ExpressionCheckOptions,
): { subqueries: boolean; tables: TableReference[] } {
  const wrapped =
    options.clause === 'SELECT' ? `SELECT (${text}\n) FROM t` : `SELECT 1 FROM t WHERE (${text}\n)`;
  let statements: unknown[];
  let tableList: string[];
  try {
    ({ statements, tableList } = parseWithTables(wrapped, dialect.parserDatabase));
  } catch (err) {
    throw new ValidationError(unparsableExpression(describeParseError(err)));
  }
  const root = statements[0] as AstNode | undefined;
  if (statements.length !== 1 || !root) throw new ValidationError(ONE_EXPRESSION_ONLY);
  const expression = expressionOf(root, options.clause);
  if (
    typeof expression === 'object' &&
    expression !== null &&
    (expression as AstNode).type === 'expr_list'
  ) {
    throw new ValidationError(ONE_EXPRESSION_ONLY);
  }
  const nested = nestedStatements(root);
  if (nested.length > 0 && !options.allowSubqueries) {
    throw new ValidationError(SUBQUERY_NOT_ALLOWED);
  }
  const writing = firstWritingStatement(nested);
  if (writing) throw new ValidationError(keywordNotAllowed(String(writing.type).toUpperCase()));
  assertNoDisallowedCalls(root, dialect);
  if (nested.length === 0) return { subqueries: false, tables: [] };
  const tables = referencedTables(
    expression,
    tableList.filter((entry) => entry !== FRAME_TABLE_ENTRY),
    tokens,
    dialect.name,
  );
  assertNoDisallowedTables(tables, dialect.name, null);
  return { subqueries: true, tables };
}

export interface CheckedExpression {
  /** The fragment ready to embed: comments removed, trimmed. */
  sql: string;
  /** Whether it holds sub-queries (only possible when they are allowed). */
  subqueries: boolean;
  /**
   * The tables its sub-queries read (none without sub-queries), already checked against the
   * engine's table deny-list; the caller must still authorise them and apply their rules.
   */
  tables: TableReference[];
}

/**
 * Checks a user-written fragment and returns it ready to embed, with the tables it reads.
 * Throws ValidationError with a generic message (never an engine's error text).
 */
export function analyzeSqlExpression(
  text: string,
  dialectName: DialectName,
  options: ExpressionCheckOptions,
): CheckedExpression {
  const dialect = getDialect(dialectName);
  if (text.length > MAX_EXPRESSION_LENGTH) {
    throw new ValidationError(expressionTooLong(MAX_EXPRESSION_LENGTH));
  }
  const tokens = tokenizeOrRefuse(dialect, text, unparsableExpression);
  const meaningful = significant(tokens);
  if (meaningful.length === 0) throw new ValidationError(unparsableExpression('it is empty'));
  checkTokens(meaningful, dialect, options.allowSubqueries ?? false);
  // A removed comment becomes a space so the tokens on either side stay apart.
  const cleaned = tokens
    .map((t) => (t.kind === 'comment' ? ' ' : t.text))
    .join('')
    .trim();
  const { subqueries, tables } = checkAst(
    cleaned,
    significant(tokenizeOrRefuse(dialect, cleaned, unparsableExpression)),
    dialect,
    options,
  );
  return { sql: cleaned, subqueries, tables };
}

/** The fragment ready to embed (comments removed, trimmed); see analyzeSqlExpression. */
export function sanitizeSqlExpression(
  text: string,
  dialectName: DialectName,
  options: ExpressionCheckOptions,
): string {
  return analyzeSqlExpression(text, dialectName, options).sql;
}

/** Throws ValidationError unless `text` is one safe expression for `clause`. */
export function checkSqlExpression(
  text: string,
  dialect: DialectName,
  options: ExpressionCheckOptions,
): void {
  sanitizeSqlExpression(text, dialect, options);
}
