import { describe, expect, it } from 'vitest';
import { BUNDLE_URL_MAX_LENGTH, isAllowedBundleUrl } from './bundle-url';

describe('isAllowedBundleUrl', () => {
  it.each([
    'https://cdn.example.com/plugins/main.js',
    'http://127.0.0.1:8080/main.js',
    'https://cdn.example.com/main.js?v=3#x',
    '/static/plugins/main.js',
    '/plugins/main.js?v=1',
  ])('accepts %s', (url) => {
    expect(isAllowedBundleUrl(url)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', 'script URL'],
    ['JaVaScRiPt:alert(1)', 'script URL in mixed case'],
    ['data:text/javascript,alert(1)', 'data URL'],
    ['blob:https://example.com/1234', 'blob URL'],
    ['ftp://example.com/main.js', 'other scheme'],
    ['//evil.example/main.js', 'protocol-relative URL'],
    ['/\\evil.example/main.js', 'backslash read as a slash'],
    ['plugins/main.js', 'page-relative path'],
    ['https://user:secret@example.com/main.js', 'credentials in the URL'],
    ['https://example.com/ma in.js', 'whitespace'],
    ['java\tscript:alert(1)', 'a tab browsers strip'],
    ['/static/main.js\n', 'a trailing newline'],
    ['', 'empty'],
    ['https:///main.js', 'a third slash the parser would skip'],
    ['https:\\\\evil.example\\main.js', 'backslashes read as slashes'],
    ['https:evil.example/main.js', 'no slashes'],
  ])('refuses %s (%s)', (url) => {
    expect(isAllowedBundleUrl(url)).toBe(false);
  });

  it('refuses URLs longer than the column holds', () => {
    const prefix = 'https://cdn.example.com/';
    const fits = prefix + 'a'.repeat(BUNDLE_URL_MAX_LENGTH - prefix.length);
    expect(fits).toHaveLength(1000);
    expect(isAllowedBundleUrl(fits)).toBe(true);
    expect(isAllowedBundleUrl(`${fits}a`)).toBe(false);
  });
});
