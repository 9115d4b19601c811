/**
 * The schedule builder of the report modal: "every hour / day / week / month at a time", turned
 * into a crontab and read back from one. A crontab the builder cannot express (ranges, steps,
 * several times a day...) stays a raw crontab the user edits as text. Pure.
 */
import { parseCrontab } from './crontab';

export type ScheduleFrequency = 'hourly' | 'daily' | 'weekly' | 'monthly';

export interface ScheduleBuilderValue {
  frequency: ScheduleFrequency;
  minute: number;
  /** Ignored for hourly schedules. */
  hour: number;
  /** 0 = Sunday ... 6 = Saturday; weekly schedules need at least one. */
  weekdays: number[];
  /** 1..31; monthly schedules only. */
  monthDay: number;
}

/** Superset's default report schedule: Mondays at 12:00. */
export const DEFAULT_CRONTAB = '0 12 * * 1';

export const DEFAULT_BUILDER_VALUE: ScheduleBuilderValue = {
  frequency: 'weekly',
  minute: 0,
  hour: 12,
  weekdays: [1],
  monthDay: 1,
};

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

export function builderToCrontab(value: ScheduleBuilderValue): string {
  const minute = clamp(value.minute, 0, 59);
  const hour = clamp(value.hour, 0, 23);
  switch (value.frequency) {
    case 'hourly':
      return `${minute} * * * *`;
    case 'daily':
      return `${minute} ${hour} * * *`;
    case 'weekly': {
      const days = [...new Set(value.weekdays.map((d) => clamp(d, 0, 6)))].sort((a, b) => a - b);
      return `${minute} ${hour} * * ${days.length > 0 ? days.join(',') : '*'}`;
    }
    case 'monthly':
      return `${minute} ${hour} ${clamp(value.monthDay, 1, 31)} * *`;
  }
}

/**
 * The builder settings that produce exactly this crontab's runs, or null when the builder
 * cannot express it (the raw crontab field is used then).
 */
export function crontabToBuilder(crontab: string): ScheduleBuilderValue | null {
  const parsed = parseCrontab(crontab);
  if (parsed === null) return null;
  const { minute, hour, dayOfMonth, month, dayOfWeek } = parsed;
  const [minuteValue] = minute.values;
  if (minute.any || minute.values.length !== 1 || minuteValue === undefined) return null;
  if (!month.any) return null;
  const base = { ...DEFAULT_BUILDER_VALUE, minute: minuteValue };
  if (hour.any) {
    return dayOfMonth.any && dayOfWeek.any ? { ...base, frequency: 'hourly' } : null;
  }
  const [hourValue] = hour.values;
  if (hour.values.length !== 1 || hourValue === undefined) return null;
  const timed = { ...base, hour: hourValue };
  if (dayOfMonth.any && dayOfWeek.any) return { ...timed, frequency: 'daily' };
  if (dayOfMonth.any) {
    // Every weekday listed is "every day", which the daily setting already says.
    if (dayOfWeek.values.length === 7) return { ...timed, frequency: 'daily' };
    return { ...timed, frequency: 'weekly', weekdays: dayOfWeek.values };
  }
  const [monthDay] = dayOfMonth.values;
  if (dayOfWeek.any && dayOfMonth.values.length === 1 && monthDay !== undefined) {
    return { ...timed, frequency: 'monthly', monthDay };
  }
  return null;
}

/** What the schedule control shows: a builder frequency, or the raw crontab. */
export type ScheduleMode = ScheduleFrequency | 'custom';

/**
 * What the user last did in the schedule control, with the crontab it produced. While the
 * form's value is still that crontab, the user's mode and settings stand (a weekly schedule with
 * every day ticked stays weekly, typed text stays custom); any other value was set from outside
 * (a form reset) and is read afresh.
 */
export interface ScheduleChoice {
  mode: ScheduleMode;
  builder: ScheduleBuilderValue;
  crontab: string;
}

export function scheduleView(
  crontab: string,
  choice: ScheduleChoice | null,
): { mode: ScheduleMode; builder: ScheduleBuilderValue } {
  if (choice !== null && choice.crontab === crontab) {
    return { mode: choice.mode, builder: choice.builder };
  }
  const read = crontabToBuilder(crontab);
  return { mode: read ? read.frequency : 'custom', builder: read ?? DEFAULT_BUILDER_VALUE };
}

/**
 * Switching the control to `mode`: the raw crontab keeps the text as it is, ready to edit; a
 * builder frequency starts from what the current crontab says when the builder can read it.
 */
export function switchScheduleMode(
  crontab: string,
  builder: ScheduleBuilderValue,
  mode: ScheduleMode,
): ScheduleChoice {
  if (mode === 'custom') return { mode, builder, crontab };
  const base = crontabToBuilder(crontab) ?? builder;
  const weekdays = base.weekdays.length > 0 ? base.weekdays : DEFAULT_BUILDER_VALUE.weekdays;
  const updated = { ...base, weekdays, frequency: mode };
  return { mode, builder: updated, crontab: builderToCrontab(updated) };
}
