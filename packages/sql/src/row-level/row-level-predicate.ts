/**
 * Row-level-security conditions as SQL, the one way the compiler (chart queries) and the table
 * wrapping of user SQL (SQL Lab, alerts, sub-queries) write them: every clause passes the guard
 * like user SQL (comments removed, so none can swallow a parenthesis) but never with sub-queries,
 * and sits in its own parentheses; the clauses of a group are OR'ed and the groups AND'ed, so the
 * result combines the same way whatever surrounds it. A clause the guard refuses fails the query
 * rather than being dropped (fail closed).
 */
import type { DialectName } from '../dialects/dialect-spec';
import { sanitizeSqlExpression } from '../guard/check-sql-expression';

/** Groups of clauses: OR'ed within a group, groups AND'ed. */
export type RowLevelConditions = readonly (readonly string[])[];

/** One group of clauses, OR'ed, in parentheses. */
export function rowLevelConditionSql(dialect: DialectName, clauses: readonly string[]): string {
  const parts = clauses.map(
    (clause) =>
      `(${sanitizeSqlExpression(clause, dialect, { allowSubqueries: false, clause: 'WHERE' })})`,
  );
  if (parts.length === 0) throw new Error('a row-level-security group holds at least one clause');
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(' OR ')})`;
}

/** Every group AND'ed: the whole predicate a row must satisfy. */
export function rowLevelPredicateSql(dialect: DialectName, conditions: RowLevelConditions): string {
  if (conditions.length === 0) throw new Error('a row-level predicate needs at least one group');
  return conditions.map((clauses) => rowLevelConditionSql(dialect, clauses)).join(' AND ');
}
