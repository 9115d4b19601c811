/** The guard's user-facing messages, in one place so tests and callers can match on them. */
export const SUBQUERY_NOT_ALLOWED = 'Custom SQL fields cannot contain sub-queries.';
export const ONE_EXPRESSION_ONLY = 'Only one SQL expression is allowed';
export const ONE_STATEMENT_ONLY = 'Only one SQL statement is allowed';
// Superset's SupersetDMLNotAllowedException text.
export const SELECT_ONLY = 'Only SELECT statements are allowed against this database.';

export const functionNotAllowed = (name: string) => `The function ${name} is not allowed`;
export const keywordNotAllowed = (word: string) =>
  `The keyword ${word} is not allowed in a SQL expression`;
export const unparsableExpression = (detail: string) => `Unable to parse SQL expression: ${detail}`;
export const unparsableStatement = (detail: string) => `Unable to parse SQL: ${detail}`;
export const expressionTooLong = (max: number) =>
  `The SQL expression is too long (at most ${max} characters)`;
export const statementTooLong = (max: number) =>
  `The SQL statement is too long (at most ${max} characters)`;
export const tableNotAllowed = (name: string) => `The table ${name} is not allowed`;
/** A statement that changes something, on a database that does not allow DML (names the kind). */
export const statementNotAllowed = (kind: string) =>
  `${kind} is not allowed: only SELECT statements are allowed against this database.`;
