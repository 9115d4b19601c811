/**
 * `value.name` and `value[key]`: the only ways a template reaches inside a value. Each kind of
 * value answers a fixed list of names (a dict's keys and get/items/keys/values, a string's
 * Python methods, a datetime's fields and strftime/isoformat, list indexes); anything else is
 * refused with a message, so `''.__class__`, `x.constructor` or `f.__globals__` reach nothing.
 */
import { strftime } from '../compile/time-bounds';
import { BoundArguments } from './template-arguments';
import { TemplateError } from './template-error';
import { concatTexts, mapText, pythonDateText, replaceText, textValue } from './template-text';
import {
  OutsideText,
  TemplateDate,
  TemplateMacro,
  TemplateRecord,
  UndefinedName,
  isList,
  isText,
  textOf,
  typeName,
  type TemplateValue,
  type TextValue,
} from './template-values';

export const attributeRefused = (name: string, value: TemplateValue) =>
  `The attribute ${name} is not available on a ${typeName(value)}`;
export const unknownName = (name: string) => `Unknown template variable ${name}`;

function method<T>(
  self: T,
  name: string,
  parameters: string[],
  body: (a: BoundArguments, self: T) => TemplateValue,
) {
  return new TemplateMacro(name, (args) => body(new BoundArguments(name, parameters, args), self));
}

/** What a for loop or join goes through: a list's items, a dict's keys, a string's characters. */
export function iterate(value: TemplateValue, line: number): readonly TemplateValue[] {
  if (isList(value)) return value;
  if (value instanceof TemplateRecord) return value.keys();
  if (isText(value)) return [...textOf(value)];
  throw new TemplateError(`A ${typeName(value)} cannot be iterated`, line);
}

const stripChars = (text: string, chars: string | null, start: boolean, end: boolean) => {
  const set = chars ?? ' \t\n\r\f\v';
  let from = 0;
  let to = text.length;
  while (start && from < to && set.includes(text[from] as string)) from += 1;
  while (end && to > from && set.includes(text[to - 1] as string)) to -= 1;
  return text.slice(from, to);
};

const TEXT_METHODS: Record<string, (self: TextValue) => TemplateMacro> = {
  join: (self) =>
    method(self, 'join', ['iterable'], (a) => {
      const parts: TextValue[] = [];
      iterate(a.required('iterable'), a.line).forEach((item, index) => {
        if (index > 0) parts.push(self);
        parts.push(textValue(item));
      });
      return concatTexts(parts);
    }),
  upper: (self) => method(self, 'upper', [], () => mapText(self, (t) => t.toUpperCase(), true)),
  lower: (self) => method(self, 'lower', [], () => mapText(self, (t) => t.toLowerCase(), true)),
  strip: (self) =>
    method(self, 'strip', ['chars'], (a) =>
      mapText(self, (t) => stripChars(t, a.optionalText('chars'), true, true)),
    ),
  lstrip: (self) =>
    method(self, 'lstrip', ['chars'], (a) =>
      mapText(self, (t) => stripChars(t, a.optionalText('chars'), true, false)),
    ),
  rstrip: (self) =>
    method(self, 'rstrip', ['chars'], (a) =>
      mapText(self, (t) => stripChars(t, a.optionalText('chars'), false, true)),
    ),
  replace: (self) =>
    method(self, 'replace', ['old', 'new'], (a) =>
      replaceText(self, textOf(a.text('old')), textOf(a.text('new'))),
    ),
  split: (self) =>
    method(self, 'split', ['sep'], (a) => {
      const sep = a.optionalText('sep');
      const text = textOf(self);
      const parts = sep === null ? text.trim().split(/\s+/).filter(Boolean) : text.split(sep);
      return parts.map((part) => (typeof self === 'string' ? part : OutsideText.of(part)));
    }),
  startswith: (self) =>
    method(self, 'startswith', ['prefix'], (a) =>
      textOf(self).startsWith(textOf(a.text('prefix'))),
    ),
  endswith: (self) =>
    method(self, 'endswith', ['suffix'], (a) => textOf(self).endsWith(textOf(a.text('suffix')))),
  capitalize: (self) =>
    method(self, 'capitalize', [], () =>
      mapText(self, (t) => t.charAt(0).toUpperCase() + t.slice(1).toLowerCase()),
    ),
  title: (self) =>
    method(self, 'title', [], () =>
      mapText(self, (t) =>
        t
          .toLowerCase()
          .replace(/(^|[^A-Za-z])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase()),
      ),
    ),
};

