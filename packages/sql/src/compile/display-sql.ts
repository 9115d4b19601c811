/**
 * SQL with its parameters written in as literals, for people to read (result_type "query",
 * "View in SQL Lab"). Never executed: execution always binds the parameters.
 */
import { getDialect, type DialectName } from '../dialects/dialect';
import type { Dialect } from '../dialects/dialect-spec';
import { tokenizeFor } from '../guard/token-checks';
import { formatTimestamp } from './time-bounds';

function literal(value: unknown, dialect: Dialect): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'bigint') return value.toString();
  const textValue = value instanceof Date ? formatTimestamp(value) : String(value);
  let escaped = textValue.replaceAll("'", "''");
  if (dialect.backslashEscapesInStrings) escaped = escaped.replaceAll('\\', '\\\\');
  return `'${escaped}'`;
}

export function renderSqlForDisplay(
  compiled: { sql: string; params: unknown[] },
  dialectName: DialectName,
): string {
  const dialect = getDialect(dialectName);
  if (compiled.params.length === 0) return compiled.sql;
  let tokens;
  try {
    tokens = tokenizeFor(dialect, compiled.sql);
  } catch {
    // Dataset SQL the lexer refuses (it is stricter than engines): show the values separately.
    return `${compiled.sql}\n-- parameters: ${JSON.stringify(compiled.params.map(String))}`;
  }
  let next = 0;
  return tokens
    .map((token) => {
      if (token.kind === 'parameter') {
        const index = Number(token.text.slice(1)) - 1;
        return index < compiled.params.length
          ? literal(compiled.params[index], dialect)
          : token.text;
      }
      if (token.kind === 'punct' && token.text === '?' && dialect.placeholder(1) === '?') {
        return next < compiled.params.length ? literal(compiled.params[next++], dialect) : '?';
      }
      return token.text;
    })
    .join('');
}
