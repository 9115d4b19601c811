/**
 * United States federal holidays by year, for HOLIDAY('name'[, expr][, 'country']). Names are the
 * ones the python `holidays` package uses (observed=False: the actual day, not the weekday it is
 * observed on), with the dates each rule has had historically, plus common aliases.
 */
import { addDays, daysInMonth, naiveDate, weekday } from './naive-datetime';

export interface Holiday {
  name: string;
  date: Date;
}

const MONDAY = 0;
const THURSDAY = 3;

/** The nth (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, dayOfWeek: number, n: number): Date {
  const first = naiveDate(year, month, 1);
  const offset = (dayOfWeek - weekday(first) + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

function lastWeekday(year: number, month: number, dayOfWeek: number): Date {
  const last = naiveDate(year, month, daysInMonth(year, month));
  return addDays(last, -((weekday(last) - dayOfWeek + 7) % 7));
}

interface HolidayRule {
  name: string;
  aliases?: readonly string[];
  /** The holiday's date in a year, or null when it did not exist that year. */
  date(year: number): Date | null;
}

const US_RULES: readonly HolidayRule[] = [
  { name: "New Year's Day", date: (y) => (y >= 1871 ? naiveDate(y, 1, 1) : null) },
  {
    name: 'Martin Luther King Jr. Day',
    date: (y) => (y >= 1986 ? nthWeekday(y, 1, MONDAY, 3) : null),
  },
  {
    name: "Washington's Birthday",
    aliases: ['Presidents Day', "Presidents' Day", "President's Day"],
    date: (y) => (y >= 1971 ? nthWeekday(y, 2, MONDAY, 3) : y >= 1879 ? naiveDate(y, 2, 22) : null),
  },
  {
    name: 'Memorial Day',
    date: (y) => (y >= 1971 ? lastWeekday(y, 5, MONDAY) : y >= 1888 ? naiveDate(y, 5, 30) : null),
  },
  {
    name: 'Juneteenth National Independence Day',
    aliases: ['Juneteenth'],
    date: (y) => (y >= 2021 ? naiveDate(y, 6, 19) : null),
  },
  { name: 'Independence Day', date: (y) => (y >= 1871 ? naiveDate(y, 7, 4) : null) },
  { name: 'Labor Day', date: (y) => (y >= 1894 ? nthWeekday(y, 9, MONDAY, 1) : null) },
  {
    name: 'Columbus Day',
    date: (y) =>
      y >= 1971 ? nthWeekday(y, 10, MONDAY, 2) : y >= 1937 ? naiveDate(y, 10, 12) : null,
  },
  {
    name: 'Veterans Day',
    // Moved to the fourth Monday of October from 1971 to 1977.
    date: (y) =>
      y >= 1971 && y <= 1977
        ? nthWeekday(y, 10, MONDAY, 4)
        : y >= 1954
          ? naiveDate(y, 11, 11)
          : null,
  },
  { name: 'Armistice Day', date: (y) => (y >= 1938 && y <= 1953 ? naiveDate(y, 11, 11) : null) },
  {
    name: 'Thanksgiving Day',
    aliases: ['Thanksgiving'],
    // The fourth Thursday of November since 1942; the last Thursday before.
    date: (y) =>
      y >= 1942 ? nthWeekday(y, 11, THURSDAY, 4) : y >= 1871 ? lastWeekday(y, 11, THURSDAY) : null,
  },
  { name: 'Christmas Day', date: (y) => (y >= 1871 ? naiveDate(y, 12, 25) : null) },
];

const RULES_BY_COUNTRY: Readonly<Record<string, readonly HolidayRule[]>> = { US: US_RULES };

export const HOLIDAY_COUNTRIES = Object.keys(RULES_BY_COUNTRY);

/** The holidays of a country in a year, in date order; null when the country is not supported. */
export function holidaysOf(country: string, year: number): Holiday[] | null {
  const rules = RULES_BY_COUNTRY[country.toUpperCase()];
  if (!rules) return null;
  return rules
    .flatMap((rule) => {
      const date = rule.date(year);
      return date ? [{ name: rule.name, date }] : [];
    })
    .sort((a, b) => a.date.getTime() - b.date.getTime());
}

/**
 * The first holiday (in date order) whose name or an alias starts with `prefix`, ignoring case,
 * as the `holidays` package's get_named(..., lookup='istartswith') finds it.
 */
export function findHoliday(prefix: string, country: string, year: number): Holiday | null {
  const rules = RULES_BY_COUNTRY[country.toUpperCase()];
  if (!rules) return null;
  const wanted = prefix.toLowerCase();
  const matches = rules.filter((rule) =>
    [rule.name, ...(rule.aliases ?? [])].some((n) => n.toLowerCase().startsWith(wanted)),
  );
  const dated = matches.flatMap((rule) => {
    const date = rule.date(year);
    return date ? [{ name: rule.name, date }] : [];
  });
  dated.sort((a, b) => a.date.getTime() - b.date.getTime());
  return dated[0] ?? null;
}
