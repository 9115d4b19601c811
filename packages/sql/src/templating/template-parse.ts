/**
 * Templates are parsed by nunjucks' parser (a Jinja-compatible grammar: `{{ }}`, `{% %}`,
 * `{# #}`, whitespace control, filters, keyword arguments) and never compiled or run by it:
 * nunjucks compiles templates to JavaScript, which is exactly what must not happen with text
 * an analyst typed. Only its syntax tree is used; the evaluator walks it with its own rules.
 */
import parser from 'nunjucks/src/parser.js';
import { TemplateError } from './template-error';

/** A node of nunjucks' syntax tree, as the evaluator reads it. */
export interface TemplateNode {
  readonly typename: string;
  /** Counted from 0. */
  readonly lineno: number;
  readonly colno: number;
  readonly [field: string]: unknown;
}

/** Whether `text` holds template markup at all (most SQL does not, and skips the parser). */
export function hasTemplateMarkup(text: string): boolean {
  return /\{\{|\{%|\{#/.test(text);
}

interface NunjucksError {
  message?: unknown;
  lineno?: unknown;
}

export function parseTemplate(source: string): TemplateNode {
  try {
    return parser.parse(source) as TemplateNode;
  } catch (err) {
    const { message, lineno } = (err ?? {}) as NunjucksError;
    const detail = typeof message === 'string' ? message.split('\n').pop()?.trim() : undefined;
    throw new TemplateError(
      `Template syntax error: ${detail || 'the template cannot be read'}`,
      typeof lineno === 'number' ? lineno : undefined,
    );
  }
}

export function lineOf(node: TemplateNode): number {
  return node.lineno + 1;
}

export function childNode(node: TemplateNode, field: string): TemplateNode | null {
  const value = node[field];
  return value && typeof value === 'object' && 'typename' in value ? (value as TemplateNode) : null;
}

export function childList(node: TemplateNode | null): TemplateNode[] {
  const children = node?.children;
  return Array.isArray(children) ? (children as TemplateNode[]) : [];
}
