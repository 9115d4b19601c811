/**
 * From the editor's text to statements ready to run: render Superset templates when template
 * processing is on (otherwise `{{ name }}` markers become bound parameters), split where the
 * engine would split, check each statement with the script guard (writes,
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
import { resolveTimeRange } from '@panorama/core/time/resolve-time-range';
import {
  referencedDatasets,
  renderSqlTemplate,
} from '@panorama/sql/templating/render-sql-template';
import type { TemplateDatasets } from '@panorama/sql/templating/superset-macros';
import type { AppConfig } from '../../config';
import { templateUser } from '../../engine/chart-data/chart-templates';
import { templateSettings, type TemplateSettings } from '../row-level-security/row-level-templates';

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

/** Loads what `dataset()` and `metric()` read, as the caller may query it (see the pipeline). */
export type TemplateDatasetLoader = (
  principal: Principal,
  databaseId: number,
  ids: readonly number[],
  render: (text: string) => string,
) => Promise<TemplateDatasets>;

export interface ScriptOptions {
  rowLevelSecurity: boolean;
  templates: TemplateSettings;
  datasets?: TemplateDatasetLoader | undefined;
}

export function scriptOptions(
  config: Pick<AppConfig, 'rlsInSqlLab' | 'featureFlags' | 'templateAllowUnescapedUrlParams'>,
  datasets?: TemplateDatasetLoader,
): ScriptOptions {
  return { rowLevelSecurity: config.rlsInSqlLab, templates: templateSettings(config), datasets };
}

/**
 * With template processing on, the whole text is rendered as a Superset template first (the
 * editor's parameters are the author's own values, written as given), and what it renders is
 * what gets split and checked; off, `{{ name }}` markers are bound as values.
 */
async function renderScript(
  principal: Principal,
  database: DatabaseRow,
  sqlText: string,
  values: Record<string, unknown>,
  options: ScriptOptions,
): Promise<string> {
  const { templates } = options;
  if (!templates.enabled) return sqlText;
  const ids = referencedDatasets(sqlText);
  let datasets: TemplateDatasets | null = null;
  const render = (text: string): string =>
    renderSqlTemplate(text, {
      dialect: getDialect(database.backend as DialectName),
      user: templateUser(principal),
      urlParams: {},
      query: null,
      datasets,
      resolveTimeRange: (range) => resolveTimeRange(range, { now: new Date() }),
      allowUnescapedUrlParams: templates.allowUnescapedUrlParams,
      templateParams: values,
    }).sql;
  if (ids.length > 0 && options.datasets) {
    datasets = await options.datasets(principal, database.id, ids, render);
  }
  return render(sqlText);
}

/** Renders and checks the script; throws ValidationError (refused) or TableAccessError (403). */
export async function prepareScript(
  db: Kysely<MetadataSchema>,
  principal: Principal,
  database: DatabaseRow,
  sqlText: string,
  templateParams: unknown,
  options: ScriptOptions,
): Promise<PreparedScript> {
  const dialectName = database.backend as DialectName;
  const dialect = getDialect(dialectName);
  const values = parseTemplateParams(templateParams);
  const defaultSchema = connectionDefaultSchema(database);
  const text = await renderScript(principal, database, sqlText, values, options);
  const checked = split(text, dialectName).map((statement) => {
    const rendered = options.templates.enabled
      ? { checkSql: statement.text, runSql: statement.text, params: [] }
      : renderTemplate(statement.text, values, dialect);
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
