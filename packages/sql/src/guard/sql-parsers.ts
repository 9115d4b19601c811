/**
 * node-sql-parser, one grammar per engine family. Each grammar is its own bundle, so only the
 * three used here are loaded rather than the package's all-dialects build.
 */
import mysqlGrammar from 'node-sql-parser/build/mysql';
import postgresqlGrammar from 'node-sql-parser/build/postgresql';
import sqliteGrammar from 'node-sql-parser/build/sqlite';
import type { AST, Parser } from 'node-sql-parser/build/postgresql';
import type { ParserDatabase } from '../dialects/dialect-spec';

type ParserClass = new () => Parser;

const GRAMMARS: Record<ParserDatabase, { Parser: ParserClass }> = {
  PostgresQL: postgresqlGrammar,
  Sqlite: sqliteGrammar,
  MySQL: mysqlGrammar,
  MariaDB: mysqlGrammar,
};

const parsers = new Map<ParserDatabase, Parser>();

/** The statements `sql` parses to; throws the parser's own error when it does not parse. */
export function parseStatements(sql: string, database: ParserDatabase): AST[] {
  let parser = parsers.get(database);
  if (!parser) {
    parser = new GRAMMARS[database].Parser();
    parsers.set(database, parser);
  }
  const { ast } = parser.parse(sql, { database });
  return Array.isArray(ast) ? ast : [ast];
}

/** A short, engine-neutral account of a parser error (the parser lists every expected token). */
export function describeParseError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const found = /but (.+?) found\.?$/s.exec(message);
  if (found) {
    const what = found[1] === 'end of input' ? 'end of input' : found[1];
    return `syntax error near ${what}`;
  }
  return message.length > 200 ? `${message.slice(0, 200)}...` : message;
}

/**
 * Where in `sql` the parser gave up, as Superset's invalid-SQL errors say it: the 1-based line
 * and column, with the SQL they count in. Nothing when the parser did not say.
 */
export function parseErrorPosition(
  err: unknown,
  sql: string,
): { line: number; column: number; sql: string } | undefined {
  const start = (err as { location?: { start?: { line?: unknown; column?: unknown } } } | null)
    ?.location?.start;
  const { line, column } = start ?? {};
  if (typeof line !== 'number' || typeof column !== 'number' || line < 1 || column < 1) {
    return undefined;
  }
  return { line, column, sql };
}

/** The statements of `sql` with the parser's own list of the tables they touch. */
export function parseWithTables(
  sql: string,
  database: ParserDatabase,
): { statements: AST[]; tableList: string[] } {
  let parser = parsers.get(database);
  if (!parser) {
    parser = new GRAMMARS[database].Parser();
    parsers.set(database, parser);
  }
  const { ast, tableList } = parser.parse(sql, { database });
  return { statements: Array.isArray(ast) ? ast : [ast], tableList };
}
