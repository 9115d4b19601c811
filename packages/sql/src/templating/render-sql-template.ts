/**
 * Renders SQL written with Superset's Jinja templates. Text without template markup comes back
 * untouched and costs nothing. The result still has to pass the SQL guard like typed SQL: this
 * only decides what text the template stands for.
 */
import {
  buildSupersetMacros,
  type MacroContext,
  type MacroEffects,
  type TemplateFilter,
} from './superset-macros';
import { TemplateEvaluator } from './template-evaluator';
import {
  childList,
  childNode,
  hasTemplateMarkup,
  parseTemplate,
  type TemplateNode,
} from './template-parse';
import { fromData, type TemplateValue } from './template-values';

export interface SqlTemplateOptions extends MacroContext {
  /**
   * Values the template's author supplied with it (a dataset's or SQL Lab's template
   * parameters): written as given, like the SQL around them.
   */
  templateParams?: Readonly<Record<string, unknown>>;
  now?: () => number;
}

export interface RenderedSqlTemplate {
  sql: string;
  /** Whether the text held template markup at all. */
  templated: boolean;
  removedFilters: string[];
  appliedFilters: string[];
  cacheKeys: unknown[];
}

/** SQL Lab's `_filters` parameter: filters to try `filter_values` with, as Superset allows. */
function testFilters(params: Readonly<Record<string, unknown>>): TemplateFilter[] {
  const raw = Object.hasOwn(params, '_filters') ? params._filters : undefined;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { col, op, val } = item as Record<string, unknown>;
    return typeof col === 'string' && typeof op === 'string' ? [{ col, op, val }] : [];
  });
}

export function renderSqlTemplate(text: string, options: SqlTemplateOptions): RenderedSqlTemplate {
  if (!hasTemplateMarkup(text)) {
    return { sql: text, templated: false, removedFilters: [], appliedFilters: [], cacheKeys: [] };
  }
  const root = parseTemplate(text);
  const params = options.templateParams ?? {};
  const effects: MacroEffects = {
    removedFilters: new Set(),
    appliedFilters: new Set(),
    cacheKeys: [],
  };
  const filters = testFilters(params);
  const context: MacroContext =
    options.query || filters.length === 0
      ? options
      : {
          ...options,
          query: {
            filters,
            timeRange: null,
            fromDttm: null,
            toDttm: null,
            columnTypes: new Map(),
            variables: {},
          },
        };
  const globals = new Map<string, TemplateValue>();
  for (const [name, value] of Object.entries(params)) {
    if (name !== '_filters') globals.set(name, fromData(value, 'trusted'));
  }
  // Superset's own names win over parameters of the same name.
  for (const [name, value] of buildSupersetMacros(context, effects)) globals.set(name, value);
  const sql = new TemplateEvaluator({ dialect: options.dialect, globals, now: options.now }).render(
    root,
  );
  return {
    sql,
    templated: true,
    removedFilters: [...effects.removedFilters],
    appliedFilters: [...effects.appliedFilters],
    cacheKeys: effects.cacheKeys,
  };
}

function visit(node: TemplateNode, found: (node: TemplateNode) => void): void {
  found(node);
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child === 'object' && 'typename' in child)
        visit(child as TemplateNode, found);
    }
  }
}

/**
 * The dataset ids a text's `dataset(N)` and `metric('key', N)` calls name, so the caller can
 * load (and authorise) them before rendering; text without markup names none.
 */
export function referencedDatasets(text: string): number[] {
  if (!hasTemplateMarkup(text)) return [];
  const ids = new Set<number>();
  visit(parseTemplate(text), (node) => {
    if (node.typename !== 'FunCall') return;
    const callee = childNode(node, 'name');
    const name = callee?.typename === 'Symbol' ? callee.value : null;
    if (name !== 'dataset' && name !== 'metric') return;
    const args = childList(childNode(node, 'args'));
    const positional = args.filter((arg) => arg.typename !== 'KeywordArgs');
    const keywords = args
      .filter((arg) => arg.typename === 'KeywordArgs')
      .flatMap((arg) => childList(arg));
    const named = keywords.find((pair) => childNode(pair, 'key')?.value === 'dataset_id');
    const idNode = named ? childNode(named, 'value') : positional[name === 'dataset' ? 0 : 1];
    if (idNode?.typename === 'Literal' && typeof idNode.value === 'number') ids.add(idNode.value);
  });
  return [...ids];
}
