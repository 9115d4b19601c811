/**
 * The guard for a whole SQL Lab script: the script is split into
 * statements where the engine would split it, and each statement is
 * - classified twice (tokens and AST, statement-kind.ts); unless the database allows DML, only
 *   plain queries pass, and a refusal names what was found (`DELETE inside a CTE is not
 *   allowed: ...`); read-only statements then also pass the single-statement guard
 *   (checkReadOnlyStatement) as a third opinion;
 * - parsed with the engine's grammar; a statement the parser cannot read is refused (fail closed,
 *   CVE-2023-32672), even where DML is allowed, because its tables could not be checked;
 * - checked for deny-listed functions (tokens and AST, whatever the DML setting) and tables;
 * - reduced to the list of tables it touches, for the caller's access check.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { getDialect, type DialectName } from '../dialects/dialect';
import type { Dialect } from '../dialects/dialect-spec';
import { checkReadOnlyStatement, MAX_STATEMENT_LENGTH } from './check-read-only-statement';
import { assertNoDisallowedTables } from './disallowed-tables';
import { statementNotAllowed, statementTooLong, unparsableStatement } from './guard-messages';
import { assertNoDisallowedCalls } from './ast-checks';
import type { AstNode } from './sql-ast';
import { refuseUnlexable } from './refuse-unlexable';
import { describeParseError, parseErrorPosition, parseWithTables } from './sql-parsers';
import { splitStatements, type ScriptStatement } from './split-statements';
import { READ_KIND, statementKindFromAst, statementKindFromTokens } from './statement-kind';
import { referencedTables, type TableReference } from './table-references';
import { assertNoDisallowedFunctions, parenthesesBalanced } from './token-checks';

/** Superset's error type for a refused write, so clients can tell it from a syntax error. */
export const DML_NOT_ALLOWED_ERROR = 'DML_NOT_ALLOWED_ERROR';
/** Superset's error type for SQL the parser cannot read; `extra` says where it gave up. */
export const INVALID_SQL_ERROR = 'INVALID_SQL_ERROR';

export interface CheckScriptOptions {
  /** The database's `allow_dml` flag. */
  allowDml: boolean;
  /** The schema unqualified names resolve to (for the table deny-list). */
  defaultSchema?: string | null;
}

export interface CheckedStatement {
  /** The statement as written, without its closing `;`. */
  sql: string;
  /** READ_KIND ('SELECT') for a plain query, otherwise what it is (see statement-kind). */
  kind: string;
  readOnly: boolean;
  tables: TableReference[];
}

function refuseKind(kind: string): never {
  throw new ValidationError(statementNotAllowed(kind), { errorType: DML_NOT_ALLOWED_ERROR });
}

function split(sql: string, dialect: Dialect): ScriptStatement[] {
  return refuseUnlexable(unparsableStatement, () => splitStatements(sql, dialect));
}

function parseOne(text: string, dialect: Dialect): { ast: AstNode; tableList: string[] } {
  let parsed: { statements: unknown[]; tableList: string[] };
  try {
    parsed = parseWithTables(text, dialect.parserDatabase);
  } catch (err) {
    throw new ValidationError(unparsableStatement(describeParseError(err)), {
      errorType: INVALID_SQL_ERROR,
      extra: parseErrorPosition(err, text),
    });
  }
  const statements = parsed.statements.filter((s) => s != null);
  const [ast] = statements;
  if (statements.length !== 1 || typeof ast !== 'object') {
    throw new ValidationError(unparsableStatement('expected exactly one statement'));
  }
  return { ast: ast as AstNode, tableList: parsed.tableList };
}

function checkStatement(
  statement: ScriptStatement,
  dialect: Dialect,
  options: CheckScriptOptions,
): CheckedStatement {
  const tokenKind = statementKindFromTokens(statement.tokens);
  if (tokenKind !== READ_KIND && !options.allowDml) refuseKind(tokenKind);
  if (!parenthesesBalanced(statement.tokens)) {
    throw new ValidationError(unparsableStatement('unbalanced parentheses'));
  }
  assertNoDisallowedFunctions(statement.tokens, dialect);
  const { ast, tableList } = parseOne(statement.text, dialect);
  const astKind = statementKindFromAst(ast);
  if (astKind !== READ_KIND && !options.allowDml) refuseKind(astKind);
  assertNoDisallowedCalls(ast, dialect);
  const readOnly = tokenKind === READ_KIND && astKind === READ_KIND;
  // A third, independent opinion on what passes as read-only (its own token and AST rules).
  if (readOnly && !options.allowDml) checkReadOnlyStatement(statement.text, dialect.name);
  const tables = referencedTables(ast, tableList, statement.tokens, dialect.name);
  assertNoDisallowedTables(tables, dialect.name, options.defaultSchema ?? null);
  return {
    sql: statement.text,
    kind: readOnly ? READ_KIND : tokenKind !== READ_KIND ? tokenKind : astKind,
    readOnly,
    tables,
  };
}

/** Checks every statement of `sql`; returns them in order, or throws a ValidationError. */
export function checkSqlScript(
  sql: string,
  dialectName: DialectName,
  options: CheckScriptOptions,
): CheckedStatement[] {
  if (sql.length > MAX_STATEMENT_LENGTH) {
    throw new ValidationError(statementTooLong(MAX_STATEMENT_LENGTH));
  }
  const dialect = getDialect(dialectName);
  const statements = split(sql, dialect);
  if (statements.length === 0) {
    throw new ValidationError(unparsableStatement('the statement is empty'));
  }
  return statements.map((statement) => checkStatement(statement, dialect, options));
}
