/**
 * Whether an alert fires (Superset's AlertCommand): its SQL, checked again to be one read-only
 * statement that the report's executor may run (table access, with the executor's row-level
 * rules applied: alert-sql.ts), runs on the alert's database and must return at most one row of
 * one value.
 * 'not null' fires on a value other than NULL or 0; 'operator' compares the value, which must be
 * a number, with the threshold. No row or a NULL never fires. Database error text is not put in
 * the log (it may reveal schema details to report owners): the run is logged with Superset's
 * generic message and the detail goes to the server log.
 */
import { AppError, isAppError } from '@panorama/core/errors/app-error';
import { toNumber } from '@panorama/core/json/to-number';
import type { Kysely } from 'kysely';
import { QueryTimeoutError } from '../../engine/connectors/query-errors';
import type { ConnectorRegistry } from '../../modules/databases/connector-registry';
import { authorizeAlertSql, renderAlertSql } from '../../modules/reports/alert-sql';
import { readOnlyProblem } from '../../modules/reports/report-rules';
import type { TemplateSettings } from '../../modules/row-level-security/row-level-templates';
import type { Principal } from '../../security/principal';
import type { MetadataSchema } from '../../store/schema';
import type { ReportRow } from '../../modules/reports/reports.repository';

export const ALERT_MULTIPLE_ROWS = 'Alert query returned more than one row.';
export const ALERT_MULTIPLE_COLUMNS = 'Alert query returned more than one column.';
export const ALERT_NOT_A_NUMBER = 'Alert query returned a non-number value.';
export const ALERT_QUERY_ERROR = 'Alert found an error while executing a query.';
export const ALERT_QUERY_TIMEOUT = 'A timeout occurred while executing the query.';
export const ALERT_VALIDATOR_CONFIG_ERROR = 'Alert validator config error.';

/** A reason the alert could not be evaluated; its message is what the execution log shows. */
export class AlertError extends Error {}

export interface AlertResult {
  triggered: boolean;
  value: number | null;
  valueRowJson: string | null;
}

type Operator = '<' | '<=' | '>' | '>=' | '==' | '!=';
const COMPARE: Record<Operator, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

/** The alert's cell as a number: a boolean column counts as 0/1, as Superset's alerts read it. */
function cellNumber(value: unknown): number | null {
  return typeof value === 'boolean' ? Number(value) : toNumber(value);
}

function validatorConfig(text: string | null): { op: Operator; threshold: number } {
  try {
    const parsed = JSON.parse(text ?? '') as { op?: unknown; threshold?: unknown };
    if (
      typeof parsed.op === 'string' &&
      parsed.op in COMPARE &&
      typeof parsed.threshold === 'number'
    )
      return { op: parsed.op as Operator, threshold: parsed.threshold };
  } catch {
    // Falls through to the error below.
  }
  throw new AlertError(ALERT_VALIDATOR_CONFIG_ERROR);
}

/** Decides from the query's rows; exported for unit tests. */
export function judgeAlert(
  report: Pick<ReportRow, 'validator_type' | 'validator_config_json'>,
  columns: string[],
  rows: Record<string, unknown>[],
): AlertResult {
  if (rows.length > 1) throw new AlertError(`${ALERT_MULTIPLE_ROWS} ${rows.length} rows returned`);
  if (columns.length > 1)
    throw new AlertError(`${ALERT_MULTIPLE_COLUMNS} ${columns.length} columns returned`);
  const [row] = rows;
  const [column] = columns;
  const raw = row && column !== undefined ? row[column] : null;
  const valueRowJson = row
    ? JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
    : null;
  if (report.validator_type === 'operator') {
    const { op, threshold } = validatorConfig(report.validator_config_json);
    if (raw === null || raw === undefined) return { triggered: false, value: null, valueRowJson };
    const value = cellNumber(raw);
    if (value === null) throw new AlertError(ALERT_NOT_A_NUMBER);
    return { triggered: COMPARE[op](value, threshold), value, valueRowJson };
  }
  // 'not null': fires on any value other than NULL and 0.
  if (raw === null || raw === undefined) return { triggered: false, value: null, valueRowJson };
  const value = cellNumber(raw);
  return { triggered: value !== 0, value, valueRowJson };
}

export interface AlertDeps {
  db: Kysely<MetadataSchema>;
  connectors: ConnectorRegistry;
  timeoutMs: number;
  templates: TemplateSettings;
  log?: (message: string, err: unknown) => void;
}

/** Evaluates the alert with the permissions and row-level rules of `principal`. */
export async function evaluateAlert(
  report: ReportRow,
  principal: Principal,
  deps: AlertDeps,
): Promise<AlertResult> {
  if (report.database_id === null || !report.sql) throw new AlertError(ALERT_QUERY_ERROR);
  const database = await deps.db
    .selectFrom('databases')
    .selectAll()
    .where('id', '=', report.database_id)
    .executeTakeFirst();
  if (!database) throw new AlertError('Database does not exist');
  let rendered: string;
  try {
    rendered = renderAlertSql(report.sql, database, principal, deps.templates);
  } catch (err) {
    if (isAppError(err)) throw new AlertError(err.message);
    throw err;
  }
  const sqlText = rendered.trim().replace(/[;\s]+$/, '');
  const problem = readOnlyProblem(sqlText, database.backend);
  if (problem) throw new AlertError(problem);
  let runnable: string;
  try {
    runnable = await authorizeAlertSql(deps.db, principal, database, sqlText, {
      rowLevelSecurity: true,
      templates: deps.templates,
    });
  } catch (err) {
    // A refusal names tables or syntax, never data: it is what the log shows.
    if (isAppError(err)) throw new AlertError(err.message);
    throw err;
  }
  let result;
  try {
    const connector = await deps.connectors.get(database);
    // Two rows are enough to tell "more than one row" apart.
    result = await connector.run(runnable, [], { timeoutMs: deps.timeoutMs, maxRows: 2 });
  } catch (err) {
    deps.log?.('alert query failed', err);
    if (err instanceof QueryTimeoutError) throw new AlertError(ALERT_QUERY_TIMEOUT);
    if (err instanceof AppError || err instanceof Error) throw new AlertError(ALERT_QUERY_ERROR);
    throw err;
  }
  if (result.truncated) throw new AlertError(ALERT_MULTIPLE_ROWS);
  return judgeAlert(
    report,
    result.columns.map((c) => c.name),
    result.rows,
  );
}
