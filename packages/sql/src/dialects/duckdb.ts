/**
 * DuckDB. Parsed with the PostgreSQL grammar (the closest node-sql-parser has), so DuckDB-only
 * syntax in custom SQL (list literals `[1, 2]`, lambdas, struct literals) is refused, fail closed.
 */
import type { Dialect } from './dialect-spec';
import type { TimeGrainTemplates } from './time-grains';

const bucket = (interval: string) => `TIME_BUCKET(INTERVAL '${interval}', {col})`;

const timeGrains: TimeGrainTemplates = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT5S: bucket('5 seconds'),
  PT30S: bucket('30 seconds'),
  PT1M: "DATE_TRUNC('minute', {col})",
  PT5M: bucket('5 minutes'),
  PT10M: bucket('10 minutes'),
  PT15M: bucket('15 minutes'),
  PT30M: bucket('30 minutes'),
  'PT0.5H': bucket('30 minutes'),
  PT1H: "DATE_TRUNC('hour', {col})",
  PT6H: bucket('6 hours'),
  P1D: "DATE_TRUNC('day', {col})",
  P7D: "TIME_BUCKET(INTERVAL '7 days', {col}, TIMESTAMP '1970-01-01 00:00:00')",
  P1W: "DATE_TRUNC('week', {col})",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  'P0.25Y': "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
  '1969-12-28T00:00:00Z/P1W': "DATE_TRUNC('week', {col} + INTERVAL '1 day') - INTERVAL '1 day'",
  '1969-12-29T00:00:00Z/P1W': "DATE_TRUNC('week', {col})",
  'P1W/1970-01-03T00:00:00Z': "DATE_TRUNC('week', {col} + INTERVAL '1 day') + INTERVAL '5 days'",
  'P1W/1970-01-04T00:00:00Z': "DATE_TRUNC('week', {col}) + INTERVAL '6 days'",
};

export const duckdbDialect: Dialect = {
  name: 'duckdb',
  quoteIdentifier: (id) => `"${id.replaceAll('"', '""')}"`,
  placeholder: () => '?',
  timeGrains,
  supportsRegex: true,
  operators: {
    like: '{col} LIKE {value}',
    notLike: '{col} NOT LIKE {value}',
    ilike: '{col} ILIKE {value}',
    notIlike: '{col} NOT ILIKE {value}',
    regex: 'REGEXP_MATCHES({col}, {value})',
    nullSafeEquals: '{a} IS NOT DISTINCT FROM {b}',
    likePattern: 'as-is',
    ilikePattern: 'as-is',
  },
  decimalParam: '{param}',
  timestampParam: 'CAST({param} AS TIMESTAMP)',
  epochSecondsToTimestamp: 'MAKE_TIMESTAMP(CAST(CAST({col} AS DOUBLE) * 1000000 AS BIGINT))',
  epochMillisecondsToTimestamp: 'EPOCH_MS(CAST({col} AS BIGINT))',
  limitClause: 'LIMIT {n}',
  offsetClause: 'OFFSET {n}',
  maxAliasBytes: null,
  backslashEscapesInStrings: false,
  parserDatabase: 'PostgresQL',
  lexer: {
    hashComments: false,
    doubleQuotedStrings: false,
    backtickIdentifiers: false,
    bracketIdentifiers: false,
    dollarQuoting: true,
    // `?`/`$n` are parameters; `{` opens struct literals and ODBC-style escapes.
    forbiddenOutsideQuotes: ['?', '$', '{', '}'],
  },
  disallowedFunctions: [
    // Files, network and other databases (blocked by enable_external_access=false too).
    'read_*',
    'parquet_*',
    'sniff_csv',
    'glob',
    'iceberg_*',
    'delta_scan',
    'sqlite_scan',
    'sqlite_attach',
    'postgres_*',
    'mysql_*',
    'http_*',
    'load_aws_credentials',
    'getenv',
    // Arbitrary SQL from a string, settings and catalog introspection of other tables.
    'query',
    'query_table',
    'current_setting',
    'getvariable',
    'duckdb_*',
    'pragma_*',
    'which_secret',
    'version',
  ],
  disallowedBareWords: [],
};
