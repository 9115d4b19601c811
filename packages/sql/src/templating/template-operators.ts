/**
 * Operators and tests with Python's meaning (Superset's templates are Jinja on Python):
 * `1 == 1.0`, `'a' in 'abc'`, `'x' ~ 1`, `//` floors, `%` takes the divisor's sign, `x is none`.
 * Operands of the wrong kind are errors rather than JavaScript's coercions.
 */
import { TemplateError } from './template-error';
import { MAX_OUTPUT_CHARS, OUTPUT_TOO_LARGE } from './template-output';
import { concatTexts, textValue } from './template-text';
import {
  TemplateDate,
  TemplateMacro,
  TemplateRecord,
  UndefinedName,
  isList,
  isText,
  textOf,
  typeName,
  type TemplateValue,
} from './template-values';

export type ComparisonOperator = '==' | '!=' | '<' | '>' | '<=' | '>=';
export type ArithmeticOperator =
  'Add' | 'Sub' | 'Mul' | 'Div' | 'FloorDiv' | 'Mod' | 'Pow' | 'Concat';

function undefinedError(value: UndefinedName, line: number): TemplateError {
  return new TemplateError(`Unknown template variable ${value.name}`, line);
}

function numeric(value: TemplateValue): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

export function templateEquals(left: TemplateValue, right: TemplateValue): boolean {
  const a = numeric(left);
  const b = numeric(right);
  if (a !== null || b !== null) return a !== null && b !== null && a === b;
  if (isText(left) || isText(right))
    return isText(left) && isText(right) && textOf(left) === textOf(right);
  if (left === null || right === null) return left === right;
  if (isList(left) || isList(right)) {
    return (
      isList(left) &&
      isList(right) &&
      left.length === right.length &&
      left.every((item, index) => templateEquals(item, right[index] as TemplateValue))
    );
  }
  if (left instanceof TemplateRecord && right instanceof TemplateRecord) {
    return (
      left.size === right.size &&
      left
        .pairs()
        .every(
          ([key, item]) => right.has(key) && templateEquals(item, right.get(key) as TemplateValue),
        )
    );
  }
  if (left instanceof TemplateDate && right instanceof TemplateDate) {
    return left.date.getTime() === right.date.getTime();
  }
  return left === right;
}

