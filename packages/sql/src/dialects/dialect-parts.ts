/**
 * Pieces of a Dialect that several engines spell the same way, spread into their records so a
 * shared spelling is written once.
 */
import type { Dialect } from './dialect-spec';

/** Double-quoted identifiers, a doubled quote standing for one (SQL standard). */
export const quoteDoubleQuoted = (id: string): string => `"${id.replaceAll('"', '""')}"`;

/** `LIMIT n` and `OFFSET n`, which every supported engine reads. */
export const LIMIT_OFFSET = {
  limitClause: 'LIMIT {n}',
  offsetClause: 'OFFSET {n}',
} satisfies Partial<Dialect>;

/** Case-sensitive LIKE as the SQL standard has it. */
export const STANDARD_LIKE = {
  like: '{col} LIKE {value}',
  notLike: '{col} NOT LIKE {value}',
} satisfies Partial<Dialect['operators']>;

/** LIKE and ILIKE as PostgreSQL has them (DuckDB follows). */
export const POSTGRES_LIKE = {
  ...STANDARD_LIKE,
  ilike: '{col} ILIKE {value}',
  notIlike: '{col} NOT ILIKE {value}',
} satisfies Partial<Dialect['operators']>;

/**
 * How PostgreSQL's SQL is read (DuckDB reads the same grammar): `--` comments only, single-quoted
 * strings without backslash escapes, double-quoted identifiers and `$tag$` strings. Refused
 * outside quotes: `?` and `$n` parameters (`?` is also a jsonb operator that other tools would
 * read as a parameter), `{` for DuckDB struct literals and ODBC-style escapes.
 */
export const POSTGRES_READING = {
  backslashEscapesInStrings: false,
  parserDatabase: 'PostgresQL',
  lexer: {
    hashComments: false,
    doubleQuotedStrings: false,
    backtickIdentifiers: false,
    bracketIdentifiers: false,
    dollarQuoting: true,
    forbiddenOutsideQuotes: ['?', '$', '{', '}'],
  },
} satisfies Partial<Dialect>;
