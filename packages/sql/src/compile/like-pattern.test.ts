import { describe, expect, it } from 'vitest';
import { enginePattern, parseLikePattern } from './like-pattern';

describe('parseLikePattern', () => {
  it('reads % and _ as wildcards and everything else as literal', () => {
    expect(parseLikePattern('a%b_')).toEqual([
      { literal: 'a' },
      { wildcard: 'any' },
      { literal: 'b' },
      { wildcard: 'one' },
    ]);
  });

  it('a backslash makes the next %, _ or backslash literal', () => {
    expect(parseLikePattern('\\%\\_\\\\')).toEqual([
      { literal: '%' },
      { literal: '_' },
      { literal: '\\' },
    ]);
  });

  it('a backslash before anything else, or at the end, is itself literal', () => {
    expect(parseLikePattern('a\\b\\')).toEqual([
      { literal: 'a' },
      { literal: '\\' },
      { literal: 'b' },
      { literal: '\\' },
    ]);
  });
});

describe('enginePattern', () => {
  it('escapes literal wildcards and backslashes for a backslash-escape LIKE', () => {
    expect(enginePattern('%50\\%_x\\y\\', 'escape-backslash')).toBe('%50\\%_x\\\\y\\\\');
  });

  it('rewrites wildcards for GLOB and brackets its own special characters', () => {
    expect(enginePattern('%a\\%_[*?', 'glob')).toBe('*a%?[[][*][?]');
  });
});
