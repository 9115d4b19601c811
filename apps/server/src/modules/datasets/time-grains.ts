/**
 * The time grains each engine supports, as `[duration, name]` choices (Superset's
 * `database.grains()`, listed in a dataset's `time_grain_sqla`). The set per engine follows
 * Superset's engine specs; the SQL for each grain belongs to the query compiler.
 */
const NAMES: Record<string, string> = {
  PT1S: 'Second',
  PT5S: '5 second',
  PT30S: '30 second',
  PT1M: 'Minute',
  PT5M: '5 minute',
  PT10M: '10 minute',
  PT15M: '15 minute',
  PT30M: '30 minute',
  PT1H: 'Hour',
  PT6H: '6 hour',
  P1D: 'Day',
  P1W: 'Week',
  P1M: 'Month',
  P3M: 'Quarter',
  P1Y: 'Year',
  '1969-12-28T00:00:00Z/P1W': 'Week starting Sunday',
  '1969-12-29T00:00:00Z/P1W': 'Week starting Monday',
  'P1W/1970-01-03T00:00:00Z': 'Week ending Saturday',
  'P1W/1970-01-04T00:00:00Z': 'Week ending Sunday',
};

const COMMON = ['PT1S', 'PT1M', 'PT1H', 'P1D', 'P1W', 'P1M', 'P3M', 'P1Y'];

const BY_BACKEND: Record<string, string[]> = {
  duckdb: COMMON,
  postgresql: [
    'PT1S',
    'PT5S',
    'PT30S',
    'PT1M',
    'PT5M',
    'PT10M',
    'PT15M',
    'PT30M',
    'PT1H',
    'P1D',
    'P1W',
    'P1M',
    'P3M',
    'P1Y',
  ],
  mysql: [...COMMON, '1969-12-29T00:00:00Z/P1W'],
  sqlite: [
    ...COMMON,
    '1969-12-28T00:00:00Z/P1W',
    '1969-12-29T00:00:00Z/P1W',
    'P1W/1970-01-03T00:00:00Z',
    'P1W/1970-01-04T00:00:00Z',
  ],
};

export function timeGrainChoices(backend: string): [string, string][] {
  return (BY_BACKEND[backend] ?? COMMON).map((grain) => [grain, NAMES[grain] ?? grain]);
}
