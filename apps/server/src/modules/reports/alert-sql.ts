/**
 * Alert SQL is user SQL: one read-only statement that passes the same guard and table
 * authorisation as SQL Lab, as whoever it is checked for (the author when the alert is saved,
 * the report's executor, one of its owners, at every run), so an alert can never read a table
 * its user could not read in SQL Lab. At run time the executor's row-level rules are applied to
 * every table it reads, so the value an alert logs is one its owner could see.
 */
import type { Kysely } from 'kysely';
import { ValidationError } from '@panorama/core/errors/app-error';
import type { DialectName } from '@panorama/sql/dialects/dialect';
import {
  TEMPLATES_OFF,
  renderForUser,
  type TemplateSettings,
} from '../row-level-security/row-level-templates';
import { checkSqlScript } from '@panorama/sql/guard/check-sql-script';
import { ONE_STATEMENT_ONLY } from '@panorama/sql/guard/guard-messages';
import type { Principal } from '../../security/principal';
import type { DatabaseRow, MetadataSchema } from '../../store/schema';
import { authorizeUserSql } from '../sql-access/authorize-user-sql';
import { connectionDefaultSchema } from '../sql-access/table-access';

/**
 * The alert's SQL as it runs for `principal`: with template processing on, a Superset template
 * rendered with that user's macros (an alert has no URL or filters); otherwise as written.
 * Throws the template's error (400) when it cannot be rendered.
 */
export function renderAlertSql(
  sqlText: string,
  database: DatabaseRow,
  principal: Principal,
  templates: TemplateSettings,
): string {
  if (!templates.enabled) return sqlText;
  return renderForUser(sqlText, database.backend, principal, templates);
}

/**
 * The alert's statement (already rendered by renderAlertSql) as it may run for `principal`, with
 * their row-level rules (themselves rendered when templates are on); throws an AppError when it
 * may not run.
 */
export async function authorizeAlertSql(
  db: Kysely<MetadataSchema>,
  principal: Principal,
  database: DatabaseRow,
  sqlText: string,
  options: { rowLevelSecurity: boolean; templates?: TemplateSettings },
): Promise<string> {
  const [statement, ...more] = checkSqlScript(
    sqlText.trim().replace(/[;\s]+$/, ''),
    database.backend as DialectName,
    { allowDml: false, defaultSchema: connectionDefaultSchema(database) },
  );
  if (!statement || more.length > 0) throw new ValidationError(ONE_STATEMENT_ONLY);
  const [runnable] = await authorizeUserSql(db, principal, database, [statement], {
    rowLevelSecurity: options.rowLevelSecurity,
    templates: options.templates ?? TEMPLATES_OFF,
  });
  return runnable as string;
}
