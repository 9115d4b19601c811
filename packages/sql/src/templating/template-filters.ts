/**
 * The `|filter`s a template may use: Jinja's everyday ones and Superset's `where_in` and
 * `to_datetime`. Each takes the value before the bar and the call's arguments; an unknown
 * filter is an error naming it.
 */
import type { Dialect } from '../dialects/dialect-spec';
import { BoundArguments } from './template-arguments';
import { TemplateError } from './template-error';
import { iterate } from './template-lookup';
import { stringLiteral } from './template-output';
import { parseWithStrptime } from './template-strptime';
import { concatTexts, mapText, plainText, replaceText, textValue } from './template-text';
import {
  OutsideText,
  TemplateDate,
  TemplateRecord,
  UndefinedName,
  hasOutsideText,
  isList,
  isText,
  isTruthy,
  textOf,
  typeName,
  type MacroArguments,
  type TemplateValue,
  type TextValue,
} from './template-values';

export const unknownFilter = (name: string) => `Unknown filter ${name}`;

interface Filter {
  parameters: string[];
  apply(value: TemplateValue, args: BoundArguments, dialect: Dialect): TemplateValue;
}

function asText(value: TemplateValue, line: number): TextValue {
  if (isText(value)) return value;
  if (value instanceof UndefinedName)
    throw new TemplateError(`Unknown template variable ${value.name}`, line);
  return textValue(value);
}

function toNumber(value: TemplateValue, integer: boolean): number | null {
  if (typeof value === 'number') return integer ? Math.trunc(value) : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (!isText(value)) return null;
  const text = textOf(value).trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
  const parsed = Number(text);
  return integer ? Math.trunc(parsed) : parsed;
}

/** JSON text of a value; dates as their Python text, as Superset's JSON encoder writes them. */
function toJsonData(value: TemplateValue): unknown {
  if (isText(value)) return textOf(value);
  if (isList(value)) return value.map(toJsonData);
  if (value instanceof TemplateRecord) {
    return Object.fromEntries(value.pairs().map(([key, item]) => [key, toJsonData(item)]));
  }
  if (value instanceof TemplateDate || value instanceof UndefinedName) return plainText(value);
  if (typeof value === 'object' && value !== null) return plainText(value);
  return value;
}

/** One value as an SQL literal for an IN list. */
function sqlLiteral(dialect: Dialect, value: TemplateValue, line: number): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return String(value);
  if (isText(value) || value instanceof TemplateDate)
    return stringLiteral(dialect, plainText(value));
  throw new TemplateError(`where_in cannot write a ${typeName(value)} as an SQL value`, line);
}

const FILTERS: Record<string, Filter> = {
  join: {
    parameters: ['d'],
    apply(value, args) {
      const separator = args.text('d', '');
      const parts: TextValue[] = [];
      iterate(value, args.line).forEach((item, index) => {
        if (index > 0) parts.push(separator);
        parts.push(textValue(item));
      });
      return concatTexts(parts);
    },
  },
  upper: {
    parameters: [],
    apply: (value, args) => mapText(asText(value, args.line), (t) => t.toUpperCase(), true),
  },
  lower: {
    parameters: [],
    apply: (value, args) => mapText(asText(value, args.line), (t) => t.toLowerCase(), true),
  },
  trim: {
    parameters: [],
    apply: (value, args) => mapText(asText(value, args.line), (t) => t.trim()),
  },
  replace: {
    parameters: ['old', 'new'],
    apply: (value, args) =>
      replaceText(asText(value, args.line), textOf(args.text('old')), textOf(args.text('new'))),
  },
  default: {
    parameters: ['default_value', 'boolean'],
    apply(value, args) {
      const missing =
        value instanceof UndefinedName || (args.flag('boolean', false) && !isTruthy(value));
      return missing ? args.value('default_value', '') : value;
    },
  },
  int: {
    parameters: ['default'],
    apply: (value, args) => toNumber(value, true) ?? args.number('default', 0),
  },
  float: {
    parameters: ['default'],
    apply: (value, args) => toNumber(value, false) ?? args.number('default', 0),
  },
  string: { parameters: [], apply: (value, args) => asText(value, args.line) },
  tojson: {
    parameters: ['indent'],
    apply(value) {
      const json = JSON.stringify(toJsonData(value)) ?? 'null';
      return hasOutsideText(value) ? OutsideText.of(json) : json;
    },
  },
  length: {
    parameters: [],
    apply: (value, args) =>
      value instanceof TemplateRecord ? value.size : iterate(value, args.line).length,
  },
  first: {
    parameters: [],
    apply: (value, args) => iterate(value, args.line)[0] ?? new UndefinedName('first'),
  },
  last: {
    parameters: [],
    apply: (value, args) => iterate(value, args.line).at(-1) ?? new UndefinedName('last'),
  },
  list: { parameters: [], apply: (value, args) => [...iterate(value, args.line)] },
  abs: {
    parameters: [],
    apply(value, args) {
      if (typeof value !== 'number')
        throw new TemplateError(`abs needs a number, not ${typeName(value)}`, args.line);
      return Math.abs(value);
    },
  },
  round: {
    parameters: ['precision'],
    apply(value, args) {
      if (typeof value !== 'number')
        throw new TemplateError(`round needs a number, not ${typeName(value)}`, args.line);
      const factor = 10 ** args.number('precision', 0);
      return Math.round(value * factor) / factor;
    },
  },
  safe: { parameters: [], apply: (value) => value },
  where_in: {
    parameters: ['mark', 'default_to_none'],
    apply(value, args, dialect) {
      if (value === null || value instanceof UndefinedName) {
        return args.flag('default_to_none', false) ? null : '()';
      }
      if (!isList(value)) {
        throw new TemplateError(`where_in needs a list, not ${typeName(value)}`, args.line);
      }
      return `(${value.map((item) => sqlLiteral(dialect, item, args.line)).join(', ')})`;
    },
  },
  to_datetime: {
    parameters: ['format'],
    apply(value, args) {
      const text = textOf(asText(value, args.line));
      const format = textOf(args.text('format', '%Y-%m-%d %H:%M:%S'));
      const date = parseWithStrptime(text, format);
      if (!date) {
        throw new TemplateError(`time data '${text}' does not match format '${format}'`, args.line);
      }
      return new TemplateDate(date);
    },
  },
};
FILTERS.d = FILTERS.default as Filter;
FILTERS.count = FILTERS.length as Filter;

export function applyFilter(
  name: string,
  value: TemplateValue,
  args: MacroArguments,
  dialect: Dialect,
): TemplateValue {
  const filter = Object.hasOwn(FILTERS, name) ? FILTERS[name] : undefined;
  if (!filter) throw new TemplateError(unknownFilter(name), args.line);
  return filter.apply(value, new BoundArguments(name, filter.parameters, args), dialect);
}
