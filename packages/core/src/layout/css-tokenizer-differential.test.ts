/**
 * Our CSS tokenizer against css-tree's (a widely used implementation of the same CSS Syntax
 * tokenization), over CSS written to hide things from a sanitizer: comments inside words, escaped
 * names, strings with escapes and line breaks, url() in every form, @import, expression() and
 * unicode escapes. Both must cut the input at the same places into tokens of the same kind, and
 * decode the names, strings and urls the sanitizer judges to the same text; a difference there
 * could let a browser see a `url(` or an `@import` that the sanitizer did not.
 */
import { ident, string, tokenize, tokenNames, url } from 'css-tree';
import { describe, expect, it } from 'vitest';
import { preprocessCss, tokenizeCss, type CssToken, type CssTokenType } from './css-tokenizer';
import { sanitizeDashboardCss } from './sanitize-css';

// The tokenizer entry points css-tree exports, which its type package leaves out.
declare module 'css-tree' {
  export function tokenize(
    source: string,
    onToken: (type: number, start: number, end: number) => void,
  ): void;
  export const tokenNames: readonly string[];
}

/** Our token kinds under css-tree's names (the names of the CSS Syntax specification). */
const SPEC_NAME: Record<CssTokenType, string> = {
  whitespace: 'whitespace-token',
  comment: 'comment-token',
  string: 'string-token',
  'bad-string': 'bad-string-token',
  url: 'url-token',
  'bad-url': 'bad-url-token',
  ident: 'ident-token',
  function: 'function-token',
  'at-keyword': 'at-keyword-token',
  hash: 'hash-token',
  number: 'number-token',
  percentage: 'percentage-token',
  dimension: 'dimension-token',
  delim: 'delim-token',
  cdo: 'CDO-token',
  cdc: 'CDC-token',
  colon: 'colon-token',
  semicolon: 'semicolon-token',
  comma: 'comma-token',
  '(': '(-token',
  ')': ')-token',
  '[': '[-token',
  ']': ']-token',
  '{': '{-token',
  '}': '}-token',
};

interface SpecToken {
  kind: string;
  text: string;
}

function ours(css: string): SpecToken[] {
  return tokenizeCss(css).map((token: CssToken) => ({
    kind: SPEC_NAME[token.type],
    text: token.raw,
  }));
}

function theirs(css: string): SpecToken[] {
  const tokens: SpecToken[] = [];
  tokenize(css, (type, start, end) => {
    tokens.push({ kind: tokenNames[type] ?? String(type), text: css.slice(start, end) });
  });
  return tokens;
}

/** The decoded text of the tokens the sanitizer judges by name or content, as css-tree reads it. */
function theirValue({ kind, text }: SpecToken): string | undefined {
  switch (kind) {
    case 'ident-token':
      return ident.decode(text);
    case 'function-token':
      return ident.decode(text.slice(0, -1));
    case 'at-keyword-token':
    case 'hash-token':
      return ident.decode(text.slice(1));
    case 'string-token':
      return string.decode(text);
    case 'url-token':
      return url.decode(text);
    default:
      return undefined;
  }
}

function ourValues(css: string): Array<string | undefined> {
  return tokenizeCss(css).map((token) =>
    ['ident', 'function', 'at-keyword', 'hash', 'string', 'url'].includes(token.type)
      ? token.value
      : undefined,
  );
}

const CORPUS: Record<string, string> = {
  'plain rules': '.a > b:hover, #id::before { color: red; margin: -1.5e3px 10% +.5em }',
  'comments inside words and values': 'ur/**/l(x) @im/* */port "a"; col/*x*/or: r/**/ed',
  'unterminated comment': 'a { color: red } /* never closed',
  'comment markers inside strings': '.a { content: "/* not a comment */" } /* "not a string" */',
  'strings with escapes': `.a { content: "x\\"y" 'it\\'s' "\\\\" "\\41 BC" "\\1F600" "a\\
b" }`,
  'string cut by the end': '.a { content: "never closed',
  'url forms': 'a { b: url(x.png) url( "y.png" ) url(  z.png  ) URL(q) url() url(a b) url(a"b) }',
  'url with escapes': 'a { b: url(x\\)y) url(\\68 ttp://e) url(\\65 vil) }',
  'bad url remnants': 'a { b: url(a(b) c; d: url(x\\\ny) e }',
  '@import forms': '@import "a.css"; @import url(b.css) screen; @\\69mport "c"; @IMPORT\'d\';',
  expressions: 'a { w: expression(alert(1)); w: exp\\ression(1); w: e\\78pression(1) }',
  'unicode escapes': '.\\31 a\\32 \\0 \\D800 \\110000 \\FFFFFF x { \\63olor: r\\65d }',
  'escape at the end': 'a\\',
  'escaped newline': 'a\\\nb',
  'fullwidth and non-ASCII names': '.ａ { ｕｒｌ: 1 } .é\\e9 { x: ☃ }',
  'CDO, CDC and style end': '<!-- a { b: c } --> </style><script>',
  'numbers and dimensions': 'a { b: 1e3 1e+3 1e-3 1.e3 .5 -.5 +5% 5\\70 x 5-- 1-2 -a -\\31 --x }',
  'hashes and delims': '#a #1 #\\31 # ## $ ^ | ~ ! = * & . .. + -',
  'custom properties and brackets': ':root { --x: { a: [b] (c) }; } [data-a="b"] {}',
  'behaviours and bindings':
    'a { behavior: url(x.htc); -moz-binding: url(y.xml#z); filter: progid:DXImageTransform.Microsoft.Alpha(opacity=50) }',
};

describe('our CSS tokenizer agrees with css-tree', () => {
  for (const [name, source] of Object.entries(CORPUS)) {
    it(`cuts "${name}" into the same tokens of the same kinds`, () => {
      const css = preprocessCss(source);
      expect(ours(css)).toEqual(theirs(css));
    });

    it(`decodes the names, strings and urls of "${name}" to the same text`, () => {
      const css = preprocessCss(source);
      const theirValues = theirs(css).map(theirValue);
      expect(ourValues(css)).toEqual(theirValues);
    });
  }
});

/**
 * The two places where css-tree departs from the CSS Syntax specification (and so from browsers),
 * pinned here so a change on either side shows. Our tokenizer reads them as a browser does, and
 * the sanitizer removes the hidden url under either reading.
 */
describe('where css-tree departs from the specification', () => {
  it('a url( spelled with escapes is a url token (css-tree: a function named url)', () => {
    const css = 'a { b: u\\72l(evil) }';
    expect(ours(css).map((token) => token.kind)).toContain('url-token');
    expect(theirs(css).find((token) => token.kind === 'function-token')).toEqual({
      kind: 'function-token',
      text: 'u\\72l(',
    });
    expect(theirs(css).map(theirValue)).toContain('url');
    expect(sanitizeDashboardCss(css)).toBe('a { b:  }');
  });

  it('a string cut by a newline ends before it (css-tree: the newline is part of the bad string)', () => {
    const css = '.a { content: "open\n; color: red }';
    const badString = { kind: 'bad-string-token', text: '"open' };
    expect(ours(css)).toContainEqual(badString);
    expect(ours(css)).toContainEqual({ kind: 'whitespace-token', text: '\n' });
    expect(theirs(css)).toContainEqual({ ...badString, text: '"open\n' });
    expect(sanitizeDashboardCss(css)).toBe('.a { content: \n; color: red }');
  });
});
