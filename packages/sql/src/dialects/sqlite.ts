/**
 * SQLite. Dates are ISO-8601 text by convention (`YYYY-MM-DD HH:MM:SS`), so grains produce that
 * text and time bounds are bound as text. SQLite's LIKE ignores ASCII case, so LIKE is rendered
 * as GLOB (case-sensitive, as in the other engines) and ILIKE as LIKE.
 */
import type { Dialect } from './dialect-spec';
import type { TimeGrainTemplates } from './time-grains';
import { LIMIT_OFFSET, quoteDoubleQuoted } from './dialect-parts';

/** Unix seconds of the value, as an integer. */
const unix = "CAST(STRFTIME('%s', {col}) AS INTEGER)";
/** `size`-second buckets from the epoch; the double modulo floors negative (pre-1970) values too. */
const seconds = (size: number) =>
  `DATETIME(${unix} - ((${unix} % ${size}) + ${size}) % ${size}, 'unixepoch')`;

const timeGrains: TimeGrainTemplates = {
  PT1S: "DATETIME(STRFTIME('%Y-%m-%d %H:%M:%S', {col}))",
  PT5S: seconds(5),
  PT30S: seconds(30),
  PT1M: "DATETIME(STRFTIME('%Y-%m-%d %H:%M:00', {col}))",
  PT5M: seconds(300),
  PT10M: seconds(600),
  PT15M: seconds(900),
  PT30M: seconds(1800),
  'PT0.5H': seconds(1800),
  PT1H: "DATETIME(STRFTIME('%Y-%m-%d %H:00:00', {col}))",
  PT6H: seconds(21600),
  P1D: "DATETIME({col}, 'start of day')",
  P7D: seconds(604800),
  // 'weekday N' moves forward to the next day N, or stays when already there.
  P1W: "DATETIME({col}, 'start of day', '-6 days', 'weekday 1')",
  P1M: "DATETIME({col}, 'start of month')",
  P3M: "DATETIME({col}, 'start of month', '-' || ((CAST(STRFTIME('%m', {col}) AS INTEGER) - 1) % 3) || ' months')",
  'P0.25Y':
    "DATETIME({col}, 'start of month', '-' || ((CAST(STRFTIME('%m', {col}) AS INTEGER) - 1) % 3) || ' months')",
  P1Y: "DATETIME({col}, 'start of year')",
  '1969-12-28T00:00:00Z/P1W': "DATETIME({col}, 'start of day', '-6 days', 'weekday 0')",
  '1969-12-29T00:00:00Z/P1W': "DATETIME({col}, 'start of day', '-6 days', 'weekday 1')",
  'P1W/1970-01-03T00:00:00Z': "DATETIME({col}, 'start of day', 'weekday 6')",
  'P1W/1970-01-04T00:00:00Z': "DATETIME({col}, 'start of day', 'weekday 0')",
};

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  quoteIdentifier: quoteDoubleQuoted,
  placeholder: () => '?',
  timeGrains,
  // No REGEXP function unless the application registers one; better-sqlite3 does not.
  supportsRegex: false,
  operators: {
    like: '{col} GLOB {value}',
    notLike: '{col} NOT GLOB {value}',
    // SQLite's LIKE has no escape character unless one is named.
    ilike: "{col} LIKE {value} ESCAPE '\\'",
    notIlike: "{col} NOT LIKE {value} ESCAPE '\\'",
    regex: null,
    nullSafeEquals: '{a} IS {b}',
    likePattern: 'glob',
    ilikePattern: 'escape-backslash',
  },
  decimalParam: '{param}',
  timestampParam: '{param}',
  epochSecondsToTimestamp: "DATETIME({col}, 'unixepoch')",
  epochMillisecondsToTimestamp: "DATETIME({col} / 1000.0, 'unixepoch')",
  ...LIMIT_OFFSET,
  maxAliasBytes: null,
  backslashEscapesInStrings: false,
  parserDatabase: 'Sqlite',
  lexer: {
    hashComments: false,
    doubleQuotedStrings: false,
    backtickIdentifiers: true,
    bracketIdentifiers: true,
    dollarQuoting: false,
    // `?`, `?NNN`, `:name`, `@name` and `$name` are all parameters in SQLite.
    forbiddenOutsideQuotes: ['?', ':', '@', '$', '{', '}'],
  },
  disallowedFunctions: [
    'load_extension',
    'readfile',
    'writefile',
    'edit',
    'fts3_tokenizer',
    'zipfile*',
    'sqlite_version',
    'sqlite_compileoption_*',
    'sqlite_source_id',
  ],
  disallowedBareWords: [],
};
