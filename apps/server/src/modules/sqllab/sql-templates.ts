/**
 * SQL Lab's template parameters, never a template engine: `{{ name }}` in the SQL takes the value
 * of `name` from the editor's JSON, and the value is BOUND as a query parameter, never spliced
 * into the text, so no value can change what the statement does (CVE-2023-49736). Nothing else of
 * Jinja exists here: `{% ... %}`, `{# ... #}`, attribute access, filters and calls are refused,
 * as is a marker inside a string literal or comment (where it could only be text).
 *
 * Rendering gives two texts of the same statement: one for the guard, with each marker replaced
 * by the literal `0` (so it parses wherever a value can stand), and one to run, with the engine's
 * placeholder (`?` or `$n`) and the values in order.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { Dialect } from '@panorama/sql/dialects/dialect-spec';
import { tokenize, type Token } from '@panorama/sql/guard/sql-lexer';

export const TEMPLATE_SYNTAX_NOT_SUPPORTED =
  'Only {{ name }} template parameters are supported: template blocks, comments, filters, calls and attribute access are not allowed';
export const TEMPLATE_IN_TEXT =
  'Template parameters are bound as values: write {{ name }} outside quotes and comments';
export const TEMPLATE_PARAMS_INVALID = 'Template parameters must be a JSON object';
export const TEMPLATE_MIXED_PARAMETERS =
  'Bind parameters (? or $1) cannot be used together with template parameters';
export const templateParamMissing = (name: string) => `The template parameter ${name} has no value`;
export const templateParamType = (name: string) =>
  `The template parameter ${name} must be a string, number, boolean or null`;

export type TemplateValue = string | number | boolean | null;

export interface RenderedStatement {
  /** For the guard: markers replaced by `0`. */
  checkSql: string;
  /** For the engine: markers replaced by placeholders. */
  runSql: string;
  params: TemplateValue[];
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The editor's templateParams (JSON text or an object) as a map of bindable values. */
export function parseTemplateParams(raw: unknown): Record<string, unknown> {
  if (raw === null || raw === undefined) return {};
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return {};
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      throw new ValidationError(TEMPLATE_PARAMS_INVALID);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ValidationError(TEMPLATE_PARAMS_INVALID);
  }
  return value as Record<string, unknown>;
}

function bindable(name: string, values: Record<string, unknown>): TemplateValue {
  // Own keys only: `constructor` or `__proto__` must not find Object.prototype's.
  if (!Object.hasOwn(values, name)) throw new ValidationError(templateParamMissing(name));
  const value = values[name];
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  ) {
    return value;
  }
  throw new ValidationError(templateParamType(name));
}

function hasTemplateText(token: Token): boolean {
  return /\{\{|\{%|\{#/.test(token.text);
}

/** Where the markers are: `{ {`, name, `} }` as significant tokens, whitespace allowed between. */
function findMarkers(tokens: Token[]): { start: number; end: number; name: string }[] {
  const markers: { start: number; end: number; name: string }[] = [];
  const meaningful = tokens.filter((t) => t.kind !== 'whitespace');
  for (let i = 0; i < meaningful.length; i++) {
    const token = meaningful[i] as Token;
    if (token.kind === 'string' || token.kind === 'comment' || token.kind === 'dollar-string') {
      if (hasTemplateText(token)) throw new ValidationError(TEMPLATE_IN_TEXT);
      continue;
    }
    if (token.text !== '{') continue;
    const next = meaningful[i + 1];
    // `{%` and `{#` (a MySQL `#` comment token starts with it too).
    if (next && /^[%#]/.test(next.text)) {
      throw new ValidationError(TEMPLATE_SYNTAX_NOT_SUPPORTED);
    }
    if (next?.text !== '{' || next.start !== token.start + 1) continue;
    const name = meaningful[i + 2];
    const close1 = meaningful[i + 3];
    const close2 = meaningful[i + 4];
    if (
      name?.kind !== 'word' ||
      !NAME.test(name.text) ||
      close1?.text !== '}' ||
      close2?.text !== '}' ||
      close2.start !== close1.start + 1
    ) {
      throw new ValidationError(TEMPLATE_SYNTAX_NOT_SUPPORTED);
    }
    markers.push({ start: token.start, end: close2.start + 1, name: name.text });
    i += 4;
  }
  return markers;
}

/** Renders one statement's markers; SQL without markers comes back unchanged, with no params. */
export function renderTemplate(
  sqlText: string,
  values: Record<string, unknown>,
  dialect: Dialect,
): RenderedStatement {
  let tokens: Token[];
  try {
    tokens = tokenize(sqlText, dialect.lexer);
  } catch {
    // Unterminated text and the like: the guard reports it in its own words.
    return { checkSql: sqlText, runSql: sqlText, params: [] };
  }
  const markers = findMarkers(tokens);
  if (markers.length === 0) return { checkSql: sqlText, runSql: sqlText, params: [] };
  const placeholders = tokens.some(
    (t) => t.kind === 'parameter' || (t.kind === 'punct' && t.text === '?'),
  );
  if (placeholders) throw new ValidationError(TEMPLATE_MIXED_PARAMETERS);
  let checkSql = '';
  let runSql = '';
  let at = 0;
  const params: TemplateValue[] = [];
  for (const marker of markers) {
    params.push(bindable(marker.name, values));
    const before = sqlText.slice(at, marker.start);
    checkSql += `${before}0`;
    runSql += `${before}${dialect.placeholder(params.length)}`;
    at = marker.end;
  }
  checkSql += sqlText.slice(at);
  runSql += sqlText.slice(at);
  return { checkSql, runSql, params };
}
