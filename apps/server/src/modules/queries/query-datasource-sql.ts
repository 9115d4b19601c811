/**
 * Whether a SQL Lab query's SQL may become a chart's source: it is checked again, every time, by
 * the rules a virtual dataset's SQL passes (one read-only SELECT, no DML, DDL, session keywords
 * or dangerous functions, and the dialect's parser-based guard), then by SQL Lab's own statement
 * guard without DML, which also lists the tables it reads for the caller's access check.
 *
 * A query written with template markup or parameters is refused: its text means something only
 * with the values it was run with, which belong to a saved dataset.
 */
import { UnprocessableError } from '@panorama/core/errors/app-error';
import type { DialectName } from '@panorama/sql/dialects/dialect';
import { checkSqlScript } from '@panorama/sql/guard/check-sql-script';
import type { TableReference } from '@panorama/sql/guard/table-references';
import { checkVirtualDatasetSql } from '../datasets/virtual-sql-check';

export const TEMPLATED_QUERY_REFUSED =
  'A query with template parameters must be saved as a dataset before it can be charted';
export const SINGLE_SELECT_REQUIRED = 'Only a single read-only SELECT statement can be charted';

const TEMPLATE_MARKUP = /\{\{|\{%|\{#/;

export interface CheckedQuerySql {
  /** The statement without trailing semicolons, ready to wrap as a sub-query. */
  sql: string;
  tables: TableReference[];
}

function hasTemplateParams(templateParams: string | null): boolean {
  if (templateParams === null || templateParams.trim() === '') return false;
  try {
    const parsed = JSON.parse(templateParams) as unknown;
    return typeof parsed !== 'object' || parsed === null || Object.keys(parsed).length > 0;
  } catch {
    return true;
  }
}

export function checkQuerySql(
  sqlText: string,
  templateParams: string | null,
  dialect: DialectName,
  defaultSchema: string | null,
): CheckedQuerySql {
  if (TEMPLATE_MARKUP.test(sqlText) || hasTemplateParams(templateParams)) {
    throw new UnprocessableError({ sql: [TEMPLATED_QUERY_REFUSED] });
  }
  const sql = checkVirtualDatasetSql(sqlText, dialect);
  const statements = checkSqlScript(sql, dialect, { allowDml: false, defaultSchema });
  const [only, ...more] = statements;
  if (!only || more.length > 0 || !only.readOnly) {
    throw new UnprocessableError({ sql: [SINGLE_SELECT_REQUIRED] });
  }
  return { sql, tables: only.tables };
}
