/**
 * The helpers Handlebars charts may call, after Superset's: `dateFormat`, `stringify`,
 * `formatNumber`, `parseJson`, `t`, a `group` block (rows grouped by a field), and the usual
 * comparison, logic, text, list and arithmetic helpers of just-handlebars-helpers
 * (`{{#if (gt value 10)}}`, `{{uppercase name}}`, `{{join tags ", "}}`...).
 * Dates are read as UTC, like every date in Panorama.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { t } from '../../i18n/t';
import { TemplateError, type Helper, type HelperOptions } from './templateRenderer';

dayjs.extend(utc);

function isOptions(value: unknown): value is HelperOptions {
  return typeof value === 'object' && value !== null && 'hash' in value && 'fn' in value;
}

/** A helper's positional arguments and its options (always passed last). */
function split(args: unknown[]): [unknown[], HelperOptions | undefined] {
  const last = args[args.length - 1];
  return isOptions(last) ? [args.slice(0, -1), last] : [args, undefined];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function number(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

/** Two-argument helpers over their first two positional arguments. */
function binary(operation: (a: unknown, b: unknown) => unknown): Helper {
  return (...args) => {
    const [[a, b]] = split(args);
    return operation(a, b);
  };
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

const dateFormat: Helper = (...args) => {
  const [[value], options] = split(args);
  const format = typeof options?.hash.format === 'string' ? options.hash.format : 'YYYY-MM-DD';
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs.utc(value as string | number);
  return date.isValid() ? date.format(format) : String(value);
};

const stringify: Helper = (...args) => {
  const [[value], options] = split(args);
  if (!options || args.length < 2) {
    throw new TemplateError('Please call with an object. Example: `stringify myObj`');
  }
  return isPlainObject(value) || Array.isArray(value) ? JSON.stringify(value) : String(value);
};

const formatNumber: Helper = (...args) => {
  const [[value], options] = split(args);
  if (value === null || value === undefined || value === '') return '';
  const numeric = number(value);
  if (Number.isNaN(numeric)) return String(value);
  const format = options?.hash.format;
  const locale = options?.hash.locale;
  if (typeof format === 'string' && format) return getNumberFormatter(format)(numeric);
  if (typeof locale === 'string' && locale) {
    try {
      return numeric.toLocaleString(locale);
    } catch {
      return numeric.toLocaleString();
    }
  }
  return getNumberFormatter()(numeric);
};

const parseJson: Helper = (...args) => {
  const [[text]] = split(args);
  try {
    return JSON.parse(String(text)) as unknown;
  } catch (error) {
    throw new TemplateError(
      `Invalid JSON string: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
};

const translate: Helper = (...args) => {
  const [[key, ...rest]] = split(args);
  if (key === null || key === undefined) return '';
  return t(
    String(key),
    ...rest.map((value) => (typeof value === 'number' ? value : String(value))),
  );
};

/** `{{#group rows by="region"}}{{value}}: {{#each items}}…{{/each}}{{/group}}` */
const group: Helper = (...args) => {
  const [[rows], options] = split(args);
  if (!options) return '';
  const field = String(options.hash.by ?? '');
  const groups = new Map<unknown, unknown[]>();
  for (const row of list(rows)) {
    const key =
      typeof row === 'object' && row !== null && Object.hasOwn(row, field)
        ? (row as Record<string, unknown>)[field]
        : undefined;
    const items = groups.get(key) ?? [];
    items.push(row);
    groups.set(key, items);
  }
  return [...groups.entries()].map(([value, items]) => options.fn({ value, items })).join('');
};

export const TEMPLATE_HELPERS: Readonly<Record<string, Helper>> = {
  dateFormat,
  stringify,
  formatNumber,
  parseJson,
  t: translate,
  group,
  // Comparison and logic.
  eq: binary((a, b) => a === b),
  eqw: binary((a, b) => a == b),
  neq: binary((a, b) => a !== b),
  neqw: binary((a, b) => a != b),
  lt: binary((a, b) => number(a) < number(b)),
  lte: binary((a, b) => number(a) <= number(b)),
  gt: binary((a, b) => number(a) > number(b)),
  gte: binary((a, b) => number(a) >= number(b)),
  not: (...args) => !split(args)[0][0],
  and: (...args) => split(args)[0].every(Boolean),
  or: (...args) => split(args)[0].some(Boolean),
  ifx: (...args) => {
    const [[condition, yes, no]] = split(args);
    return condition ? yes : no;
  },
  coalesce: (...args) =>
    split(args)[0].find((value) => value !== null && value !== undefined) ?? '',
  // Lists.
  empty: (...args) => list(split(args)[0][0]).length === 0,
  count: (...args) => (Array.isArray(split(args)[0][0]) ? list(split(args)[0][0]).length : false),
  includes: binary((values, value) => list(values).includes(value)),
  first: (...args) => list(split(args)[0][0])[0],
  last: (...args) => list(split(args)[0][0]).at(-1),
  join: binary((values, separator) =>
    list(values).join(typeof separator === 'string' ? separator : ' '),
  ),
  // Text.
  lowercase: (...args) => String(split(args)[0][0] ?? '').toLowerCase(),
  uppercase: (...args) => String(split(args)[0][0] ?? '').toUpperCase(),
  capitalizeFirst: (...args) => {
    const text = String(split(args)[0][0] ?? '');
    return text.charAt(0).toUpperCase() + text.slice(1);
  },
  capitalizeEach: (...args) =>
    String(split(args)[0][0] ?? '').replace(/\b\w/g, (letter) => letter.toUpperCase()),
  concat: (...args) =>
    split(args)[0]
      .map((value) => String(value ?? ''))
      .join(''),
  excerpt: binary((text, length) => {
    const value = String(text ?? '');
    const limit = Number.isFinite(number(length)) ? number(length) : 50;
    return value.length > limit ? `${value.slice(0, limit)}...` : value;
  }),
  // Arithmetic.
  sum: binary((a, b) => number(a) + number(b)),
  difference: binary((a, b) => number(a) - number(b)),
  multiplication: binary((a, b) => number(a) * number(b)),
  division: binary((a, b) => number(a) / number(b)),
  remainder: binary((a, b) => number(a) % number(b)),
  abs: (...args) => Math.abs(number(split(args)[0][0])),
  ceil: (...args) => Math.ceil(number(split(args)[0][0])),
  floor: (...args) => Math.floor(number(split(args)[0][0])),
};
