/**
 * Renders a Handlebars template without compiling it to JavaScript: the template is parsed by
 * Handlebars' own parser (imported alone, see handlebarsParser.d.ts) and the syntax tree is
 * walked here. Compiling would need `eval`,
 * which the app's Content-Security-Policy forbids (and rightly: templates are user content).
 *
 * Supported: `{{path}}` (escaped) and `{{{path}}}` (raw; the chart sanitises the HTML after),
 * paths with `this`, `../` and `@index` / `@key` / `@first` / `@last` / `@root`, literals,
 * sub-expressions, hash arguments, block params (`as |item i|`), `else` / `else if`, inverse
 * sections, the built-in `if`, `unless`, `each`, `with`, `lookup`, `log`, and any helper in
 * `helpers`. Lookups only see own properties, like Handlebars' default prototype protection.
 * Partials and decorators are not supported and raise an error naming them.
 */
import { parse } from 'handlebars/lib/handlebars/compiler/base';

type Node = hbs.AST.Node;
type Program = hbs.AST.Program;
type Expression = hbs.AST.Expression;
type PathExpression = hbs.AST.PathExpression;

/** What a helper receives after its positional arguments. */
export interface HelperOptions {
  name: string;
  hash: Record<string, unknown>;
  data: DataFrame;
  /** Block helpers: render the block (or its `else`) for a context. */
  fn: (context: unknown, extra?: { data?: DataFrame; blockParams?: unknown[] }) => string;
  inverse: (context: unknown, extra?: { data?: DataFrame; blockParams?: unknown[] }) => string;
  /** The context the helper was called in (`this`). */
  context: unknown;
}

export type Helper = (...args: unknown[]) => unknown;

/** Text a helper returns that is already HTML and must not be escaped again. */
export class SafeString {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

export interface DataFrame {
  [key: string]: unknown;
  _parent?: DataFrame;
}

interface Scope {
  /** Contexts from the innermost outwards (for `../`). */
  contexts: unknown[];
  data: DataFrame;
  /** Block params from the innermost block outwards. */
  blockParams: Array<{ names: string[]; values: unknown[] }>;
}

export class TemplateError extends Error {}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '=': '&#x3D;',
};

