/**
 * Checks made on the parser's AST: the parser's opinion, independent of the token checks.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { Dialect } from '../dialects/dialect-spec';
import { functionNotAllowed } from './guard-messages';
import { calledFunctions, isDisallowedFunction, selectsInto, type AstNode } from './sql-ast';

/** Refuses a call anywhere under `root` to a function on the dialect's deny-list. */
export function assertNoDisallowedCalls(root: unknown, dialect: Dialect): void {
  for (const name of calledFunctions(root)) {
    if (isDisallowedFunction(name, dialect.disallowedFunctions)) {
      throw new ValidationError(functionNotAllowed(name));
    }
  }
}

/** The first statement that is not a SELECT reading into nowhere, if any. */
export function firstWritingStatement(statements: readonly AstNode[]): AstNode | undefined {
  return statements.find((statement) => statement.type !== 'select' || selectsInto(statement));
}