function ordered(left: TemplateValue, right: TemplateValue, op: string, line: number): number {
  const a = numeric(left);
  const b = numeric(right);
  if (a !== null && b !== null) return a - b;
  if (isText(left) && isText(right)) {
    const x = textOf(left);
    const y = textOf(right);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (left instanceof TemplateDate && right instanceof TemplateDate) {
    return left.date.getTime() - right.date.getTime();
  }
  if (left instanceof UndefinedName) throw undefinedError(left, line);
  if (right instanceof UndefinedName) throw undefinedError(right, line);
  throw new TemplateError(
    `'${op}' not supported between instances of '${typeName(left)}' and '${typeName(right)}'`,
    line,
  );
}

export function compare(
  op: ComparisonOperator,
  left: TemplateValue,
  right: TemplateValue,
  line: number,
): boolean {
  switch (op) {
    case '==':
      return templateEquals(left, right);
    case '!=':
      return !templateEquals(left, right);
    case '<':
      return ordered(left, right, op, line) < 0;
    case '>':
      return ordered(left, right, op, line) > 0;
    case '<=':
      return ordered(left, right, op, line) <= 0;
    case '>=':
      return ordered(left, right, op, line) >= 0;
  }
}

/** `needle in haystack`. */
export function contains(haystack: TemplateValue, needle: TemplateValue, line: number): boolean {
  if (isList(haystack)) return haystack.some((item) => templateEquals(item, needle));
  if (haystack instanceof TemplateRecord) return isText(needle) && haystack.has(textOf(needle));
  if (isText(haystack)) {
    if (!isText(needle)) {
      throw new TemplateError(
        `'in <string>' requires string as left operand, not ${typeName(needle)}`,
        line,
      );
    }
    return textOf(haystack).includes(textOf(needle));
  }
  if (haystack instanceof UndefinedName) throw undefinedError(haystack, line);
  throw new TemplateError(`argument of type '${typeName(haystack)}' is not iterable`, line);
}

function repeat<T>(items: readonly T[], times: number, line: number): T[] {
  if (items.length * Math.max(times, 0) > MAX_OUTPUT_CHARS)
    throw new TemplateError(OUTPUT_TOO_LARGE, line);
  const result: T[] = [];
  for (let i = 0; i < times; i++) result.push(...items);
  return result;
}

function unsupported(
  op: string,
  left: TemplateValue,
  right: TemplateValue,
  line: number,
): TemplateError {
  if (left instanceof UndefinedName) return undefinedError(left, line);
  if (right instanceof UndefinedName) return undefinedError(right, line);
  return new TemplateError(
    `unsupported operand type(s) for ${op}: '${typeName(left)}' and '${typeName(right)}'`,
    line,
  );
}

const SYMBOLS: Record<ArithmeticOperator, string> = {
  Add: '+',
  Sub: '-',
  Mul: '*',
  Div: '/',
  FloorDiv: '//',
  Mod: '%',
  Pow: '**',
  Concat: '~',
};

export function arithmetic(
  op: ArithmeticOperator,
  left: TemplateValue,
  right: TemplateValue,
  line: number,
): TemplateValue {
  if (op === 'Concat') {
    if (left instanceof UndefinedName || right instanceof UndefinedName)
      throw unsupported('~', left, right, line);
    return concatTexts([textValue(left), textValue(right)]);
  }
  const a = numeric(left);
  const b = numeric(right);
  if (a === null || b === null) {
    if (op === 'Add' && isText(left) && isText(right)) return concatTexts([left, right]);
    if (op === 'Add' && isList(left) && isList(right)) return [...left, ...right];
    if (op === 'Mul' && b !== null && Number.isInteger(b)) {
      if (isText(left)) return concatTexts(repeat([left], b, line));
      if (isList(left)) return repeat(left, b, line);
    }
    throw unsupported(SYMBOLS[op], left, right, line);
  }
  if ((op === 'Div' || op === 'FloorDiv' || op === 'Mod') && b === 0) {
    throw new TemplateError('division by zero', line);
  }
  switch (op) {
    case 'Add':
      return a + b;
    case 'Sub':
      return a - b;
    case 'Mul':
      return a * b;
    case 'Div':
      return a / b;
    case 'FloorDiv':
      return Math.floor(a / b);
    case 'Mod':
      return a - b * Math.floor(a / b);
    case 'Pow':
      return a ** b;
  }
}

export function negate(value: TemplateValue, line: number): number {
  const n = numeric(value);
  if (n === null)
    throw new TemplateError(`bad operand type for unary -: '${typeName(value)}'`, line);
  return -n;
}

/** `value is name(args)`: Jinja's tests. */
export function runTest(
  name: string,
  value: TemplateValue,
  args: readonly TemplateValue[],
  line: number,
): boolean {
  const [arg] = args;
  switch (name) {
    case 'defined':
      return !(value instanceof UndefinedName);
    case 'undefined':
      return value instanceof UndefinedName;
    case 'none':
      return value === null;
    case 'true':
      return value === true;
    case 'false':
      return value === false;
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'float':
      return typeof value === 'number' && !Number.isInteger(value);
    case 'string':
      return isText(value);
    case 'mapping':
      return value instanceof TemplateRecord;
    case 'sequence':
    case 'iterable':
      return isList(value) || isText(value) || value instanceof TemplateRecord;
    case 'callable':
      return value instanceof TemplateMacro;
    case 'odd':
      return typeof value === 'number' && Math.abs(value % 2) === 1;
    case 'even':
      return typeof value === 'number' && value % 2 === 0;
    case 'divisibleby':
      return typeof value === 'number' && typeof arg === 'number' && arg !== 0 && value % arg === 0;
    case 'lower':
      return isText(value) && textOf(value) === textOf(value).toLowerCase();
    case 'upper':
      return isText(value) && textOf(value) === textOf(value).toUpperCase();
    case 'eq':
    case 'equalto':
    case 'sameas':
      return templateEquals(value, arg ?? null);
    case 'ne':
      return !templateEquals(value, arg ?? null);
    case 'in':
      return contains(arg ?? null, value, line);
    default:
      throw new TemplateError(`Unknown test ${name}`, line);
  }
}
