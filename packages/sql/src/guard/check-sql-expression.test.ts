/**
 * The expression guard: every bad input of security-requirements row 4 (custom SQL metrics,
 * columns, WHERE and HAVING) is refused on every dialect; ordinary expressions are accepted.
 */
import { describe, expect, it } from 'vitest';
import type { DialectName } from '../dialects/dialect';
import { checkSqlExpression, sanitizeSqlExpression } from './check-sql-expression';
import { validationErrorOf } from './guard-test-support';

const DIALECTS: DialectName[] = ['duckdb', 'sqlite', 'postgresql', 'mysql'];
const CLAUSES = ['SELECT', 'WHERE', 'HAVING'] as const;

/** The refusal in HAVING, once every clause has refused `text`. */
function refusal(text: string, dialect: DialectName, allowSubqueries = false): string {
  const refusals = CLAUSES.map((clause) =>
    validationErrorOf(
      () => checkSqlExpression(text, dialect, { clause, allowSubqueries }),
      `in ${clause}: ${text}`,
    ),
  );
  return refusals[refusals.length - 1]?.message ?? '';
}

const SUBQUERY = 'Custom SQL fields cannot contain sub-queries.';

/** Refused everywhere, with the message each one gets. */
const BAD: [string, string | RegExp][] = [
  ['SUM(x)) FROM secret --', 'Unable to parse SQL expression: unbalanced parentheses'],
  ['SUM(x)) FROM secret WHERE (1', 'Unable to parse SQL expression: unbalanced parentheses'],
  ['(SELECT password FROM users)', SUBQUERY],
  ['CASE WHEN (SELECT 1 FROM users) = 1 THEN 1 END', SUBQUERY],
  ['EXISTS (SELECT 1 FROM users)', SUBQUERY],
  ['delay IN (SELECT delay FROM users)', SUBQUERY],
  ['(VALUES (1))', SUBQUERY],
  ['(TABLE users)', SUBQUERY],
  ['(FROM users) IS NULL', SUBQUERY],
  ['x = (DESCRIBE users)', SUBQUERY],
  ['/* unclosed', 'Unable to parse SQL expression: unterminated comment'],
  ['1 /* a /* nested */ */', 'Unable to parse SQL expression: nested comments are not allowed'],
  ['1; SELECT 2', 'Only one SQL expression is allowed'],
  ['1;', 'Only one SQL expression is allowed'],
  ['a, b', 'Only one SQL expression is allowed'],
  ['1 AS x', /^Unable to parse SQL expression: syntax error/],
  ["' OR 1=1 --", 'Unable to parse SQL expression: unterminated string'],
  ["'it\\' OR 1=1 --'", /backslash before a quote/],
  ['delay = ?', 'Unable to parse SQL expression: "?" is not allowed here'],
  ['{fn version()}', 'Unable to parse SQL expression: "{" is not allowed here'],
  ['a\u0000b', 'Unable to parse SQL expression: NUL characters are not allowed'],
  ['', 'Unable to parse SQL expression: it is empty'],
  ['  -- only a comment', 'Unable to parse SQL expression: it is empty'],
  ['DELETE FROM users', 'The keyword DELETE is not allowed in a SQL expression'],
  ['x INTO y', 'The keyword INTO is not allowed in a SQL expression'],
  ['x'.repeat(10_001), 'The SQL expression is too long (at most 10000 characters)'],
];

