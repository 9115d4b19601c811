/**
 * Checks a virtual dataset's SQL twice: with the parser-based guard of the database's dialect
 * (packages/sql/guard, fails closed) and with this keyword scan: one statement, starting with SELECT or WITH, without DML/DDL
 * or session keywords anywhere (which also catches DML inside a CTE and SELECT ... INTO), and
 * without a few functions that read files or disturb the server.
 *
 * String literals, quoted identifiers and comments are blanked out before keywords are looked
 * for. Anything the scanner is unsure about is refused (an unterminated literal or comment, a
 * backslash before a quote, MySQL's executable `/*! ... *\/` comments); dollar-quoted and E'...' strings are scanned as
 * code, so their contents can only cause a refusal, never hide a statement. It is a keyword
 * deny-list, so it refuses some harmless queries (a column named "update" unquoted) and cannot
 * know every side-effecting function; read-only database credentials stay the real control.
 */
import { UnprocessableError } from '@panorama/core/errors/app-error';
import { checkReadOnlyStatement } from '@panorama/sql/guard/check-read-only-statement';
import type { DialectName } from '@panorama/sql/dialects/dialect';

const FORBIDDEN_KEYWORDS = [
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'REPLACE\\s+INTO',
  'INTO',
  'DROP',
  'CREATE',
  'ALTER',
  'TRUNCATE',
  'RENAME',
  'GRANT',
  'REVOKE',
  'COPY',
  'ATTACH',
  'DETACH',
  'INSTALL',
  'LOAD',
  'PRAGMA',
  'SET',
  'RESET',
  'CALL',
  'EXEC',
  'EXECUTE',
  'PREPARE',
  'DEALLOCATE',
  'EXPORT',
  'IMPORT',
  'VACUUM',
  'CHECKPOINT',
  'REINDEX',
  'CLUSTER',
  'REFRESH',
  'LOCK',
  'UNLOCK',
  'HANDLER',
  'LISTEN',
  'NOTIFY',
  'DISCARD',
  'BEGIN',
  'COMMIT',
  'ROLLBACK',
  'SAVEPOINT',
  'SHUTDOWN',
  'KILL',
  'FLUSH',
  'USE',
  'COMMENT\\s+ON',
  'SECURITY\\s+LABEL',
];

/** Functions that read server files, sleep, or act on other sessions (Superset's per-engine lists). */
const FORBIDDEN_FUNCTIONS = [
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_stat_file',
  'pg_sleep',
  'pg_sleep_for',
  'pg_sleep_until',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'lo_import',
  'lo_export',
  'lo_get',
  'lo_put',
  'dblink',
  'dblink_exec',
  'query_to_xml',
  'database_to_xml',
  'load_file',
  'sleep',
  'benchmark',
  'load_extension',
  'read_csv',
  'read_csv_auto',
  'read_parquet',
  'read_json',
  'read_json_auto',
  'read_text',
  'read_blob',
  'glob',
  'sniff_csv',
];

const KEYWORD_PATTERN = new RegExp(`\\b(${FORBIDDEN_KEYWORDS.join('|')})\\b`, 'i');
const FUNCTION_PATTERN = new RegExp(`\\b(${FORBIDDEN_FUNCTIONS.join('|')})\\s*\\(`, 'i');

function refuse(message: string): never {
  throw new UnprocessableError({ sql: [message] });
}

/** The SQL with literals, quoted identifiers and comments replaced by spaces. */
export function blankLiteralsAndComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    const next = text[i + 1] ?? '';
    if (c === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (c === '/' && next === '*') {
      if (text[i + 2] === '!' || text[i + 2] === '+')
        refuse('Executable comments and optimizer hints are not allowed');
      const end = text.indexOf('*/', i + 2);
      if (end === -1) refuse('Unterminated comment');
      out += ' '.repeat(end + 2 - i);
      i = end + 2;
    } else if (c === '#') {
      // A comment to the end of the line in MySQL, an operator elsewhere: either reading could hide code.
      refuse('The # character is not allowed outside quoted text');
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      for (;;) {
        if (j >= text.length) refuse('Unterminated quoted text');
        const d = text[j];
        // Engines disagree on whether a backslash escapes a quote (MySQL does by default, PostgreSQL
        // with standard_conforming_strings off...): where that decides where the text ends, refuse.
        if (d === '\\' && text[j + 1] === c)
          refuse('A backslash before a quote is ambiguous: double the quote instead');
        if (d === c) {
          if (text[j + 1] === c) {
            j += 2;
            continue;
          }
          break;
        }
        j += 1;
      }
      // A quoted identifier still separates words; keep a placeholder so `"a"from` stays two tokens.
      out += ` ${'_'.repeat(Math.max(0, j - i - 1))} `;
      i = j + 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/**
 * Throws a 422 `{sql: [...]}` unless the SQL is a single read-only SELECT by the rules above;
 * returns it without trailing semicolons, ready to be wrapped as a sub-query.
 */
export function checkVirtualDatasetSql(sqlText: string, dialect?: DialectName): string {
  const trimmed = sqlText.trim().replace(/[;\s]+$/, '');
  if (trimmed === '') refuse('The SQL of a virtual dataset cannot be empty');
  const code = blankLiteralsAndComments(trimmed);
  if (code.includes(';')) refuse('Only a single SQL statement is allowed');
  if (!/^[\s(]*(SELECT|WITH)\b/i.test(code)) refuse('Only SELECT statements are allowed');
  const keyword = KEYWORD_PATTERN.exec(code);
  if (keyword?.[1])
    refuse(
      `Only read-only SELECT statements are allowed (found ${keyword[1].toUpperCase().replace(/\s+/g, ' ')})`,
    );
  const fn = FUNCTION_PATTERN.exec(code);
  if (fn?.[1]) refuse(`The function ${fn[1].toLowerCase()} is not allowed`);
  // The keyword scan above is a second layer; the parser-based guard of the engine's dialect is
  // the real check and fails closed on anything it cannot parse.
  if (dialect) checkReadOnlyStatement(trimmed, dialect);
  return trimmed;
}
