/**
 * The keywords the token checks look for. The statement guards refuse any of them where a
 * statement could start; the expression guard refuses only the changing and the writing ones,
 * because words such as REPLACE, LOAD or SET are ordinary function or column names inside an
 * expression.
 */

/** Words that start a statement that changes data or the database, never part of an expression. */
export const CHANGING_STATEMENT_WORDS: readonly string[] = [
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'TRUNCATE',
  'DROP',
  'ALTER',
  'CREATE',
  'GRANT',
  'REVOKE',
  'ATTACH',
  'DETACH',
  'INSTALL',
  'PRAGMA',
  'COPY',
  'VACUUM',
];

/** Words that make a query write or lock, wherever they appear. */
export const WRITING_WORDS = new Set(['INTO', 'OUTFILE', 'DUMPFILE', 'RETURNING']);

/** Words that start a statement other than a query (checked at the start and after `(`). */
export const STATEMENT_STARTERS = new Set([
  ...CHANGING_STATEMENT_WORDS,
  'REPLACE',
  'LOAD',
  'CALL',
  'EXEC',
  'EXECUTE',
  'SET',
  'RESET',
  'EXPORT',
  'IMPORT',
  'CHECKPOINT',
  'LOCK',
  'UNLOCK',
  'HANDLER',
  'DO',
  'USE',
  'PREPARE',
  'DEALLOCATE',
  'RENAME',
  'REFRESH',
]);
