/**
 * Crontab parsing for report schedules: the five standard fields (minute, hour, day of month,
 * month, day of week) with `*`, `?`, lists, ranges, steps, month and weekday names, and the
 * `@daily`-style macros. The schedule builder and the human-readable schedule read crontabs
 * through this one parser, and the form refuses what it cannot read before the server is asked.
 * Pure: no React, no DOM.
 */

export type CronFieldName = 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek';

/** One comma-separated part of a field: `5`, `1-5`, `*\/15`, `10-50/10`. */
export interface CronItem {
  /** First value; for `*` the field's minimum. */
  start: number;
  /** Last value; equal to `start` for a single value, the field's maximum for `*`. */
  end: number;
  step: number;
  /** Written as `*` (with or without a step), i.e. the whole range. */
  whole: boolean;
}

export interface CronField {
  /** `*` or `?` with no step: no restriction. */
  any: boolean;
  items: CronItem[];
  /** Every value the field allows, ascending, without duplicates. */
  values: number[];
}

export type ParsedCrontab = Record<CronFieldName, CronField>;

interface FieldSpec {
  name: CronFieldName;
  min: number;
  max: number;
  names?: readonly string[];
  /** `?` is accepted (Quartz-style "no specific value") in the two day fields. */
  question?: boolean;
}

const MONTH_NAMES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;
const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

const FIELDS: readonly FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'dayOfMonth', min: 1, max: 31, question: true },
  { name: 'month', min: 1, max: 12, names: MONTH_NAMES },
  // 7 is Sunday too, as in Vixie cron; it is folded into 0 when values are listed.
  { name: 'dayOfWeek', min: 0, max: 7, names: WEEKDAY_NAMES, question: true },
];

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** Superset's message for a crontab it cannot read; the server uses the same words. */
export const CRON_NOT_VALID = 'Cron expression is not valid';

function parseValue(text: string, spec: FieldSpec): number | null {
  if (/^\d{1,2}$/.test(text)) {
    const value = Number(text);
    return value >= spec.min && value <= spec.max ? value : null;
  }
  if (spec.names) {
    const index = spec.names.indexOf(text.toUpperCase());
    // Month names count from 1 (JAN = 1), weekday names from 0 (SUN = 0).
    if (index >= 0) return index + spec.min;
  }
  return null;
}

function parseItem(text: string, spec: FieldSpec): CronItem | null {
  const [range, stepText, extra] = text.split('/');
  if (range === undefined || extra !== undefined) return null;
  let step = 1;
  if (stepText !== undefined) {
    if (!/^\d{1,2}$/.test(stepText)) return null;
    step = Number(stepText);
    if (step < 1 || step > spec.max - spec.min + 1) return null;
  }
  if (range === '*') return { start: spec.min, end: spec.max, step, whole: true };
  const [startText, endText, rest] = range.split('-');
  if (startText === undefined || rest !== undefined) return null;
  const start = parseValue(startText, spec);
  if (start === null) return null;
  if (endText === undefined) {
    // `5/15` means "from 5 to the end, every 15" (cron's shorthand).
    return stepText === undefined
      ? { start, end: start, step: 1, whole: false }
      : { start, end: spec.max, step, whole: false };
  }
  const end = parseValue(endText, spec);
  if (end === null || end < start) return null;
  return { start, end, step, whole: false };
}

function parseField(text: string, spec: FieldSpec): CronField | null {
  const any = text === '*' || (spec.question === true && text === '?');
  const items: CronItem[] = [];
  for (const part of any ? ['*'] : text.split(',')) {
    const item = parseItem(part, spec);
    if (item === null) return null;
    items.push(item);
  }
  const values = new Set<number>();
  for (const item of items) {
    for (let v = item.start; v <= item.end; v += item.step) {
      values.add(spec.name === 'dayOfWeek' && v === 7 ? 0 : v);
    }
  }
  return { any, items, values: [...values].sort((a, b) => a - b) };
}

/** The five fields of a macro or a crontab, or null when it is not five fields. */
export function crontabFields(crontab: string): string[] | null {
  const text = crontab.trim();
  const expanded = MACROS[text.toLowerCase()] ?? text;
  const parts = expanded.split(/\s+/);
  return parts.length === FIELDS.length && parts.every((p) => p !== '') ? parts : null;
}

/** The crontab's fields, or null when any field is not standard cron syntax. */
export function parseCrontab(crontab: string): ParsedCrontab | null {
  const parts = crontabFields(crontab);
  if (parts === null) return null;
  const parsed: Partial<ParsedCrontab> = {};
  for (const [index, spec] of FIELDS.entries()) {
    const field = parseField(parts[index] ?? '', spec);
    if (field === null) return null;
    parsed[spec.name] = field;
  }
  return parsed as ParsedCrontab;
}

/** Null when the crontab is usable, otherwise the message to show next to it. */
export function crontabProblem(crontab: string): string | null {
  return parseCrontab(crontab) === null ? CRON_NOT_VALID : null;
}
