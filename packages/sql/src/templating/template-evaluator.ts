/**
 * Runs a parsed template with our own rules, node by node. Only the node kinds listed here
 * exist (text, `{{ }}`, if/elif/else, for/else with `loop`, set and block set, literals, names,
 * lookups, calls, filters, tests, operators); imports, includes, template inheritance and
 * `{% macro %}` are refused. A name is whatever the caller put in the globals or the template
 * set, nothing else. Every step is counted and the clock checked, so no template can run away.
 */
import type { Dialect } from '../dialects/dialect-spec';
import { TemplateError } from './template-error';
import { applyFilter } from './template-filters';
import { iterate, lookup, unknownName } from './template-lookup';
import {
  arithmetic,
  compare,
  contains,
  negate,
  runTest,
  type ArithmeticOperator,
  type ComparisonOperator,
} from './template-operators';
import { TemplateOutput } from './template-output';
import { childList, childNode, lineOf, type TemplateNode } from './template-parse';
import { concatTexts, textValue } from './template-text';
import {
  TemplateMacro,
  TemplateRecord,
  UndefinedName,
  isList,
  isText,
  isTruthy,
  textOf,
  type MacroArguments,
  type TemplateValue,
  type TextValue,
} from './template-values';

export const MAX_STEPS = 1_000_000;
export const MAX_MILLISECONDS = 2_000;

export const tagNotAllowed = (tag: string) => `The template tag ${tag} is not allowed`;
export const unknownMacro = (name: string) => `Unknown macro ${name}`;
export const TOO_MANY_STEPS = `The template takes more than ${MAX_STEPS.toLocaleString('en-US')} steps`;
export const TOO_SLOW = `The template takes longer than ${MAX_MILLISECONDS / 1000} seconds`;

const CONSTANTS: ReadonlyMap<string, TemplateValue> = new Map<string, TemplateValue>([
  ['True', true],
  ['False', false],
  ['None', null],
]);

const ARITHMETIC = new Set(['Add', 'Sub', 'Mul', 'Div', 'FloorDiv', 'Mod', 'Pow', 'Concat']);

/** Where rendered text goes: the SQL output, or a block `{% set %}` capturing text. */
interface TextSink {
  write(value: TextValue, line: number): void;
}

class SqlSink implements TextSink {
  constructor(readonly output: TemplateOutput) {}
  write(value: TextValue, line: number): void {
    if (typeof value === 'string') this.output.writeTrusted(value, line);
    else this.output.writeOutside(value, line);
  }
}

class CaptureSink implements TextSink {
  readonly parts: TextValue[] = [];
  write(value: TextValue): void {
    this.parts.push(value);
  }
}

export interface EvaluationOptions {
  dialect: Dialect;
  /** The names a template can see: macros and values, already converted. */
  globals: ReadonlyMap<string, TemplateValue>;
  now?: () => number;
}

export class TemplateEvaluator {
  private steps = 0;
  private readonly deadline: number;
  private readonly now: () => number;
  private readonly scopes: Map<string, TemplateValue>[] = [new Map<string, TemplateValue>()];
  private sink: TextSink;
  private readonly output: TemplateOutput;

  constructor(private readonly options: EvaluationOptions) {
    this.now = options.now ?? Date.now;
    this.deadline = this.now() + MAX_MILLISECONDS;
    this.output = new TemplateOutput(options.dialect);
    this.sink = new SqlSink(this.output);
  }

  render(root: TemplateNode): string {
    this.statements(root);
    return this.output.toString();
  }

  private tick(node: TemplateNode): void {
    this.steps += 1;
    if (this.steps > MAX_STEPS) throw new TemplateError(TOO_MANY_STEPS, lineOf(node));
    if ((this.steps & 1023) === 0 && this.now() > this.deadline) {
      throw new TemplateError(TOO_SLOW, lineOf(node));
    }
  }

  private statements(node: TemplateNode | null): void {
    if (!node) return;
    this.tick(node);
    switch (node.typename) {
      case 'Root':
      case 'NodeList':
        for (const child of childList(node)) this.statements(child);
        return;
      case 'Output':
        for (const child of childList(node)) {
          if (child.typename === 'TemplateData')
            this.sink.write(String(child.value ?? ''), lineOf(child));
          else this.print(this.expression(child), child);
        }
        return;
      case 'If': {
        const branch = isTruthy(this.expression(this.required(node, 'cond'))) ? 'body' : 'else_';
        this.statements(childNode(node, branch));
        return;
      }
      case 'For':
        this.forLoop(node);
        return;
      case 'Set':
        this.assign(node);
        return;
      default:
        throw new TemplateError(tagNotAllowed(tagName(node.typename)), lineOf(node));
    }
  }

