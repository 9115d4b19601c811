/** PostgreSQL (and engines speaking its SQL closely enough to share the grammar). */
import type { Dialect } from './dialect-spec';
import { DATE_TRUNC_CALENDAR_GRAINS, DATE_TRUNC_UNIT_GRAINS } from './date-trunc-grains';
import type { TimeGrainTemplates } from './time-grains';
import { LIMIT_OFFSET, POSTGRES_LIKE, POSTGRES_READING, quoteDoubleQuoted } from './dialect-parts';

/** `size`-unit buckets inside the enclosing `unit`, e.g. 5-minute buckets within the hour. */
const within = (unit: string, part: string, size: number, interval: string) =>
  `DATE_TRUNC('${unit}', {col}) + INTERVAL '${interval}' * FLOOR(EXTRACT(${part} FROM {col}) / ${size})`;

const timeGrains: TimeGrainTemplates = {
  ...DATE_TRUNC_UNIT_GRAINS,
  PT5S: within('minute', 'SECOND', 5, '5 seconds'),
  PT30S: within('minute', 'SECOND', 30, '30 seconds'),
  PT5M: within('hour', 'MINUTE', 5, '5 minutes'),
  PT10M: within('hour', 'MINUTE', 10, '10 minutes'),
  PT15M: within('hour', 'MINUTE', 15, '15 minutes'),
  PT30M: within('hour', 'MINUTE', 30, '30 minutes'),
  'PT0.5H': within('hour', 'MINUTE', 30, '30 minutes'),
  PT6H: within('day', 'HOUR', 6, '6 hours'),
  // EXTRACT(EPOCH) of a naive timestamp counts from 1970-01-01 00:00 on its own wall clock.
  P7D: "TIMESTAMP '1970-01-01 00:00:00' + INTERVAL '7 days' * FLOOR(EXTRACT(EPOCH FROM {col}) / 604800)",
  ...DATE_TRUNC_CALENDAR_GRAINS,
};

export const postgresqlDialect: Dialect = {
  name: 'postgresql',
  quoteIdentifier: quoteDoubleQuoted,
  placeholder: (index) => `$${index}`,
  timeGrains,
  supportsRegex: true,
  operators: {
    ...POSTGRES_LIKE,
    regex: '{col} ~ {value}',
    nullSafeEquals: '{a} IS NOT DISTINCT FROM {b}',
    likePattern: 'escape-backslash',
    ilikePattern: 'escape-backslash',
  },
  decimalParam: 'CAST({param} AS NUMERIC)',
  timestampParam: 'CAST({param} AS TIMESTAMP)',
  epochSecondsToTimestamp: "(TO_TIMESTAMP({col}) AT TIME ZONE 'UTC')",
  epochMillisecondsToTimestamp: "(TO_TIMESTAMP({col} / 1000.0) AT TIME ZONE 'UTC')",
  ...LIMIT_OFFSET,
  // NAMEDATALEN - 1: longer names are silently truncated.
  maxAliasBytes: 63,
  ...POSTGRES_READING,

  disallowedFunctions: [
    'pg_read_*',
    'pg_ls_*',
    'pg_stat_file',
    'pg_file_*',
    'pg_logdir_ls',
    'pg_sleep*',
    'pg_terminate_backend',
    'pg_cancel_backend',
    'pg_reload_conf',
    'pg_rotate_logfile',
    'pg_promote',
    'pg_advisory_*',
    'pg_try_advisory_*',
    'pg_create_*',
    'pg_drop_*',
    'pg_switch_wal',
    'pg_backup_*',
    'lo_*',
    'dblink*',
    'query_to_xml*',
    'table_to_xml*',
    'schema_to_xml*',
    'database_to_xml*',
    'cursor_to_xml*',
    'current_setting',
    'set_config',
    'nextval',
    'setval',
    'inet_*',
    'current_user',
    'session_user',
    'version',
  ],
  disallowedBareWords: ['current_user', 'session_user', 'user', 'current_role'],
};
