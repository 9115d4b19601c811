import { describe, expect, it } from 'vitest';
import { preprocessCss, tokenizeCss } from './css-tokenizer';

const kinds = (css: string) => tokenizeCss(css).map((token) => [token.type, token.value]);

describe('tokenizeCss', () => {
  it('round-trips: raw texts concatenate back to the input', () => {
    const css =
      '@media (max-width: 600px) { .a\\:b > #id::before { content: "x\\"y"; margin: -1.5e3px 10% } }';
    expect(
      tokenizeCss(css)
        .map((token) => token.raw)
        .join(''),
    ).toBe(css);
  });

  it('decodes escapes in names', () => {
    expect(kinds('u\\72l(x)')).toEqual([['url', 'x']]);
    expect(kinds('\\75 \\52 \\4C (x)')).toEqual([['url', 'x']]);
    expect(kinds('@\\69mport')).toEqual([['at-keyword', 'import']]);
    expect(kinds('exp\\ression(')).toEqual([['function', 'expression']]);
    expect(kinds('#\\31 a')).toEqual([['hash', '1a']]);
  });

  it('url( with a quoted argument is a function, unquoted is a url token', () => {
    expect(kinds('url( "a.png" )')).toEqual([
      ['function', 'url'],
      ['whitespace', ''],
      ['string', 'a.png'],
      ['whitespace', ''],
      [')', ')'],
    ]);
    expect(kinds('url(  a.png  )')).toEqual([['url', 'a.png']]);
    expect(kinds('url(a b)')).toEqual([['bad-url', 'a']]);
    expect(kinds('url(a"b)')).toEqual([['bad-url', 'a']]);
  });

  it('reads comments, strings, CDO/CDC and numbers', () => {
    expect(kinds('/* a */b')).toEqual([
      ['comment', ''],
      ['ident', 'b'],
    ]);
    expect(kinds('/* open')).toEqual([['comment', '']]);
    expect(kinds("'a\\\nb'")).toEqual([['string', 'ab']]);
    expect(kinds('"a\nb"')[0]).toEqual(['bad-string', 'a']);
    expect(kinds('<!-- -->')).toEqual([
      ['cdo', ''],
      ['whitespace', ''],
      ['cdc', ''],
    ]);
    expect(kinds('12px 50% -.5 +3e2')).toEqual([
      ['dimension', 'px'],
      ['whitespace', ''],
      ['percentage', ''],
      ['whitespace', ''],
      ['number', ''],
      ['whitespace', ''],
      ['number', ''],
    ]);
  });

  it('treats a comment as a token boundary', () => {
    expect(kinds('u/**/rl(x)')).toEqual([
      ['ident', 'u'],
      ['comment', ''],
      ['function', 'rl'],
      ['ident', 'x'],
      [')', ')'],
    ]);
  });

  it('preprocesses newlines and NUL', () => {
    expect(preprocessCss('a\r\nb\rc\fd\0')).toBe('a\nb\nc\nd\uFFFD');
  });
});
