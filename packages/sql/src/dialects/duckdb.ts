/**
 * DuckDB. Parsed with the PostgreSQL grammar (the closest node-sql-parser has), so DuckDB-only
 * syntax in custom SQL (list literals `[1, 2]`, lambdas, struct literals) is refused, fail closed.
 */
import type { Dialect } from './dialect-spec';
import { DATE_TRUNC_CALENDAR_GRAINS, DATE_TRUNC_UNIT_GRAINS } from './date-trunc-grains';
import type { TimeGrainTemplates } from './time-grains';
import { LIMIT_OFFSET, POSTGRES_READING, quoteDoubleQuoted } from './dialect-parts';

const bucket = (interval: string) => `TIME_BUCKET(INTERVAL '${interval}', {col})`;

const timeGrains: TimeGrainTemplates = {
  ...DATE_TRUNC_UNIT_GRAINS,
  PT5S: bucket('5 seconds'),
  PT30S: bucket('30 seconds'),
  PT5M: bucket('5 minutes'),
  PT10M: bucket('10 minutes'),
  PT15M: bucket('15 minutes'),
  PT30M: bucket('30 minutes'),
  'PT0.5H': bucket('30 minutes'),
  PT6H: bucket('6 hours'),
  P7D: "TIME_BUCKET(INTERVAL '7 days', {col}, TIMESTAMP '1970-01-01 00:00:00')",
  ...DATE_TRUNC_CALENDAR_GRAINS,
};

export const duckdbDialect: Dialect = {
  name: 'duckdb',
  quoteIdentifier: quoteDoubleQuoted,
  placeholder: () => '?',
  timeGrains,
  supportsRegex: true,
  operators: {
    // DuckDB's LIKE has no escape character unless one is named.
    like: "{col} LIKE {value} ESCAPE '\\'",
    notLike: "{col} NOT LIKE {value} ESCAPE '\\'",
    ilike: "{col} ILIKE {value} ESCAPE '\\'",
    notIlike: "{col} NOT ILIKE {value} ESCAPE '\\'",
    regex: 'REGEXP_MATCHES({col}, {value})',
    nullSafeEquals: '{a} IS NOT DISTINCT FROM {b}',
    likePattern: 'escape-backslash',
    ilikePattern: 'escape-backslash',
  },
  decimalParam: '{param}',
  timestampParam: 'CAST({param} AS TIMESTAMP)',
  epochSecondsToTimestamp: 'MAKE_TIMESTAMP(CAST(CAST({col} AS DOUBLE) * 1000000 AS BIGINT))',
  epochMillisecondsToTimestamp: 'EPOCH_MS(CAST({col} AS BIGINT))',
  ...LIMIT_OFFSET,
  maxAliasBytes: null,
  ...POSTGRES_READING,

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
