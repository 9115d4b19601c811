/**
 * The Handlebars chart's `styleTemplate` made safe to inject (pure): every rule is scoped under
 * the chart's own root selector (so it styles nothing outside the chart; `html`, `body` and
 * `:root` mean the root itself), `@media` / `@supports` / `@container` blocks are scoped the same
 * way, and everything that could load content or reach outside is dropped: `@import`,
 * `@font-face`, `@keyframes` (global names), `@namespace`, any `url()`, `image-set()`,
 * `expression()`, `behavior` / `-moz-binding`, escapes (`\`) that could spell those, `<` and
 * stray braces.
 */

const NESTING_AT_RULES = /^@(media|supports|container)\b/i;
const UNSAFE_VALUE =
  /url\s*\(|image-set|image\s*\(|expression\s*\(|javascript:|vbscript:|-moz-binding|behavior|@import|[\\<{}]/i;
const PROPERTY = /^(--[\w-]+|-?[a-z][a-z0-9-]*)$/i;

/** Splits on `separator` outside quotes, parentheses and brackets. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (quote) {
      if (character === quote) quote = null;
      continue;
    }
    if (character === '"' || character === "'") quote = character;
    else if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth = Math.max(0, depth - 1);
    else if (character === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The declarations of a rule body (or a style attribute) that are safe, re-joined. */
export function sanitizeDeclarations(body: string): string {
  return splitTopLevel(body, ';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim();
      const value = declaration.slice(colon + 1).trim();
      if (!PROPERTY.test(property) || value === '' || UNSAFE_VALUE.test(value)) return null;
      return `${property}: ${value}`;
    })
    .filter((declaration): declaration is string => declaration !== null)
    .join('; ');
}

function scopeSelector(selector: string, scope: string): string | null {
  const trimmed = selector.trim();
  if (trimmed === '' || /[<\\{}]/.test(trimmed)) return null;
  const rooted = trimmed.replace(/^(html|body|:root)\b/i, scope);
  return rooted.startsWith(scope) ? rooted : `${scope} ${rooted}`;
}

interface Block {
  prelude: string;
  /** Undefined for a statement ending in `;` (e.g. `@import ...;`). */
  body?: string;
}

/** Top-level statements and blocks, braces inside strings ignored. */
function blocks(css: string): Block[] {
  const result: Block[] = [];
  let index = 0;
  while (index < css.length) {
    let quote: string | null = null;
    let cursor = index;
    // Read the prelude up to `{` or `;`.
    for (; cursor < css.length; cursor += 1) {
      const character = css[cursor] as string;
      if (quote) {
        if (character === quote) quote = null;
      } else if (character === '"' || character === "'") quote = character;
      else if (character === '{' || character === ';') break;
    }
    const prelude = css.slice(index, cursor).trim();
    if (cursor >= css.length) {
      if (prelude) result.push({ prelude });
      break;
    }
    if (css[cursor] === ';') {
      result.push({ prelude });
      index = cursor + 1;
      continue;
    }
    // Find the matching `}`.
    let depth = 1;
    let end = cursor + 1;
    quote = null;
    for (; end < css.length && depth > 0; end += 1) {
      const character = css[end] as string;
      if (quote) {
        if (character === quote) quote = null;
      } else if (character === '"' || character === "'") quote = character;
      else if (character === '{') depth += 1;
      else if (character === '}') depth -= 1;
    }
    result.push({ prelude, body: css.slice(cursor + 1, depth === 0 ? end - 1 : end) });
    index = end;
  }
  return result;
}

export function scopeCss(css: string, scope: string): string {
  const withoutComments = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
  const output: string[] = [];
  for (const { prelude, body } of blocks(withoutComments)) {
    if (body === undefined || prelude === '') continue;
    if (prelude.startsWith('@')) {
      if (!NESTING_AT_RULES.test(prelude) || /[<\\]|url\s*\(/i.test(prelude)) continue;
      const inner = scopeCss(body, scope);
      if (inner) output.push(`${prelude} {\n${inner}\n}`);
      continue;
    }
    const selectors = splitTopLevel(prelude, ',')
      .map((selector) => scopeSelector(selector, scope))
      .filter((selector): selector is string => selector !== null);
    const declarations = sanitizeDeclarations(body);
    if (selectors.length > 0 && declarations) {
      output.push(`${selectors.join(', ')} { ${declarations}; }`);
    }
  }
  return output.join('\n');
}