/** Dialect-specific refusals. */
const BAD_BY_DIALECT: Record<DialectName, [string, string | RegExp][]> = {
  postgresql: [
    ['version()', 'The function version is not allowed'],
    ['VERSION ()', 'The function VERSION is not allowed'],
    ["pg_read_file('/etc/passwd')", 'The function pg_read_file is not allowed'],
    ['"pg_read_file"(\'/etc/passwd\')', 'The function pg_read_file is not allowed'],
    ["pg_catalog.pg_read_file('/etc/passwd')", 'The function pg_read_file is not allowed'],
    ["pg_read_binary_file('/etc/passwd')", 'The function pg_read_binary_file is not allowed'],
    ["pg_ls_dir('/')", 'The function pg_ls_dir is not allowed'],
    ['pg_sleep(10)', 'The function pg_sleep is not allowed'],
    ["lo_import('/etc/passwd')", 'The function lo_import is not allowed'],
    ["current_setting('data_directory')", 'The function current_setting is not allowed'],
    ["set_config('a', 'b', false)", 'The function set_config is not allowed'],
    ["dblink('host=x', 'select 1')", 'The function dblink is not allowed'],
    ["query_to_xml('select 1', true, true, '')", 'The function query_to_xml is not allowed'],
    ['current_user', 'The function current_user is not allowed'],
    ['$1', 'Unable to parse SQL expression: "$" is not allowed here'],
    ['$$x$$', 'Unable to parse SQL expression: "$" is not allowed here'],
    ["E'\\''", /backslash before a quote/],
  ],
  mysql: [
    ['version()', 'The function version is not allowed'],
    ['VERSION ()', 'The function VERSION is not allowed'],
    ["load_file('/etc/passwd')", 'The function load_file is not allowed'],
    ['sleep(10)', 'The function sleep is not allowed'],
    ["benchmark(1000000, md5('x'))", 'The function benchmark is not allowed'],
    ['user()', 'The function user is not allowed'],
    ["extractvalue(1, concat(0x7e, 'x'))", 'The function extractvalue is not allowed'],
    ["sys_exec('id')", 'The function sys_exec is not allowed'],
    ['@x := 1', 'Unable to parse SQL expression: "@" is not allowed here'],
    ['1 --1', "Unable to parse SQL expression: '--' must be followed by a space"],
    ['1 /*!50000 OR 1=1 */', 'Unable to parse SQL expression: executable comments are not allowed'],
    ["'a\\' OR 1=1 -- '", /backslash before a quote/],
  ],
  sqlite: [
    ['sqlite_version()', 'The function sqlite_version is not allowed'],
    ["load_extension('/tmp/x.so')", 'The function load_extension is not allowed'],
    ["readfile('/etc/passwd')", 'The function readfile is not allowed'],
    ["writefile('/tmp/x', 'y')", 'The function writefile is not allowed'],
    [':name', 'Unable to parse SQL expression: ":" is not allowed here'],
    ['@name', 'Unable to parse SQL expression: "@" is not allowed here'],
    ['$name', 'Unable to parse SQL expression: "$" is not allowed here'],
  ],
  duckdb: [
    ['version()', 'The function version is not allowed'],
    ["read_csv('/etc/passwd')", 'The function read_csv is not allowed'],
    ["read_csv_auto('/etc/passwd')", 'The function read_csv_auto is not allowed'],
    ["read_parquet('s3://b/x')", 'The function read_parquet is not allowed'],
    ["read_text('/etc/passwd')", 'The function read_text is not allowed'],
    ["glob('/*')", 'The function glob is not allowed'],
    ["getenv('HOME')", 'The function getenv is not allowed'],
    ["query('SELECT 1')", 'The function query is not allowed'],
    ['duckdb_settings()', 'The function duckdb_settings is not allowed'],
    ["current_setting('threads')", 'The function current_setting is not allowed'],
    ['?', 'Unable to parse SQL expression: "?" is not allowed here'],
    ['$1', 'Unable to parse SQL expression: "$" is not allowed here'],
  ],
};

/** Ordinary expressions, accepted (and unchanged) on each dialect. */
const COMMON_GOOD = [
  "CASE WHEN delay > 15 THEN 'late' ELSE 'on time' END",
  'COALESCE(delay, 0) * 2 + 1',
  'NULLIF(distance, 0) / 60',
  'COUNT(DISTINCT origin)',
  'COUNT(*)',
  'SUM(delay) / COUNT(*)',
  'ROUND(AVG(delay), 2)',
  "UPPER(origin) = 'SFO' AND (delay > 0 OR delay IS NULL)",
  "origin IN ('SFO', 'LAX') AND NOT delay BETWEEN 1 AND 5",
  "LOWER(origin) LIKE '%a%'",
  "TRIM(origin) <> ''",
  'ABS(delay) % 7',
  "'it''s' = origin",
  "'a;b' = origin",
  "'--' = origin",
  '"select" + 1',
];

