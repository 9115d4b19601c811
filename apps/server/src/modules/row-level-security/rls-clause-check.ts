/**
 * The check a row-level-security clause passes when it is saved: the SQL guard, as for custom
 * WHERE fragments but never allowing sub-queries, in the dialect of every database the rule's
 * datasets live on (one rule may span engines). A refusal is a 400 naming the clause field, with
 * the guard's generic reason (one expression only, no sub-queries, ...). The compiler checks the
 * clause again when it applies it, so a rule stored before a stricter guard still fails closed.
 */
import { isAppError, ValidationError } from '@panorama/core/errors/app-error';
import { DIALECT_NAMES, type DialectName } from '@panorama/sql/dialects/dialect';
import { checkSqlExpression } from '@panorama/sql/guard/check-sql-expression';
import { hasTemplateMarkup, parseTemplate } from '@panorama/sql/templating/template-parse';
import { TEMPLATES_OFF, type TemplateSettings } from './row-level-templates';

/** The dialect a clause is checked in when none of its datasets names a known engine. */
const FALLBACK_DIALECT: DialectName = 'duckdb';

export const invalidClause = (reason: string) => `Invalid clause: ${reason}`;

function isDialect(name: string): name is DialectName {
  return (DIALECT_NAMES as readonly string[]).includes(name);
}

/**
 * With template processing on, a clause that is a template is checked as one here (its syntax)
 * and as SQL once rendered for each caller, when queries apply it.
 */
export function checkRlsClause(
  clause: string,
  backends: readonly string[],
  templates: TemplateSettings = TEMPLATES_OFF,
): void {
  if (templates.enabled && hasTemplateMarkup(clause)) {
    try {
      parseTemplate(clause);
    } catch (err) {
      if (isAppError(err) && typeof err.details === 'string')
        throw new ValidationError({ clause: [invalidClause(err.details)] });
      throw err;
    }
    return;
  }
  const dialects = [...new Set(backends.filter(isDialect))];
  for (const dialect of dialects.length > 0 ? dialects : [FALLBACK_DIALECT]) {
    try {
      checkSqlExpression(clause, dialect, { clause: 'WHERE', allowSubqueries: false });
    } catch (err) {
      if (isAppError(err) && typeof err.details === 'string')
        throw new ValidationError({ clause: [invalidClause(err.details)] });
      throw err;
    }
  }
}
