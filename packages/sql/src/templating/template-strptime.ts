/**
 * Python's `datetime.strptime` for the directives date texts use (%Y %y %m %d %H %M %S %f %%),
 * giving a naive UTC Date, or null when the text does not match the format.
 */
const FIELDS: Record<string, { pattern: string; field: string }> = {
  Y: { pattern: '(\\d{4})', field: 'year' },
  y: { pattern: '(\\d{2})', field: 'shortYear' },
  m: { pattern: '(\\d{1,2})', field: 'month' },
  d: { pattern: '(\\d{1,2})', field: 'day' },
  H: { pattern: '(\\d{1,2})', field: 'hour' },
  M: { pattern: '(\\d{1,2})', field: 'minute' },
  S: { pattern: '(\\d{1,2})', field: 'second' },
  f: { pattern: '(\\d{1,6})', field: 'fraction' },
};

interface DateFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  fraction: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function parseWithStrptime(text: string, format: string): Date | null {
  const fields: string[] = [];
  let pattern = '';
  for (let i = 0; i < format.length; i++) {
    const ch = format[i] as string;
    if (ch !== '%') {
      pattern += escapeRegex(ch);
      continue;
    }
    const directive = format[++i] ?? '';
    if (directive === '%') {
      pattern += '%';
      continue;
    }
    const spec = Object.hasOwn(FIELDS, directive) ? FIELDS[directive] : undefined;
    if (!spec) return null;
    pattern += spec.pattern;
    fields.push(spec.field);
  }
  const match = new RegExp(`^${pattern}$`).exec(text);
  if (!match) return null;
  const value: DateFields = {
    year: 1900,
    month: 1,
    day: 1,
    hour: 0,
    minute: 0,
    second: 0,
    fraction: 0,
  };
  fields.forEach((field, index) => {
    const raw = match[index + 1] as string;
    if (field === 'shortYear') value.year = (Number(raw) < 69 ? 2000 : 1900) + Number(raw);
    else if (field === 'fraction') value.fraction = Number(raw.padEnd(6, '0')) / 1000;
    else value[field as Exclude<keyof DateFields, 'fraction'>] = Number(raw);
  });
  const { year, month, day, hour, minute, second, fraction } = value;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, fraction));
  date.setUTCFullYear(year);
  // Day 31 of a 30-day month and the like roll over in Date; Python refuses them.
  if (
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return null;
  }
  return date;
}
