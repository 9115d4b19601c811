import { describe, expect, it } from 'vitest';
import { isSafeLinkTarget } from './safe-link-target';

describe('isSafeLinkTarget', () => {
  it.each([
    ['https://example.com/a', true],
    ['HTTP://example.com', true],
    ['mailto:a@b.c', true],
    ['/dashboard/1', true],
    ['#top', true],
    ['?page=2', true],
    ['reports/1', true],
    ['javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<b>', false],
    ['vbscript:x', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['\\\\evil.example', false],
  ])('%j may be a link: %s', (url, expected) => {
    expect(isSafeLinkTarget(url)).toBe(expected);
  });
});
