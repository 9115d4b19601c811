/**
 * MySQL and MariaDB. Text comparisons (=, LIKE, REGEXP) follow the column's collation, as in
 * MySQL itself: case-insensitive under the default `_ci` collations, case-sensitive under `_bin`.
 */
import type { Dialect } from './dialect-spec';
import type { TimeGrainTemplates } from './time-grains';
import { LIMIT_OFFSET, STANDARD_LIKE } from './dialect-parts';

/** `size`-second buckets within the day; TIME_TO_SEC reads the time of day. */
const seconds = (size: number) =>
  `DATE_ADD(DATE({col}), INTERVAL FLOOR(TIME_TO_SEC({col}) / ${size}) * ${size} SECOND)`;

const timeGrains: TimeGrainTemplates = {
  PT1S: seconds(1),
  PT5S: seconds(5),
  PT30S: seconds(30),
  PT1M: seconds(60),
  PT5M: seconds(300),
  PT10M: seconds(600),
  PT15M: seconds(900),
  PT30M: seconds(1800),
  'PT0.5H': seconds(1800),
  PT1H: seconds(3600),
  PT6H: seconds(21600),
  P1D: 'DATE({col})',
  P7D: "DATE_ADD(DATE '1970-01-01', INTERVAL FLOOR(DATEDIFF({col}, DATE '1970-01-01') / 7) * 7 DAY)",
  P1W: 'DATE(DATE_SUB({col}, INTERVAL WEEKDAY({col}) DAY))',
  P1M: 'DATE(DATE_SUB({col}, INTERVAL DAYOFMONTH({col}) - 1 DAY))',
  P3M: 'MAKEDATE(YEAR({col}), 1) + INTERVAL (QUARTER({col}) - 1) QUARTER',
  'P0.25Y': 'MAKEDATE(YEAR({col}), 1) + INTERVAL (QUARTER({col}) - 1) QUARTER',
  P1Y: 'MAKEDATE(YEAR({col}), 1)',
  '1969-12-28T00:00:00Z/P1W': 'DATE(DATE_SUB({col}, INTERVAL DAYOFWEEK({col}) - 1 DAY))',
  '1969-12-29T00:00:00Z/P1W': 'DATE(DATE_SUB({col}, INTERVAL WEEKDAY({col}) DAY))',
  'P1W/1970-01-03T00:00:00Z': 'DATE(DATE_ADD({col}, INTERVAL 7 - DAYOFWEEK({col}) DAY))',
  'P1W/1970-01-04T00:00:00Z': 'DATE(DATE_ADD({col}, INTERVAL 6 - WEEKDAY({col}) DAY))',
};

export const mysqlDialect: Dialect = {
  name: 'mysql',
  quoteIdentifier: (id) => `\`${id.replaceAll('`', '``')}\``,
  placeholder: () => '?',
  timeGrains,
  supportsRegex: true,
  operators: {
    ...STANDARD_LIKE,
    ilike: 'LOWER({col}) LIKE LOWER({value})',
    notIlike: 'LOWER({col}) NOT LIKE LOWER({value})',
    regex: '{col} REGEXP {value}',
    nullSafeEquals: '{a} <=> {b}',
    likePattern: 'escape-backslash',
    ilikePattern: 'escape-backslash',
  },
  // DATETIME compares with 'YYYY-MM-DD HH:mm:ss' text as a datetime.
  decimalParam: '{param}',
  timestampParam: '{param}',
  // Not FROM_UNIXTIME, whose result depends on the session time zone.
  epochSecondsToTimestamp:
    "TIMESTAMPADD(MICROSECOND, ROUND({col} * 1000000), TIMESTAMP '1970-01-01 00:00:00')",
  epochMillisecondsToTimestamp:
    "TIMESTAMPADD(MICROSECOND, ROUND({col} * 1000), TIMESTAMP '1970-01-01 00:00:00')",
  ...LIMIT_OFFSET,
  maxAliasBytes: 256,
  backslashEscapesInStrings: true,
  parserDatabase: 'MySQL',
  lexer: {
    hashComments: true,
    doubleQuotedStrings: true,
    backtickIdentifiers: true,
    bracketIdentifiers: false,
    dollarQuoting: false,
    // `?` parameters, `@var` session variables (and `@var :=` assignments), `{fn ...}` escapes.
    forbiddenOutsideQuotes: ['?', '@', '{', '}'],
  },
  disallowedFunctions: [
    'load_file',
    'sleep',
    'benchmark',
    'user',
    'current_user',
    'session_user',
    'system_user',
    'version',
    'sys_exec',
    'sys_eval',
    'get_lock',
    'release_lock',
    'release_all_locks',
    'is_free_lock',
    'is_used_lock',
    'master_pos_wait',
    'source_pos_wait',
    // Favourites of error-based injection: they echo their argument in the error message.
    'extractvalue',
    'updatexml',
  ],
  disallowedBareWords: ['current_user'],
};