  private print(value: TemplateValue, node: TemplateNode): void {
    if (value instanceof UndefinedName)
      throw new TemplateError(unknownName(value.name), lineOf(node));
    if (value instanceof TemplateMacro) {
      throw new TemplateError(
        `${value.name} is a macro: call it as ${value.name}(...)`,
        lineOf(node),
      );
    }
    this.sink.write(textValue(value), lineOf(node));
  }

  private forLoop(node: TemplateNode): void {
    const items = iterate(this.expression(this.required(node, 'arr')), lineOf(node));
    const target = this.required(node, 'name');
    if (items.length === 0) {
      this.statements(childNode(node, 'else_'));
      return;
    }
    items.forEach((item, index) => {
      const scope = new Map<string, TemplateValue>();
      scope.set('loop', loopRecord(index, items.length));
      this.bind(scope, target, item);
      this.scopes.push(scope);
      try {
        this.statements(childNode(node, 'body'));
      } finally {
        this.scopes.pop();
      }
    });
  }

  private assign(node: TemplateNode): void {
    const targets = Array.isArray(node.targets) ? (node.targets as TemplateNode[]) : [];
    let value: TemplateValue;
    const valueNode = childNode(node, 'value');
    if (valueNode) value = this.expression(valueNode);
    else {
      const capture = new CaptureSink();
      const previous = this.sink;
      this.sink = capture;
      try {
        this.statements(childNode(childNode(node, 'body') ?? node, 'body'));
      } finally {
        this.sink = previous;
      }
      value = concatTexts(capture.parts);
    }
    const scope = this.scopes[this.scopes.length - 1] as Map<string, TemplateValue>;
    if (targets.length === 1) this.bind(scope, targets[0] as TemplateNode, value);
    else
      this.bind(
        scope,
        { typename: 'Array', lineno: node.lineno, colno: node.colno, children: targets },
        value,
      );
  }

  /** Binds `target` (a name, or names to unpack) to `value` in `scope`. */
  private bind(
    scope: Map<string, TemplateValue>,
    target: TemplateNode,
    value: TemplateValue,
  ): void {
    if (target.typename === 'Symbol') {
      scope.set(String(target.value), value);
      return;
    }
    if (target.typename === 'Array' || target.typename === 'Group') {
      const names = childList(target);
      const values = isList(value) ? value : null;
      if (!values || values.length !== names.length) {
        throw new TemplateError(`cannot unpack into ${names.length} names`, lineOf(target));
      }
      names.forEach((name, index) => this.bind(scope, name, values[index] as TemplateValue));
      return;
    }
    throw new TemplateError('Only names can be assigned', lineOf(target));
  }

  private required(node: TemplateNode, field: string): TemplateNode {
    const child = childNode(node, field);
    if (!child)
      throw new TemplateError('Template syntax error: incomplete expression', lineOf(node));
    return child;
  }