const GOOD_BY_DIALECT: Record<DialectName, string[]> = {
  postgresql: [
    'CAST(delay AS DOUBLE PRECISION) / 60',
    'delay::numeric',
    "origin || '-' || destination",
    "DATE_TRUNC('month', ts)",
    'EXTRACT(YEAR FROM ts)',
    "ts + INTERVAL '1 day'",
    'SUM(delay) FILTER (WHERE delay > 0)',
    "origin ILIKE 's%'",
    "origin ~ '^S'",
    'percentile_cont(0.5) WITHIN GROUP (ORDER BY delay)',
    "TO_CHAR(ts, 'YYYY-MM')",
  ],
  mysql: [
    "IF(delay > 15, 'late', 'ok')",
    "CONCAT(origin, '-', destination)",
    "DATE_FORMAT(ts, '%Y-%m')",
    'CAST(delay AS DECIMAL(10,2))',
    'IFNULL(delay, 0)',
    'ts + INTERVAL 1 DAY',
    'YEAR(ts) * 100 + MONTH(ts)',
    "GROUP_CONCAT(origin SEPARATOR ',')",
    "origin REGEXP '^S'",
    '`weird col` + 1',
  ],
  sqlite: [
    "strftime('%Y', ts)",
    "date(ts, 'start of month')",
    "IIF(delay > 15, 'late', 'ok')",
    'CAST(delay AS REAL)',
    'substr(origin, 1, 2)',
    "julianday(ts) - julianday('2024-01-01')",
    'IFNULL(delay, 0)',
    "origin || '-' || destination",
  ],
  duckdb: [
    "DATE_TRUNC('week', ts)",
    "strftime(ts, '%Y')",
    "date_part('year', ts)",
    'quantile_cont(delay, 0.5)',
    'delay::DOUBLE',
    "regexp_matches(origin, '^S')",
    'epoch(ts)',
    "origin ILIKE 's%'",
  ],
};

describe('checkSqlExpression: refusals (security row 4)', () => {
  for (const dialect of DIALECTS) {
    for (const [text, message] of [...BAD, ...BAD_BY_DIALECT[dialect]]) {
      it(`${dialect}: ${JSON.stringify(text.slice(0, 60))}`, () => {
        expect(refusal(text, dialect)).toMatch(
          typeof message === 'string' ? new RegExp(`^${escape(message)}$`) : message,
        );
      });
    }
  }
});

describe('checkSqlExpression: ordinary expressions', () => {
  for (const dialect of DIALECTS) {
    for (const text of [...COMMON_GOOD, ...GOOD_BY_DIALECT[dialect]]) {
      const quoted = dialect === 'mysql' ? text.replace('"select"', '`select`') : text;
      it(`${dialect}: ${quoted}`, () => {
        for (const clause of CLAUSES) {
          expect(sanitizeSqlExpression(quoted, dialect, { clause })).toBe(quoted);
        }
      });
    }
  }

  it('removes comments and trims', () => {
    expect(
      sanitizeSqlExpression('  SUM(delay) /* total */ -- note\n + 1 ', 'postgresql', {
        clause: 'SELECT',
      }),
    ).toBe('SUM(delay)    \n + 1');
    expect(sanitizeSqlExpression('1 # note', 'mysql', { clause: 'WHERE' })).toBe('1');
  });

  it('accepts read-only sub-queries when allowed, never writes', () => {
    const opts = { clause: 'WHERE' as const, allowSubqueries: true };
    expect(() =>
      checkSqlExpression('delay > (SELECT AVG(delay) FROM flights)', 'postgresql', opts),
    ).not.toThrow();
    expect(() =>
      checkSqlExpression(
        'delay IN (WITH d AS (DELETE FROM t RETURNING delay) SELECT delay FROM d)',
        'postgresql',
        opts,
      ),
    ).toThrow('The keyword DELETE is not allowed in a SQL expression');
    expect(() =>
      checkSqlExpression("(SELECT pg_read_file('/etc/passwd')) IS NULL", 'postgresql', opts),
    ).toThrow('The function pg_read_file is not allowed');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