const RECORD_METHODS: Record<string, (self: TemplateRecord) => TemplateMacro> = {
  get: (self) =>
    method(self, 'get', ['key', 'default'], (a) => {
      const key = a.required('key');
      const found = isText(key) ? self.get(textOf(key)) : undefined;
      return found === undefined ? a.value('default') : found;
    }),
  items: (self) => method(self, 'items', [], () => self.pairs().map(([k, v]) => [k, v])),
  keys: (self) => method(self, 'keys', [], () => self.keys()),
  values: (self) => method(self, 'values', [], () => self.pairs().map(([, v]) => v)),
};

const DATE_FIELDS: Record<string, (date: Date) => number> = {
  year: (d) => d.getUTCFullYear(),
  month: (d) => d.getUTCMonth() + 1,
  day: (d) => d.getUTCDate(),
  hour: (d) => d.getUTCHours(),
  minute: (d) => d.getUTCMinutes(),
  second: (d) => d.getUTCSeconds(),
};

function dateAttribute(self: TemplateDate, name: string): TemplateValue | undefined {
  const field = Object.hasOwn(DATE_FIELDS, name) ? DATE_FIELDS[name] : undefined;
  if (field) return field(self.date);
  if (name === 'strftime') {
    return method(self, 'strftime', ['format'], (a) => {
      try {
        return strftime(self.date, textOf(a.text('format')));
      } catch (err) {
        throw new TemplateError((err as Error).message, a.line);
      }
    });
  }
  if (name === 'isoformat') {
    return method(self, 'isoformat', ['sep'], (a) =>
      pythonDateText(self.date).replace(' ', textOf(a.text('sep', 'T'))),
    );
  }
  return undefined;
}

function listIndex(length: number, key: TemplateValue): number | undefined {
  if (typeof key !== 'number' || !Number.isInteger(key)) return undefined;
  const index = key < 0 ? length + key : key;
  return index >= 0 && index < length ? index : undefined;
}

/** `target[key]` or `target.key`. */
export function lookup(target: TemplateValue, key: TemplateValue, line: number): TemplateValue {
  if (target instanceof UndefinedName) throw new TemplateError(unknownName(target.name), line);
  const name = isText(key) ? textOf(key) : null;
  if (target instanceof TemplateRecord) {
    if (name === null) return new UndefinedName(`[${String(key)}]`);
    const found = target.get(name);
    if (found !== undefined) return found;
    const bound = Object.hasOwn(RECORD_METHODS, name) ? RECORD_METHODS[name] : undefined;
    return bound ? bound(target) : new UndefinedName(name);
  }
  if (isList(target)) {
    const index = listIndex(target.length, key);
    if (index !== undefined) return target[index] as TemplateValue;
    if (typeof key === 'number') throw new TemplateError('list index out of range', line);
  } else if (isText(target)) {
    const index = listIndex(textOf(target).length, key);
    if (index !== undefined) {
      const char = textOf(target)[index] as string;
      return typeof target === 'string' ? char : OutsideText.of(char);
    }
    const bound =
      name !== null && Object.hasOwn(TEXT_METHODS, name) ? TEXT_METHODS[name] : undefined;
    if (bound) return bound(target);
  } else if (target instanceof TemplateDate && name !== null) {
    const found = dateAttribute(target, name);
    if (found !== undefined) return found;
  }
  throw new TemplateError(attributeRefused(name ?? String(key), target), line);
}
