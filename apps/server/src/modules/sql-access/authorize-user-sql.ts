/**
 * The one gate user-written SQL statements pass before they run on a database (SQL Lab, alert
 * SQL): the caller needs access to every table the statements touch (table-access.ts), and,
 * where row-level security applies to them, every reference to a table with rules is wrapped in
 * the caller's rules (wrapTableReferences). A statement that writes to a table with rules, or
 * names one in a way that cannot be wrapped, is refused, never run unfiltered.
 */
import type { Kysely } from 'kysely';
import { ValidationError } from '@panorama/core/errors/app-error';
import type { DialectName } from '@panorama/sql/dialects/dialect';
import type { TableReference } from '@panorama/sql/guard/table-references';
import {
  rowLevelNotApplicable,
  wrapTableReferences,
} from '@panorama/sql/row-level/wrap-table-references';
import type { Principal } from '../../security/principal';
import type { DatabaseRow, MetadataSchema } from '../../store/schema';
import { assertTableAccess } from './table-access';
import { loadTableRowLevelFilters } from './table-row-level-filters';
import type { TemplateSettings } from '../row-level-security/row-level-templates';

export const ROW_LEVEL_WRITE_REFUSED = rowLevelNotApplicable(
  'only SELECT statements may read a table with row-level rules',
);

export interface UserStatement {
  /** The text to run (bind placeholders allowed). */
  sql: string;
  /** The tables it touches, as the guard found them. */
  tables: readonly TableReference[];
  readOnly: boolean;
}

/**
 * Throws TableAccessError (403) unless the caller may read every table; answers the SQL to run
 * for each statement, with the caller's row-level rules applied when `rowLevelSecurity` is on.
 */
export async function authorizeUserSql(
  db: Kysely<MetadataSchema>,
  principal: Principal,
  database: DatabaseRow,
  statements: readonly UserStatement[],
  options: { rowLevelSecurity: boolean; templates?: TemplateSettings },
): Promise<string[]> {
  await assertTableAccess(
    db,
    principal,
    database,
    statements.flatMap((s) => s.tables),
  );
  if (!options.rowLevelSecurity) return statements.map((s) => s.sql);
  const filters = await loadTableRowLevelFilters(db, database, principal, options.templates);
  return statements.map((statement) => {
    const wrapped = wrapTableReferences(
      statement.sql,
      database.backend as DialectName,
      filters.conditionsFor,
    );
    if (wrapped !== statement.sql && !statement.readOnly) {
      throw new ValidationError(ROW_LEVEL_WRITE_REFUSED);
    }
    return wrapped;
  });
}
