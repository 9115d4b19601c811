/**
 * What the compiler and the guard need to know about an engine, as data. Each engine's file in
 * this folder fills one of these; nothing else in the package branches on the engine's name.
 */
export type DialectName = 'duckdb' | 'sqlite' | 'postgresql' | 'mysql';

/** The parser database option of node-sql-parser closest to each engine. */
export type ParserDatabase = 'PostgresQL' | 'Sqlite' | 'MySQL' | 'MariaDB';

/**
 * How a filter's LIKE pattern (`%` and `_` wildcards, a backslash making the next `%`, `_` or
 * backslash literal, everything else literal) becomes the bound value:
 * - `escape-backslash`: the engine's LIKE reads `\` as its escape character, by default
 *   (PostgreSQL, MySQL) or through the template's `ESCAPE '\'` (DuckDB, SQLite);
 * - `glob`: the pattern is rewritten for GLOB (`%` → `*`, `_` → `?`, `*?[` bracketed), which is
 *   how SQLite gets a case-sensitive LIKE.
 */
export type LikePatternStyle = 'escape-backslash' | 'glob';

/** Lexical rules the guard's tokenizer follows for this engine. */
export interface LexerRules {
  /** `#` starts a comment to the end of the line (MySQL). */
  hashComments: boolean;
  /** "..." is a string literal rather than an identifier (MySQL without ANSI_QUOTES). */
  doubleQuotedStrings: boolean;
  /** `...` quotes an identifier (MySQL, SQLite). */
  backtickIdentifiers: boolean;
  /** [...] quotes an identifier (SQLite). */
  bracketIdentifiers: boolean;
  /** `$1` parameters and `$tag$...$tag$` strings (PostgreSQL, DuckDB). */
  dollarQuoting: boolean;
  /**
   * Characters that start a bind parameter or a session variable outside quotes; user SQL may not
   * contain them (they would shift or read the compiler's own parameters).
   */
  forbiddenOutsideQuotes: readonly string[];
}

/** Operator templates; `{col}` is the column expression and `{value}` the bound value. */
export interface OperatorTemplates {
  like: string;
  notLike: string;
  ilike: string;
  notIlike: string;
  /** Null when the engine has no regular-expression match (the REGEX operator is refused). */
  regex: string | null;
  /** Equality that holds for two NULLs, `{a}` and `{b}` (joins on series columns). */
  nullSafeEquals: string;
  likePattern: LikePatternStyle;
  ilikePattern: LikePatternStyle;
}

export interface Dialect {
  name: DialectName;
  quoteIdentifier(id: string): string;
  /** The placeholder of the `index`-th parameter, 1-based: `?` or `$n`. */
  placeholder(index: number): string;
  /** Time grain (ISO-8601 duration, Superset's names) → expression template with `{col}`. */
  timeGrains: Record<string, string>;
  supportsRegex: boolean;
  operators: OperatorTemplates;
  /**
   * How a bound naive-UTC timestamp text (`YYYY-MM-DD HH:mm:ss`) is written, `{param}` being its
   * placeholder: an explicit cast where the engine would otherwise compare text.
   */
  timestampParam: string;
  /**
   * How a bound non-integer number is written. PostgreSQL types an untyped parameter after the
   * other operand, so `int_col > $1` would refuse 2.5; the cast keeps the comparison numeric.
   */
  decimalParam: string;
  /** Expressions turning epoch numbers (python_date_format epoch_s / epoch_ms) into timestamps. */
  epochSecondsToTimestamp: string;
  epochMillisecondsToTimestamp: string;
  /** `LIMIT n` and `OFFSET n` clauses, `{n}` a validated integer. */
  limitClause: string;
  offsetClause: string;
  /** Longest output column alias the engine keeps intact, in UTF-8 bytes; null when unlimited. */
  maxAliasBytes: number | null;
  /** Whether `\` inside a '...' literal is an escape (MySQL's default), for display rendering. */
  backslashEscapesInStrings: boolean;
  parserDatabase: ParserDatabase;
  lexer: LexerRules;
  /**
   * Functions user SQL may not call (lower case). An entry ending in `*` is a prefix. Deny-lists
   * are incomplete by nature: the real control is a read-only, locked-down database session.
   */
  disallowedFunctions: readonly string[];
  /** Functions the engine also runs when written bare, without parentheses (`CURRENT_USER`). */
  disallowedBareWords: readonly string[];
}
