/**
 * An error the database returned for a query (engine errors, missing tables or columns, SQL
 * syntax): the engine's message, the line of the SQL it points at when the error says where
 * (`extra.line`, 1-based, with `extra.column` and `extra.sql`), and the issues that can cause it.
 */
import { t } from '../i18n/t';
import { ErrorAlert } from './ErrorAlert';
import type { ErrorMessageComponentProps } from './errorMessageTypes';
import { IssueCodes } from './IssueCodes';

function positiveInteger(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** The offending SQL line with a caret under the column, or just "Line n" without the SQL. */
function sqlPosition(extra: Record<string, unknown> | undefined) {
  const line = positiveInteger(extra?.line);
  if (line === null) return null;
  const column = positiveInteger(extra?.column);
  const sql = typeof extra?.sql === 'string' ? extra.sql : null;
  const text = sql?.split('\n')[line - 1];
  const where =
    column === null
      ? t('Line %s', String(line))
      : t('Line %s, column %s', String(line), String(column));
  return (
    <div data-testid="error-sql-position">
      <div>{where}</div>
      {text !== undefined && text !== null && (
        <pre className="pn-error-sql">
          {text}
          {column !== null ? `\n${' '.repeat(column - 1)}^` : ''}
        </pre>
      )}
    </div>
  );
}

const SYNTAX_TYPES: ReadonlySet<string> = new Set(['SYNTAX_ERROR', 'INVALID_SQL_ERROR']);

function titleOf(errorType: string, engine: string | null): string {
  if (SYNTAX_TYPES.has(errorType)) return t('SQL syntax error');
  return engine ? t('%s error', engine) : t('Database error');
}

export function DatabaseErrorMessage({ error, subtitle, details }: ErrorMessageComponentProps) {
  const engine = typeof error.extra?.engine_name === 'string' ? error.extra.engine_name : null;
  return (
    <ErrorAlert
      title={titleOf(error.error_type, engine)}
      level={error.level}
      errorType={error.error_type}
      details={details}
      description={
        <>
          <div className="pn-error-message-text">{error.message}</div>
          {sqlPosition(error.extra)}
          {subtitle}
          <IssueCodes extra={error.extra} />
        </>
      }
    />
  );
}