/** Handlebars' escaping of `{{ }}` output. */
export function escapeExpression(value: unknown): string {
  if (value instanceof SafeString) return value.html;
  if (value === null || value === undefined) return '';
  const text = String(value);
  return text.replace(/[&<>"'`=]/g, (character) => ESCAPES[character] ?? character);
}

/** Handlebars' "empty": falsy except 0, or an empty list. */
export function isEmpty(value: unknown): boolean {
  if (!value && value !== 0) return true;
  return Array.isArray(value) && value.length === 0;
}

function own(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

function frame(parent: DataFrame, values: Record<string, unknown>): DataFrame {
  return { ...parent, ...values, _parent: parent };
}

const BUILT_IN_BLOCKS = new Set(['if', 'unless', 'each', 'with']);

export function renderTemplate(
  source: string,
  context: unknown,
  helpers: Readonly<Record<string, Helper>> = {},
): string {
  let ast: Program;
  try {
    ast = parse(source);
  } catch (error) {
    throw new TemplateError(error instanceof Error ? error.message : String(error));
  }

  // `this.x` and `./x` always mean data, never a helper (Handlebars' "scoped" paths).
  const isScoped = (path: PathExpression) => /^(\.|this\b)/.test(path.original);
  const isSimple = (path: PathExpression) =>
    !path.data && path.depth === 0 && path.parts.length === 1 && !isScoped(path);
  const isHelperName = (name: string) =>
    Object.hasOwn(helpers, name) ||
    BUILT_IN_BLOCKS.has(name) ||
    name === 'lookup' ||
    name === 'log';

  const lookupPath = (path: PathExpression, scope: Scope): unknown => {
    const [head, ...rest] = path.parts;
    let value: unknown;
    if (path.data) {
      let data: DataFrame | undefined = scope.data;
      for (let depth = 0; depth < path.depth && data; depth += 1) data = data._parent;
      value = head === undefined ? undefined : own(data, head);
    } else {
      const params =
        path.depth === 0 && head !== undefined && !isScoped(path)
          ? scope.blockParams.find((entry) => entry.names.includes(head))
          : undefined;
      if (params && head !== undefined) {
        value = params.values[params.names.indexOf(head)];
      } else {
        const base = scope.contexts[Math.min(path.depth, scope.contexts.length - 1)];
        if (head === undefined) return base;
        value = own(base, head);
      }
    }
    for (const part of rest) value = own(value, part);
    return value;
  };

  const evaluate = (node: Expression, scope: Scope): unknown => {
    switch (node.type) {
      case 'StringLiteral':
      case 'NumberLiteral':
      case 'BooleanLiteral':
        return (node as hbs.AST.StringLiteral).value;
      case 'UndefinedLiteral':
        return undefined;
      case 'NullLiteral':
        return null;
      case 'PathExpression':
        return lookupPath(node as PathExpression, scope);
      case 'SubExpression': {
        const sub = node as hbs.AST.SubExpression;
        return callHelper(sub.path, sub.params, sub.hash, scope, null);
      }
      default:
        throw new TemplateError(`Unsupported expression: ${node.type}`);
    }
  };

  const hashOf = (hash: hbs.AST.Hash | undefined, scope: Scope) =>
    Object.fromEntries((hash?.pairs ?? []).map((pair) => [pair.key, evaluate(pair.value, scope)]));

  const render = (program: Program | undefined, scope: Scope): string => {
    if (!program) return '';
    return program.body.map((statement) => renderStatement(statement, scope)).join('');
  };

  /** A block's body run for a context: pushed onto the context stack, with new data / params. */
  const blockRunner =
    (program: Program | undefined, scope: Scope) =>
    (context: unknown, extra?: { data?: DataFrame; blockParams?: unknown[] }): string => {
      const contexts = Object.is(context, scope.contexts[0])
        ? scope.contexts
        : [context, ...scope.contexts];
      const names = program?.blockParams ?? [];
      const blockParams =
        names.length > 0
          ? [{ names, values: extra?.blockParams ?? [] }, ...scope.blockParams]
          : scope.blockParams;
      return render(program, { contexts, data: extra?.data ?? scope.data, blockParams });
    };

  const builtIn = (name: string, args: unknown[], options: HelperOptions): unknown => {
    const [value] = args;
    switch (name) {
      case 'if':
        return (!options.hash.includeZero && !value) || isEmpty(value)
          ? options.inverse(options.context)
          : options.fn(options.context);
      case 'unless':
        return (!options.hash.includeZero && !value) || isEmpty(value)
          ? options.fn(options.context)
          : options.inverse(options.context);
      case 'with':
        return isEmpty(value)
          ? options.inverse(options.context)
          : options.fn(value, { blockParams: [value] });
      case 'each':
        return iterate(value, options);
      case 'lookup':
        return own(value, String(args[1]));
      case 'log':
        return '';
      default:
        return undefined;
    }
  };

  const iterate = (value: unknown, options: HelperOptions): string => {
    const entries: Array<[string | number, unknown]> = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : typeof value === 'object' && value !== null
        ? Object.entries(value)
        : [];
    if (entries.length === 0) return options.inverse(options.context);
    return entries
      .map(([key, item], index) =>
        options.fn(item, {
          data: frame(options.data, {
            key,
            index,
            first: index === 0,
            last: index === entries.length - 1,
          }),
          blockParams: [item, key],
        }),
      )
      .join('');
  };

  function callHelper(
    path: PathExpression | hbs.AST.Literal,
    params: Expression[],
    hash: hbs.AST.Hash,
    scope: Scope,
    block: hbs.AST.BlockStatement | null,
  ): unknown {
    const name = path.type === 'PathExpression' ? (path as PathExpression).original : '';
    const args = params.map((param) => evaluate(param, scope));
    const options: HelperOptions = {
      name,
      hash: hashOf(hash, scope),
      data: scope.data,
      fn: blockRunner(block?.program, scope),
      inverse: blockRunner(block?.inverse, scope),
      context: scope.contexts[0],
    };
    if (Object.hasOwn(helpers, name)) {
      return (helpers[name] as Helper)(...args, options);
    }
    if (BUILT_IN_BLOCKS.has(name) || name === 'lookup' || name === 'log') {
      return builtIn(name, args, options);
    }
    throw new TemplateError(`Missing helper: "${name}"`);
  }

  /** `{{#path}}` without a helper: a section over the value (Handlebars' blockHelperMissing). */
  const section = (block: hbs.AST.BlockStatement, scope: Scope): string => {
    const value = evaluate(block.path, scope);
    const options: HelperOptions = {
      name: block.path.original,
      hash: {},
      data: scope.data,
      fn: blockRunner(block.program, scope),
      inverse: blockRunner(block.inverse, scope),
      context: scope.contexts[0],
    };
    if (value === true) return options.fn(scope.contexts[0]);
    if (value === false || value === null || value === undefined) {
      return options.inverse(scope.contexts[0]);
    }
    if (Array.isArray(value)) {
      return value.length > 0 ? iterate(value, options) : options.inverse(scope.contexts[0]);
    }
    return options.fn(value);
  };

  function renderStatement(statement: Node, scope: Scope): string {
    switch (statement.type) {
      case 'ContentStatement':
        return (statement as hbs.AST.ContentStatement).value;
      case 'CommentStatement':
        return '';
      case 'MustacheStatement': {
        const mustache = statement as hbs.AST.MustacheStatement;
        const path = mustache.path;
        let value: unknown;
        const hasArguments = mustache.params.length > 0 || (mustache.hash?.pairs.length ?? 0) > 0;
        if (path.type !== 'PathExpression') {
          value = evaluate(path, scope);
        } else if (
          hasArguments ||
          (isSimple(path as PathExpression) && isHelperName((path as PathExpression).original))
        ) {
          value = callHelper(path, mustache.params, mustache.hash, scope, null);
        } else {
          value = lookupPath(path as PathExpression, scope);
        }
        return mustache.escaped
          ? escapeExpression(value)
          : value instanceof SafeString
            ? value.html
            : String(value ?? '');
      }
      case 'BlockStatement': {
        const block = statement as hbs.AST.BlockStatement;
        const hasArguments = block.params.length > 0 || (block.hash?.pairs.length ?? 0) > 0;
        const value =
          hasArguments || (isSimple(block.path) && isHelperName(block.path.original))
            ? callHelper(block.path, block.params, block.hash, scope, block)
            : section(block, scope);
        return value instanceof SafeString ? value.html : String(value ?? '');
      }
      case 'PartialStatement':
      case 'PartialBlockStatement':
        throw new TemplateError('Partials are not supported in this chart');
      default:
        throw new TemplateError(`Unsupported template syntax: ${statement.type}`);
    }
  }

  return render(ast, { contexts: [context], data: { root: context }, blockParams: [] });
}
