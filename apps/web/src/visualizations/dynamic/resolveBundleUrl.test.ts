import { describe, expect, it } from 'vitest';
import { resolveBundleUrl } from './resolveBundleUrl';

const ORIGIN = 'https://bi.example.com';

describe('resolveBundleUrl', () => {
  it.each([
    ['/static/plugins/a.js', 'https://bi.example.com/static/plugins/a.js'],
    ['https://cdn.example.com/a.js', 'https://cdn.example.com/a.js'],
    ['http://127.0.0.1:8080/main.js', 'http://127.0.0.1:8080/main.js'],
  ])('resolves %s to %s', (input, expected) => {
    expect(resolveBundleUrl(input, ORIGIN)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'data:text/javascript,1', 'blob:https://x/1', 'ftp://x/a.js'])(
    'refuses %s',
    (input) => {
      expect(resolveBundleUrl(input, ORIGIN)).toBeNull();
    },
  );
});
