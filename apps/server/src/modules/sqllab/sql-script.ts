/**
 * From the editor's text to statements ready to run: split where the engine would split, render
 * `{{ name }}` markers as bound parameters, check each statement with the script guard (writes,
 * deny-listed functions and tables, parse failures), then check access to every table touched
 * and, with RLS_IN_SQLLAB, wrap every table with row-level rules in the caller's rules.
 * Template markers are rendered BEFORE tables are extracted, so nothing can hide in them
 * (CVE-2023-27523); the values themselves are bound, so they can never name a table.
 */
import type { Kysely } from 'kysely';
import { ValidationError } from '@panorama/core/errors/app-error';
import { getDialect, type DialectName } from '@panorama/sql/dialects/dialect';
import { checkSqlScript } from '@panorama/sql/guard/check-sql-script';
import { MAX_STATEMENT_LENGTH } from '@panorama/sql/guard/check-read-only-statement';
import { statementTooLong, unparsableStatement } from '@panorama/sql/guard/guard-messages';
import { SqlLexError } from '@panorama/sql/guard/sql-lexer';
import { splitStatements, type ScriptStatement } from '@panorama/sql/guard/split-statements';
import type { TableReference } from '@panorama/sql/guard/table-references';
import type { Principal } from '../../security/principal';
import type { DatabaseRow, MetadataSchema } from '../../store/schema';
import { authorizeUserSql } from '../sql-access/authorize-user-sql';
import { connectionDefaultSchema } from '../sql-access/table-access';
import { parseTemplateParams, renderTemplate, type TemplateValue } from './sql-templates';

export interface PreparedStatement {
  /** The text sent to the engine: template markers replaced by placeholders. */
  sql: string;
  params: TemplateValue[];
  kind: string;
  readOnly: boolean;
}

export interface PreparedScript {
  statements: PreparedStatement[];
  /** What ran, for the history: the statements joined by `;`. */
  executedSql: string;
  tables: TableReference[];
}

function split(sqlText: string, dialectName: DialectName): ScriptStatement[] {
  if (sqlText.length > MAX_STATEMENT_LENGTH) {
    throw new ValidationError(statementTooLong(MAX_STATEMENT_LENGTH));
  }
  let statements: ScriptStatement[];
  try {
    statements = splitStatements(sqlText, getDialect(dialectName));
  } catch (err) {
    if (err instanceof SqlLexError) throw new ValidationError(unparsableStatement(err.message));
    throw err;
  }
  if (statements.length === 0) {
    throw new ValidationError(unparsableStatement('the statement is empty'));
  }
  return statements;
}

/** Renders and checks the script; throws ValidationError (refused) or TableAccessError (403). */
export async function prepareScript(
  db: Kysely<MetadataSchema>,
  principal: Principal,
  database: DatabaseRow,
  sqlText: string,
  templateParams: unknown,
  options: { rowLevelSecurity: boolean },
): Promise<PreparedScript> {
  const dialectName = database.backend as DialectName;
  const dialect = getDialect(dialectName);
  const values = parseTemplateParams(templateParams);
  const defaultSchema = connectionDefaultSchema(database);
  const checked = split(sqlText, dialectName).map((statement) => {
    const rendered = renderTemplate(statement.text, values, dialect);
    const [one, ...more] = checkSqlScript(rendered.checkSql, dialectName, {
      allowDml: database.allow_dml === 1,
      defaultSchema,
    });
    if (!one || more.length > 0) {
      throw new ValidationError(unparsableStatement('expected exactly one statement'));
    }
    return { rendered, one };
  });
  const runnable = await authorizeUserSql(
    db,
    principal,
    database,
    checked.map(({ rendered, one }) => ({
      sql: rendered.runSql,
      tables: one.tables,
      readOnly: one.readOnly,
    })),
    options,
  );
  const statements: PreparedStatement[] = checked.map(({ rendered, one }, i) => ({
    sql: runnable[i] as string,
    params: rendered.params,
    kind: one.kind,
    readOnly: one.readOnly,
  }));
  return {
    statements,
    executedSql: statements.map((s) => s.sql).join(';\n'),
    tables: checked.flatMap(({ one }) => one.tables),
  };
}
