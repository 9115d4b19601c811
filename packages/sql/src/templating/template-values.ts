/**
 * What a template can hold. Only these kinds of value exist while a template runs: no
 * JavaScript object, function or prototype is ever reachable from a template, because every
 * value handed in is converted here first and every lookup goes through the evaluator's own
 * rules. Records are Maps (so `__proto__` or `constructor` are plain missing keys), macros are
 * our own callables, and text that came from a URL, a filter or the user's profile is kept
 * apart from text the template author wrote, so the output can quote it (template-output.ts).
 */
import { TemplateError } from './template-error';

/** Where a piece of text came from, which decides how it may be written into SQL. */
export type TextOrigin =
  /** Written by the template author or computed by us: copied as is. */
  | 'trusted'
  /** From a URL parameter, a filter value or the user's profile: quoted or escaped on output. */
  | 'outside'
  /**
   * Outside text with every single quote already doubled (the `replace("'", "''")` idiom):
   * written unchanged inside a quoted string, wrapped in quotes elsewhere.
   */
  | 'outside-escaped';

export interface TextPiece {
  text: string;
  origin: TextOrigin;
}

/** Text with at least one piece from outside. */
export class OutsideText {
  readonly text: string;
  constructor(readonly pieces: readonly TextPiece[]) {
    this.text = pieces.map((piece) => piece.text).join('');
  }
  static of(text: string, origin: TextOrigin = 'outside'): OutsideText {
    return new OutsideText([{ text, origin }]);
  }
}

/** A naive date-time (UTC fields), as Python's `datetime` in Superset's context. */
export class TemplateDate {
  constructor(readonly date: Date) {}
}

/** A mapping with string keys (Python's dict). */
export class TemplateRecord {
  private readonly entries: ReadonlyMap<string, TemplateValue>;
  constructor(entries: Iterable<readonly [string, TemplateValue]>) {
    this.entries = new Map(entries);
  }
  get size(): number {
    return this.entries.size;
  }
  has(key: string): boolean {
    return this.entries.has(key);
  }
  get(key: string): TemplateValue | undefined {
    return this.entries.get(key);
  }
  keys(): string[] {
    return [...this.entries.keys()];
  }
  pairs(): [string, TemplateValue][] {
    return [...this.entries.entries()];
  }
}

export interface MacroArguments {
  positional: readonly TemplateValue[];
  named: ReadonlyMap<string, TemplateValue>;
  line: number;
}

/** A function a template may call: only the ones we define exist. */
export class TemplateMacro {
  constructor(
    readonly name: string,
    readonly invoke: (args: MacroArguments) => TemplateValue,
  ) {}
}

/** A name the template used that nothing defines: falsy, and an error when printed or used. */
export class UndefinedName {
  constructor(readonly name: string) {}
}

export type TemplateValue =
  | null
  | boolean
  | number
  | string
  | OutsideText
  | TemplateDate
  | TemplateRecord
  | TemplateMacro
  | UndefinedName
  | readonly TemplateValue[];

export type TextValue = string | OutsideText;

export function isText(value: TemplateValue | undefined): value is TextValue {
  return typeof value === 'string' || value instanceof OutsideText;
}

export function textOf(value: TextValue): string {
  return typeof value === 'string' ? value : value.text;
}

export function isList(value: TemplateValue | undefined): value is readonly TemplateValue[] {
  return Array.isArray(value);
}

/** Plain data (JSON-like values and Dates) as template values; `origin` marks its strings. */
export function fromData(value: unknown, origin: 'trusted' | 'outside'): TemplateValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return origin === 'trusted' ? value : OutsideText.of(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return new TemplateDate(value);
  if (Array.isArray(value)) return value.map((item) => fromData(item, origin));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return new TemplateRecord(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        fromData(item, origin),
      ]),
    );
  }
  throw new TemplateError(`A value of type ${typeof value} cannot be passed to a template`);
}

/** Python's truth value. */
export function isTruthy(value: TemplateValue): boolean {
  if (value === null || value instanceof UndefinedName) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (isText(value)) return textOf(value).length > 0;
  if (isList(value)) return value.length > 0;
  if (value instanceof TemplateRecord) return value.size > 0;
  return true;
}

/** True when any text inside came from outside. */
export function hasOutsideText(value: TemplateValue): boolean {
  if (value instanceof OutsideText) return true;
  if (isList(value)) return value.some(hasOutsideText);
  if (value instanceof TemplateRecord)
    return value.pairs().some(([, item]) => hasOutsideText(item));
  return false;
}

/** The type's name as Python would say it, for messages. */
export function typeName(value: TemplateValue): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (isText(value)) return 'str';
  if (isList(value)) return 'list';
  if (value instanceof TemplateRecord) return 'dict';
  if (value instanceof TemplateDate) return 'datetime';
  if (value instanceof TemplateMacro) return 'function';
  return 'undefined';
}
