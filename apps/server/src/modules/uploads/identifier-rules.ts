/**
 * Which table and column names an upload may create. Names are always quoted, never spliced, so
 * the rules are about what each engine keeps intact: no control characters, no name the engine
 * would truncate, no dot in a table name (the schema is its own field), no SQLite-reserved
 * `sqlite_` prefix, and no two columns equal without regard to case (DuckDB, SQLite and MySQL
 * compare column names that way, even quoted).
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { UploadDialect } from './upload-dialects';
import { uploadFailed } from './upload-errors';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

function nameProblem(name: string, dialect: UploadDialect): string | null {
  if (name.trim() === '') return 'must not be blank';
  if (CONTROL.test(name)) return 'must not contain control characters';
  if (Buffer.byteLength(name, 'utf8') > dialect.maxIdentifierBytes)
    return `must be at most ${dialect.maxIdentifierBytes} bytes long`;
  return null;
}

/** Throws a 400 on `table_name` unless the name can be created as given. */
export function checkTableName(name: string, dialect: UploadDialect): void {
  let problem = nameProblem(name, dialect);
  if (problem === null && name.includes('.'))
    problem = 'must not contain a dot: choose the schema in the schema field';
  if (problem === null && dialect.sql.name === 'sqlite' && /^sqlite_/i.test(name))
    problem = 'must not start with "sqlite_", which SQLite reserves';
  if (problem !== null) throw new ValidationError({ table_name: [`The table name ${problem}.`] });
}

/** Throws a 422 naming the first column name the table cannot have. */
export function checkColumnNames(names: readonly string[], dialect: UploadDialect): void {
  const seen = new Map<string, string>();
  for (const name of names) {
    const problem = nameProblem(name, dialect);
    if (problem !== null) throw uploadFailed(`The column name '${name}' ${problem}.`);
    const key = name.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined)
      throw uploadFailed(
        `The columns '${earlier}' and '${name}' would have the same name in the database.`,
      );
    seen.set(key, name);
  }
}

/** A name for the staging table next to `table`, within the engine's identifier length. */
export function stagingTableName(table: string, dialect: UploadDialect, token: string): string {
  const suffix = `__upload_${token}`;
  const room = dialect.maxIdentifierBytes - Buffer.byteLength(suffix, 'utf8');
  let prefix = '';
  for (const ch of table) {
    if (Buffer.byteLength(prefix + ch, 'utf8') > room) break;
    prefix += ch;
  }
  return `${prefix}${suffix}`;
}
