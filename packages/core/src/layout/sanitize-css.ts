/**
 * Dashboard custom CSS, made safe to put in a <style> element (security requirement table row 8).
 * Ordinary rules are kept as written; what could fetch remote content or run code is removed:
 * `@import` statements, every url() (any scheme, quoted or not, however escaped) and the other
 * functions that load images or documents, IE `expression()`, `behavior:`, `-moz-binding:` and
 * `progid:` filters, and anything that could end the style element (`</style`, `<!--`).
 *
 * The CSS is tokenized the way a browser does it, so escapes such as `u\72l(` and comments inside
 * a word cannot hide a token from the checks. Comments are dropped (a space keeps two words from
 * merging); the result is sanitized again until it no longer changes, so whatever the removals
 * bring together is checked too. Nothing in the output contains a `<` character.
 */
import { preprocessCss, tokenizeCss, type CssToken } from './css-tokenizer';

/** Functions that make the browser fetch something (after vendor prefixes are stripped). */
const LOADING_FUNCTIONS = new Set([
  'url',
  'url-prefix',
  'domain',
  'regexp',
  'src',
  'image',
  'image-set',
  'cross-fade',
  'element',
]);
/** Properties that attach code to elements (IE behaviours, Mozilla XBL bindings). */
const CODE_PROPERTIES = new Set(['behavior', 'binding', 'moz-binding']);
const MAX_PASSES = 8;

/** Lower-case, compatibility-folded (fullwidth letters become ASCII), without vendor prefix. */
function canonicalName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^-[a-z0-9]+-/, '');
}

function isLoadingFunction(token: CssToken): boolean {
  const name = canonicalName(token.value);
  return LOADING_FUNCTIONS.has(name) || name.includes('expression');
}

function closerOf(token: CssToken): CssToken['type'] | undefined {
  if (token.type === 'function' || token.type === '(') return ')';
  if (token.type === '[') return ']';
  if (token.type === '{') return '}';
  return undefined;
}

/** Index just past the block that opens at `start` (a function, `(`, `[` or `{`). */
function skipBlock(tokens: CssToken[], start: number): number {
  const first = tokens[start];
  const firstCloser = first ? closerOf(first) : undefined;
  if (!firstCloser) return start + 1;
  const expected = [firstCloser];
  let index = start + 1;
  while (index < tokens.length && expected.length > 0) {
    const token = tokens[index] as CssToken;
    const closer = closerOf(token);
    if (token.type === expected[expected.length - 1]) expected.pop();
    else if (closer) expected.push(closer);
    index += 1;
  }
  return index;
}

/**
 * Index just past the declaration or at-rule statement starting at `start`: through its `;`, or
 * through its `{}` block, or up to (not including) the `}` that closes the enclosing block.
 */
function skipStatement(tokens: CssToken[], start: number): number {
  let index = start + 1;
  while (index < tokens.length) {
    const token = tokens[index] as CssToken;
    if (token.type === 'semicolon') return index + 1;
    if (token.type === '}') return index;
    if (token.type === '{') return skipBlock(tokens, index);
    index = closerOf(token) ? skipBlock(tokens, index) : index + 1;
  }
  return index;
}

/** True when the next token that is not whitespace or a comment is a colon. */
function followedByColon(tokens: CssToken[], start: number): boolean {
  for (let index = start + 1; index < tokens.length; index += 1) {
    const type = tokens[index]?.type;
    if (type === 'colon') return true;
    if (type !== 'whitespace' && type !== 'comment') return false;
  }
  return false;
}

/** A string written anew, with `<`, quotes, backslashes and control characters escaped. */
function serializeString(value: string): string {
  let result = '"';
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (character === '"' || character === '\\') result += `\\${character}`;
    else if (character === '<' || code < 0x20 || code === 0x7f) {
      result += `\\${code.toString(16)} `;
    } else result += character;
  }
  return `${result}"`;
}

const NEVER_MERGES_AFTER = new Set(['{', '}', ';', ',', '(', ':']);
const NEVER_MERGES_BEFORE = new Set(['{', '}', ';', ',', ')', ':']);

/** Whether text ending in `before` and text starting with `after` need a space between them. */
function needsSpace(before: string | undefined, after: string | undefined): boolean {
  if (before === undefined || after === undefined) return false;
  if (/\s/.test(before) || /\s/.test(after)) return false;
  return !NEVER_MERGES_AFTER.has(before) && !NEVER_MERGES_BEFORE.has(after);
}

/** What a token is written as when it is kept. */
function keptText(token: CssToken): string {
  if (token.type === 'string') {
    // Written as it came unless it holds a `<` or lacks its closing quote.
    const asWritten = !token.unterminated && !token.raw.includes('<');
    return asWritten ? token.raw : serializeString(token.value);
  }
  // Elsewhere a `<` can only appear escaped inside a name (`a\<b`); write it as a hex escape.
  return token.raw.replace(/\\</g, '\\3c ');
}

const ALWAYS_DROPPED = new Set<CssToken['type']>([
  'comment',
  'url',
  'bad-url',
  'bad-string',
  'cdo',
  'cdc',
]);

/** Index after the tokens to drop at `index`, or undefined to keep the token. */
function droppedUntil(tokens: CssToken[], index: number): number | undefined {
  const token = tokens[index] as CssToken;
  if (ALWAYS_DROPPED.has(token.type)) return index + 1;
  if (token.type === 'delim' && token.value === '<') return index + 1;
  if (token.type === 'function' && isLoadingFunction(token)) return skipBlock(tokens, index);
  if (token.type === 'at-keyword' && canonicalName(token.value) === 'import') {
    return skipStatement(tokens, index);
  }
  if (token.type === 'ident' && followedByColon(tokens, index)) {
    const name = canonicalName(token.value);
    if (CODE_PROPERTIES.has(name) || name === 'progid') return skipStatement(tokens, index);
  }
  return undefined;
}

function sanitizeOnce(css: string): string {
  const tokens = tokenizeCss(css);
  let output = '';
  let removedSomething = false;
  let index = 0;
  while (index < tokens.length) {
    const skipTo = droppedUntil(tokens, index);
    if (skipTo !== undefined) {
      removedSomething = true;
      index = skipTo;
      continue;
    }
    const text = keptText(tokens[index] as CssToken);
    if (removedSomething && needsSpace(output.at(-1), text[0])) output += ' ';
    removedSomething = false;
    output += text;
    index += 1;
  }
  return output;
}

export function sanitizeDashboardCss(css: string): string {
  let current = preprocessCss(css);
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = sanitizeOnce(current);
    if (next === current) return next;
    current = next;
  }
  // Never settled: return nothing rather than text that was not checked as a whole.
  return '';
}
