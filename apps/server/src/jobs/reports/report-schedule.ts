/**
 * Crontab arithmetic for report schedules with croner: whether a crontab and timezone are
 * valid, when a schedule fires next in its timezone, and whether it fires more often than the
 * configured minimum interval (Superset's `validate_report_frequency`: the gaps between the next
 * 60 runs are checked, which catches patterns like `0,1 * * * *` too).
 */
import { Cron } from 'croner';

export const CRON_NOT_VALID = 'Cron expression is not valid';
export const TIMEZONE_NOT_VALID = 'Not a valid timezone';
export const MAX_CRONTAB_LENGTH = 1000;
const FREQUENCY_SAMPLES = 60;

/** Superset's ReportScheduleFrequencyNotAllowed message. */
export function frequencyNotAllowed(reportType: string, minimumIntervalMinutes: number): string {
  return (
    `${reportType} schedule frequency exceeding limit. Please configure a schedule with a ` +
    `minimum interval of ${Math.ceil(minimumIntervalMinutes)} minutes per execution.`
  );
}

export function isValidTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A croner schedule that never runs by itself (no callback), or null when the crontab is not a
 * cron pattern. Croner also accepts an ISO date as a one-off "pattern"; a report schedule must
 * repeat, so those are refused.
 */
export function parseSchedule(crontab: string, timezone: string): Cron | null {
  const text = crontab.trim();
  if (text === '' || text.length > MAX_CRONTAB_LENGTH || !isValidTimezone(timezone)) return null;
  try {
    const cron = new Cron(text, { timezone, paused: true });
    if (cron.getPattern() === undefined) return null;
    return cron;
  } catch {
    return null;
  }
}

/** The next `count` run times after `from`, in the report's timezone. */
export function nextRunTimes(
  crontab: string,
  timezone: string,
  count: number,
  from: Date = new Date(),
): Date[] {
  const cron = parseSchedule(crontab, timezone);
  return cron ? cron.nextRuns(count, from) : [];
}

/** The shortest gap between consecutive runs among the next ones, in ms (Infinity if < 2 runs). */
export function shortestIntervalMs(
  crontab: string,
  timezone: string,
  from: Date = new Date(),
): number {
  const runs = nextRunTimes(crontab, timezone, FREQUENCY_SAMPLES + 1, from);
  let shortest = Infinity;
  for (let i = 1; i < runs.length; i += 1) {
    const gap = runs[i]!.getTime() - runs[i - 1]!.getTime();
    if (gap < shortest) shortest = gap;
  }
  return shortest;
}

/** Whether the crontab fires at most once per `minimumIntervalMinutes`. */
export function respectsMinimumInterval(
  crontab: string,
  timezone: string,
  minimumIntervalMinutes: number,
  from: Date = new Date(),
): boolean {
  if (minimumIntervalMinutes <= 0) return true;
  return shortestIntervalMs(crontab, timezone, from) >= minimumIntervalMinutes * 60_000;
}
