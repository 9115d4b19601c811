/**
 * get_since_until, case by case, against a fixed now: Friday 2024-03-15 10:30:00.123 (a leap
 * year; the milliseconds check that `now` is taken to the second). Every expected value was
 * worked out by hand with a calendar, not produced by the code.
 */
import { describe, expect, it } from 'vitest';
import { formatPythonIsoformat } from './naive-datetime';
import { resolveTimeRange, type ResolveTimeRangeOptions } from './resolve-time-range';

const NOW = new Date(Date.UTC(2024, 2, 15, 10, 30, 0, 123));

type Options = Omit<ResolveTimeRangeOptions, 'now'>;
type Case = [
  timeRange: string | null,
  since: string | null,
  until: string | null,
  options?: Options,
];

const iso = (d: Date | null) => (d ? formatPythonIsoformat(d) : null);
const run = (timeRange: string | null, options: Options = {}) => {
  const { since, until } = resolveTimeRange(timeRange, { now: NOW, ...options });
  return [iso(since), iso(until)];
};

const D = (date: string, time = '00:00:00') => `${date}T${time}`;

describe('resolveTimeRange', () => {
  const cases: Case[] = [
    // No filter, also with a shift (which is not applied).
    ['No filter', null, null],
    ['No filter', null, null, { timeShift: '1 year' }],
    // Last shorthands: `today` is the open end for day-and-longer units, `now` for shorter ones.
    ['Last day', D('2024-03-14'), D('2024-03-15')],
    ['Last week', D('2024-03-08'), D('2024-03-15')],
    ['Last month', D('2024-02-15'), D('2024-03-15')],
    ['Last quarter', D('2023-12-15'), D('2024-03-15')],
    ['Last year', D('2023-03-15'), D('2024-03-15')],
    ['Last 7 days', D('2024-03-08'), D('2024-03-15')],
    ['Last 3 hours', D('2024-03-15', '07:30:00'), D('2024-03-15', '10:30:00')],
    ['Last 30 minutes', D('2024-03-15', '10:00:00'), D('2024-03-15', '10:30:00')],
    ['Last 45 seconds', D('2024-03-15', '10:29:15'), D('2024-03-15', '10:30:00')],
    ['Last day', D('2024-03-14'), D('2024-03-15', '10:30:00'), { relativeEnd: 'now' }],
    [
      'Last day',
      D('2024-03-14', '10:30:00'),
      D('2024-03-15', '10:30:00'),
      { relativeStart: 'now', relativeEnd: 'now' },
    ],
    ['Last day : now', D('2024-03-14'), D('2024-03-15', '10:30:00')],
    // Next shorthands.
    ['Next week', D('2024-03-15'), D('2024-03-22')],
    ['Next 3 months', D('2024-03-15'), D('2024-06-15')],
    ['Next 2 hours', D('2024-03-15', '10:30:00'), D('2024-03-15', '12:30:00')],
    // Previous calendar periods (weeks start on Monday: Mar 11 is this week's Monday).
    ['previous calendar week', D('2024-03-04'), D('2024-03-11')],
    ['previous calendar month', D('2024-02-01'), D('2024-03-01')],
    ['previous calendar quarter', D('2023-10-01'), D('2024-01-01')],
    ['previous calendar year', D('2023-01-01'), D('2024-01-01')],
    // Current periods.
    ['Current day', D('2024-03-15'), D('2024-03-16')],
    ['Current week', D('2024-03-11'), D('2024-03-18')],
    ['Current month', D('2024-03-01'), D('2024-04-01')],
    ['Current quarter', D('2024-01-01'), D('2024-04-01')],
    ['Current year', D('2024-01-01'), D('2025-01-01')],
    // first <subunit> of <unit>.
    ['first week of this year', D('2024-01-01'), D('2024-01-08')],
    ['first month of last quarter', D('2023-10-01'), D('2023-11-01')],
    ['1st quarter of next year', D('2025-01-01'), D('2025-04-01')],
    ['first week of the month', D('2024-03-01'), D('2024-03-08')],
    // Explicit sides: ISO, keywords, human deltas, empty sides.
    ['2024-01-01 : 2024-02-01', D('2024-01-01'), D('2024-02-01')],
    [
      '2024-01-01T10:00:00 : 2024-01-01 12:30:00',
      D('2024-01-01', '10:00:00'),
      D('2024-01-01', '12:30:00'),
    ],
    ['2020-02-01 : ', D('2020-02-01'), null],
    [' : 2020-02-01', null, D('2020-02-01')],
    ['today : now', D('2024-03-15'), D('2024-03-15', '10:30:00')],
    ['yesterday : tomorrow', D('2024-03-14'), D('2024-03-16')],
    ['7 days ago : now', D('2024-03-08'), D('2024-03-15', '10:30:00')],
    ['3 hours ago : 1 hour later', D('2024-03-15', '07:30:00'), D('2024-03-15', '11:30:00')],
    ['2 quarters ago : today', D('2023-09-15'), D('2024-03-15')],
    // start of / end of / first of / scoped units, per side.
    ['start of this month : end of this month', D('2024-03-01'), D('2024-03-31')],
    ['beginning of last year : start of this year', D('2023-01-01'), D('2024-01-01')],
    // Mar 1 (today - 2 weeks) truncates to Monday Feb 26; Mar 22 (today + 1 week) ends Sunday Mar 24.
    ['start of last 2 weeks : end of next week', D('2024-02-26'), D('2024-03-24')],
    ['first of last month : first day of next month', D('2024-02-01'), D('2024-04-01')],
    ['first of the quarter : 1st day of next quarter', D('2024-01-01'), D('2024-04-01')],
    ['last 2 weeks : this week', D('2024-03-01'), D('2024-03-15')],
    ['prior 3 days : next 1 day', D('2024-03-12'), D('2024-03-16')],
    ['this hour : next 2 hours', D('2024-03-15', '10:30:00'), D('2024-03-15', '12:30:00')],
    [
      'LAST 15 MINUTES : now',
      D('2024-03-14', '23:45:00'),
      D('2024-03-15', '10:30:00'),
      { relativeStart: 'today' },
    ],
    // DATEADD, both quote styles; month ends clamp as relativedelta does.
    [
      "DATEADD(DATETIME('2024-01-31'), 1, MONTH) : DATEADD(DATETIME('2024-01-31'), 2, month)",
      D('2024-02-29'),
      D('2024-03-31'),
    ],
    ['DATEADD(DATETIME("2023-01-31"), 1, month) : 2023-03-01', D('2023-02-28'), D('2023-03-01')],
    [
      'DATEADD(DATETIME("2024-02-29"), 1, year) : DATEADD(DATETIME("2024-02-29"), 4, year)',
      D('2025-02-28'),
      D('2028-02-29'),
    ],
    [
      'DATEADD(DATETIME("2024-03-31"), -1, quarter) : DATEADD(DATETIME("2024-05-31"), -1, month)',
      D('2023-12-31'),
      D('2024-04-30'),
    ],
    // Feb 29 + 1 month is Mar 29: the clamp is not remembered.
    ['DATEADD(DATEADD(DATETIME("2024-01-31"), 1, month), 1, month) : ', D('2024-03-29'), null],
    [
      'DATEADD(DATETIME("2024-03-15T10:30:00"), -90, minute) : dateadd(datetime("2024-03-15T10:30:00"), +1, Hour)',
      D('2024-03-15', '09:00:00'),
      D('2024-03-15', '11:30:00'),
    ],
    // DATETRUNC: Sunday Mar 17 belongs to the week of Monday Mar 11.
    [
      'DATETRUNC(DATETIME("2024-03-17T23:59:59"), week) : DATETRUNC(DATETIME("2024-03-18"), WEEK)',
      D('2024-03-11'),
      D('2024-03-18'),
    ],
    [
      'DATETRUNC(DATETIME("2024-08-20T10:11:12"), quarter) : DATETRUNC(DATETIME("2024-12-31T23:00:00"), quarter)',
      D('2024-07-01'),
      D('2024-10-01'),
    ],
    [
      'datetrunc(datetime("2024-03-15T10:30:45"), hour) : DateTrunc(DateTime("2024-03-15T10:30:45"), minute)',
      D('2024-03-15', '10:00:00'),
      D('2024-03-15', '10:30:00'),
    ],
    [
      'DATETRUNC(DATETIME("2023-12-31T10:30:45.500"), second) : DATETRUNC(DATETIME("2024-06-30"), year)',
      D('2023-12-31', '10:30:45'),
      D('2024-01-01'),
    ],
    // LASTDAY: leap and non-leap February, quarter ends, Sunday week end, same-day.
    [
      'LASTDAY(DATETIME("2023-02-10"), month) : LASTDAY(DATETIME("2024-02-10"), month)',
      D('2023-02-28'),
      D('2024-02-29'),
    ],
    [
      'LASTDAY(DATETIME("2024-05-10"), quarter) : LASTDAY(DATETIME("2024-11-10"), quarter)',
      D('2024-06-30'),
      D('2024-12-31'),
    ],
    [
      'LASTDAY(DATETIME("2024-03-13T15:00:00"), day) : LASTDAY(DATETIME("2024-03-13T15:00:00"), week)',
      D('2024-03-13'),
      D('2024-03-17'),
    ],
    ['LASTDAY(DATETIME("2024-03-13"), year) : ', D('2024-12-31'), null],
    // HOLIDAY (US): Thanksgiving 2024 is the 4th Thursday (Nov 28); MLK the 3rd Monday of Jan (15).
    ['HOLIDAY("Thanksgiving") : HOLIDAY("Christmas")', D('2024-11-28'), D('2024-12-25')],
    [
      'HOLIDAY("memorial", DATETIME("2021-01-01")) : HOLIDAY("independence", DATETIME("2021-06-01"), "US")',
      D('2021-05-31'),
      D('2021-07-04'),
    ],
    ["HOLIDAY('martin') : HOLIDAY('labor')", D('2024-01-15'), D('2024-09-02')],
    ["HOLIDAY('Presidents Day') : HOLIDAY('columbus')", D('2024-02-19'), D('2024-10-14')],
    ["HOLIDAY('washington') : HOLIDAY('juneteenth')", D('2024-02-19'), D('2024-06-19')],
    [
      "HOLIDAY('veterans') : HOLIDAY('new year', DATEADD(DATETIME('today'), 1, year))",
      D('2024-11-11'),
      D('2025-01-01'),
    ],
    // 'c' matches Columbus Day and Christmas Day: the earlier one wins.
    ["HOLIDAY('c') : ", D('2024-10-14'), null],
    // DATEDIFF as DATEADD's amount: Jan 1 → Mar 1 2024 is 31 + 29 = 60 days.
    [
      'DATEADD(DATETIME("2024-01-01"), DATEDIFF(DATETIME("2024-01-01"), DATETIME("2024-03-01")), day) : ',
      D('2024-03-01'),
      null,
    ],
    [
      'DATEADD(DATETIME("2020-06-15"), DATEDIFF(DATETIME("2020-12-31"), DATETIME("2024-01-01"), YEAR), year) : ',
      D('2024-06-15'),
      null,
    ],
    // -5.5 days floors to -6, as Python's timedelta.days does: Mar 20 - 6 days = Mar 14.
    [
      'DATEADD(DATETIME("2024-03-20"), DATEDIFF(DATETIME("2024-03-15T12:00:00"), DATETIME("2024-03-10")), day) : ',
      D('2024-03-14'),
      null,
    ],
    // Trailing commas.
    [
      'DATEADD(DATETIME("2024-01-01"), 1, day,) : DATETRUNC(DATETIME("2024-05-05"), month,)',
      D('2024-01-02'),
      D('2024-05-01'),
    ],
    // time_shift: calendar deltas per bound, quarter = 3 months, absolute ranges.
    ['Last week', D('2023-03-08'), D('2023-03-15'), { timeShift: '1 year' }],
    ['Current month', D('2024-02-01'), D('2024-03-01'), { timeShift: '1 month ago' }],
    ['2024-03-31 : 2024-05-31', D('2024-02-29'), D('2024-04-30'), { timeShift: '1 month' }],
    ['2024-05-31 : 2024-06-30', D('2024-02-29'), D('2024-03-30'), { timeShift: '1 quarter' }],
    ['Last day', D('2024-03-21'), D('2024-03-22'), { timeShift: '1 week later' }],
    ['Last week', D('2023-01-01'), D('2023-02-01'), { timeShift: '2023-01-01 : 2023-02-01' }],
    ['2024-01-01 : ', D('2023-12-31'), null, { timeShift: '1 day' }],
    // Legacy since/until: the separator-less text is ignored; until defaults to today.
    [null, null, D('2024-03-15')],
    ['banana', null, D('2024-03-15')],
    ['last day', null, D('2024-03-15')],
    [null, null, D('2024-03-15', '10:30:00'), { relativeEnd: 'now' }],
    [null, D('2024-03-08'), D('2024-03-15'), { since: '7 days' }],
    [null, D('2024-03-01'), D('2024-04-01'), { since: '2 weeks', until: '2024-04-01' }],
    [
      null,
      D('2024-03-15', '07:30:00'),
      D('2024-03-15', '10:30:00'),
      { since: '3 hours ago', relativeEnd: 'now' },
    ],
  ];

  it.each(cases)('%s → [%s, %s]', (timeRange, since, until, options) => {
    expect(run(timeRange, options)).toEqual([since, until]);
  });

  it('has at least 60 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });
});

describe('resolveTimeRange errors', () => {
  const ambiguous = (t: string) =>
    `Time string is ambiguous. Please specify [${t} ago] or [${t} later].`;
  const nested = `${'DATEADD('.repeat(40)}DATETIME("today")${', 1, day)'.repeat(40)} : `;
  const errors: [string | null, string, Options?][] = [
    ['today : yesterday', 'From date cannot be larger than to date'],
    ['Next day : Last day', 'From date cannot be larger than to date'],
    ['7 days : now', ambiguous('7 days')],
    [null, ambiguous('3 months'), { since: '3 months' }],
    ['Last banana', 'Cannot parse time string [Last banana]'],
    ['2024-02-30 : ', 'Cannot parse time string [2024-02-30]'],
    ['HOLIDAY("Easter") : ', 'Unable to find such a holiday: [Easter]'],
    [
      'HOLIDAY("Christmas", DATETIME("today"), "FR") : ',
      'Holidays of country [FR] are not available (available: US)',
    ],
    [
      'DATEADD(DATETIME("today"), 1, days) : ',
      "Expected YEAR, QUARTER, MONTH, WEEK, DAY, HOUR, MINUTE or SECOND, found 'days' (at char 30)",
    ],
    ['DATEADD(DATETIME("today") 1, day) : ', "Expected ',', found '1' (at char 26)"],
    ['DATETIME("today") extra : ', "Expected end of text, found 'extra' (at char 18)"],
    ['DATETIME("today : ', 'Unterminated quoted string (at char 9)'],
    [
      'LASTDAY(DATETIME("today"), hour) : ',
      "Expected YEAR, QUARTER, MONTH, WEEK or DAY, found 'hour' (at char 27)",
    ],
    ['DATEADD(DATETIME("today"), 100000, year) : ', 'year 102024 is out of range'],
    [nested, 'Time expression is nested too deeply (more than 32 levels)'],
    ['Last week', 'Cannot parse time string [banana]', { timeShift: 'banana' }],
    ['Last week', 'Cannot parse time string [1 fortnight]', { timeShift: '1 fortnight' }],
  ];

  it.each(errors)('%s → %s', (timeRange, message, options) => {
    expect(() => run(timeRange, options)).toThrow(message);
    try {
      run(timeRange, options);
    } catch (err) {
      expect(err).toMatchObject({ name: 'ValidationError', status: 400, message });
    }
  });
});
