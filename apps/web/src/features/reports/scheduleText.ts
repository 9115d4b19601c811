/**
 * A crontab in words for the report list and the schedule preview ("At 12:00, only on Monday").
 * Each phrase goes through `t()`; a crontab the parser refuses is shown as typed. Pure.
 */
import { t } from '../../i18n/t';
import { parseCrontab, type CronField, type CronItem } from './crontab';

function weekdayName(day: number): string {
  const names = [
    t('Sunday'),
    t('Monday'),
    t('Tuesday'),
    t('Wednesday'),
    t('Thursday'),
    t('Friday'),
    t('Saturday'),
  ];
  return names[day % 7] ?? String(day);
}

function monthName(month: number): string {
  const names = [
    t('January'),
    t('February'),
    t('March'),
    t('April'),
    t('May'),
    t('June'),
    t('July'),
    t('August'),
    t('September'),
    t('October'),
    t('November'),
    t('December'),
  ];
  return names[month - 1] ?? String(month);
}

const pad = (value: number) => String(value).padStart(2, '0');

export function clockTime(hour: number, minute: number): string {
  return `${pad(hour)}:${pad(minute)}`;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return t('%s and %s', words.slice(0, -1).join(', '), words[words.length - 1] ?? '');
}

/** Only single values (no ranges or steps), e.g. `1,3,5`. */
function singles(field: CronField): number[] | null {
  return field.items.every((item) => !item.whole && item.start === item.end) ? field.values : null;
}

/** `*\/n`: the whole range at a step. */
function wholeStep(field: CronField): number | null {
  const [item] = field.items;
  return field.items.length === 1 && item?.whole === true && item.step > 1 ? item.step : null;
}

/** One item in words with a formatter for its values: "9", "1 through 5", "every 2 from 1 through 9". */
function itemWords(item: CronItem, name: (value: number) => string): string {
  if (item.start === item.end) return name(item.start);
  const range = t('%s through %s', name(item.start), name(item.end));
  return item.step > 1 ? t('every %s from %s', item.step, range) : range;
}

function listWords(field: CronField, name: (value: number) => string): string {
  return joinWords(field.items.map((item) => itemWords(item, name)));
}

/** The time-of-day part: "At 09:00", "Every 15 minutes", "Every hour"... */
function timeWords(minute: CronField, hour: CronField): string {
  const minuteSingles = singles(minute);
  const hourSingles = singles(hour);
  if (minuteSingles?.length === 1 && hourSingles !== null && hourSingles.length <= 6) {
    const [m = 0] = minuteSingles;
    return t('At %s', joinWords(hourSingles.map((h) => clockTime(h, m))));
  }
  let words: string;
  const minuteStep = wholeStep(minute);
  if (minute.any) words = t('Every minute');
  else if (minuteStep !== null) words = t('Every %s minutes', minuteStep);
  else if (minuteSingles?.length === 1 && minuteSingles[0] === 0) words = t('Every hour');
  else words = t('At minute %s past the hour', listWords(minute, String));
  if (hour.any) return words;
  const hourStep = wholeStep(hour);
  if (hourStep !== null) {
    // On the hour every n hours is simply "Every n hours", not "Every hour, every n hours".
    const onTheHour = minuteSingles?.length === 1 && minuteSingles[0] === 0;
    return onTheHour ? t('Every %s hours', hourStep) : t('%s, every %s hours', words, hourStep);
  }
  const during = hour.items.map((item) =>
    item.start === item.end
      ? t('between %s and %s', clockTime(item.start, 0), clockTime(item.start, 59))
      : item.step > 1
        ? t(
            'every %s hours from %s through %s',
            item.step,
            clockTime(item.start, 0),
            clockTime(item.end, 59),
          )
        : t('between %s and %s', clockTime(item.start, 0), clockTime(item.end, 59)),
  );
  return t('%s, %s', words, joinWords(during));
}

function dayOfMonthWords(field: CronField): string {
  const step = wholeStep(field);
  if (step !== null) return t('every %s days', step);
  const list = singles(field);
  if (list?.length === 1) return t('on day %s of the month', list[0] ?? '');
  return t('on days %s of the month', listWords(field, String));
}

function dayOfWeekWords(field: CronField): string {
  const [item] = field.items;
  if (
    field.items.length === 1 &&
    item !== undefined &&
    item.start !== item.end &&
    item.step === 1
  ) {
    return t('%s through %s', weekdayName(item.start), weekdayName(item.end));
  }
  const list = singles(field);
  if (list !== null) return t('only on %s', joinWords(list.map(weekdayName)));
  return t('on %s', listWords(field, weekdayName));
}

function monthWords(field: CronField): string {
  const step = wholeStep(field);
  if (step !== null) return t('every %s months', step);
  return t('only in %s', listWords(field, monthName));
}

/** The crontab in words, or the crontab itself when it cannot be read. */
export function describeCrontab(crontab: string): string {
  const parsed = parseCrontab(crontab);
  if (parsed === null) return crontab.trim();
  const { minute, hour, dayOfMonth, month, dayOfWeek } = parsed;
  const parts = [timeWords(minute, hour)];
  // Cron runs when either day field matches if both are restricted.
  const days = [
    ...(dayOfMonth.any ? [] : [dayOfMonthWords(dayOfMonth)]),
    ...(dayOfWeek.any ? [] : [dayOfWeekWords(dayOfWeek)]),
  ];
  if (days.length > 0) parts.push(days.join(t(' or ')));
  else if (month.any && singles(minute)?.length === 1 && singles(hour) !== null) {
    parts.push(t('every day'));
  }
  if (!month.any) parts.push(monthWords(month));
  return parts.join(', ');
}