  private name(name: string): TemplateValue {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const found = (this.scopes[i] as Map<string, TemplateValue>).get(name);
      if (found !== undefined) return found;
    }
    const global = this.options.globals.get(name);
    if (global !== undefined) return global;
    const constant = CONSTANTS.get(name);
    return constant !== undefined ? constant : new UndefinedName(name);
  }

  expression(node: TemplateNode): TemplateValue {
    this.tick(node);
    const line = lineOf(node);
    const { typename } = node;
    if (ARITHMETIC.has(typename)) {
      return arithmetic(
        typename as ArithmeticOperator,
        this.expression(this.required(node, 'left')),
        this.expression(this.required(node, 'right')),
        line,
      );
    }
    switch (typename) {
      case 'Literal':
        return literal(node.value);
      case 'Symbol':
        return this.name(String(node.value));
      case 'Group': {
        const items = childList(node).map((child) => this.expression(child));
        return items.length === 1 ? (items[0] as TemplateValue) : items;
      }
      case 'Array':
        return childList(node).map((child) => this.expression(child));
      case 'Dict':
        return new TemplateRecord(
          childList(node).map((pair) => {
            const key = this.expression(this.required(pair, 'key'));
            if (!isText(key))
              throw new TemplateError('Dictionary keys must be strings', lineOf(pair));
            return [textOf(key), this.expression(this.required(pair, 'value'))] as const;
          }),
        );
      case 'LookupVal':
        return lookup(
          this.expression(this.required(node, 'target')),
          this.expression(this.required(node, 'val')),
          line,
        );
      case 'FunCall':
        return this.call(node);
      case 'Filter': {
        const [target, ...rest] = childList(childNode(node, 'args'));
        const filterName = String(this.required(node, 'name').value);
        const value = target ? this.expression(target) : null;
        return applyFilter(filterName, value, this.arguments(rest, line), this.options.dialect);
      }
      case 'InlineIf': {
        if (isTruthy(this.expression(this.required(node, 'cond')))) {
          return this.expression(this.required(node, 'body'));
        }
        const otherwise = childNode(node, 'else_');
        return otherwise ? this.expression(otherwise) : '';
      }
      case 'And': {
        const left = this.expression(this.required(node, 'left'));
        return isTruthy(left) ? this.expression(this.required(node, 'right')) : left;
      }
      case 'Or': {
        const left = this.expression(this.required(node, 'left'));
        return isTruthy(left) ? left : this.expression(this.required(node, 'right'));
      }
      case 'Not':
        return !isTruthy(this.expression(this.required(node, 'target')));
      case 'Neg':
        return negate(this.expression(this.required(node, 'target')), line);
      case 'Pos':
        return -negate(this.expression(this.required(node, 'target')), line);
      case 'In':
        return contains(
          this.expression(this.required(node, 'right')),
          this.expression(this.required(node, 'left')),
          line,
        );
      case 'Is':
        return this.test(node);
      case 'Compare':
        return this.comparison(node);
      default:
        throw new TemplateError(tagNotAllowed(tagName(typename)), line);
    }
  }

  private call(node: TemplateNode): TemplateValue {
    const line = lineOf(node);
    const callee = this.required(node, 'name');
    const value = this.expression(callee);
    if (!(value instanceof TemplateMacro)) {
      const label = callee.typename === 'Symbol' ? String(callee.value) : 'this value';
      if (value instanceof UndefinedName) throw new TemplateError(unknownMacro(value.name), line);
      throw new TemplateError(`${label} cannot be called`, line);
    }
    return value.invoke(this.arguments(childList(childNode(node, 'args')), line));
  }

  private arguments(nodes: TemplateNode[], line: number): MacroArguments {
    const positional: TemplateValue[] = [];
    const named = new Map<string, TemplateValue>();
    for (const arg of nodes) {
      if (arg.typename !== 'KeywordArgs') {
        positional.push(this.expression(arg));
        continue;
      }
      for (const pair of childList(arg)) {
        const key = this.required(pair, 'key');
        named.set(String(key.value), this.expression(this.required(pair, 'value')));
      }
    }
    return { positional, named, line };
  }

  private test(node: TemplateNode): boolean {
    const line = lineOf(node);
    const value = this.expression(this.required(node, 'left'));
    const test = this.required(node, 'right');
    if (test.typename === 'Literal') return runTest(literalTestName(test.value), value, [], line);
    if (test.typename === 'Symbol') return runTest(String(test.value), value, [], line);
    if (test.typename === 'FunCall') {
      const name = this.required(test, 'name');
      const args = childList(childNode(test, 'args')).map((arg) => this.expression(arg));
      return runTest(String(name.value), value, args, line);
    }
    throw new TemplateError('Template syntax error: unknown test', line);
  }

  private comparison(node: TemplateNode): boolean {
    const line = lineOf(node);
    let left = this.expression(this.required(node, 'expr'));
    const ops = Array.isArray(node.ops) ? (node.ops as TemplateNode[]) : [];
    for (const operand of ops) {
      const right = this.expression(this.required(operand, 'expr'));
      const op = String(operand.type) as ComparisonOperator | '===' | '!==';
      const normalized: ComparisonOperator = op === '===' ? '==' : op === '!==' ? '!=' : op;
      if (!compare(normalized, left, right, line)) return false;
      left = right;
    }
    return true;
  }
}

function literal(value: unknown): TemplateValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new TemplateError('Template syntax error: unsupported literal');
}

/** `x is none` parses as a literal null, `x is true` as a literal boolean. */
function literalTestName(value: unknown): string {
  if (value === null) return 'none';
  return String(value);
}

function loopRecord(index: number, length: number): TemplateRecord {
  return new TemplateRecord([
    ['index', index + 1],
    ['index0', index],
    ['revindex', length - index],
    ['revindex0', length - index - 1],
    ['first', index === 0],
    ['last', index === length - 1],
    ['length', length],
  ]);
}

/** The tag a node kind comes from, as the author wrote it. */
function tagName(typename: string): string {
  const tags: Record<string, string> = {
    Macro: 'macro',
    Caller: 'call',
    Import: 'import',
    FromImport: 'from ... import',
    Include: 'include',
    Extends: 'extends',
    Block: 'block',
    Super: 'super',
    Switch: 'switch',
    FilterAsync: 'filter',
    CallExtension: 'extension',
    CallExtensionAsync: 'extension',
    IfAsync: 'ifAsync',
    AsyncEach: 'asyncEach',
    AsyncAll: 'asyncAll',
  };
  return Object.hasOwn(tags, typename) ? (tags[typename] as string) : typename;
}
