import { describe, expect, it } from 'vitest';
import { likeContains, likeLiteral, selectSearchFilters } from './select-search';

/** A small seeded generator (mulberry32) so failures can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Short strings rich in the characters LIKE treats specially. */
function randomText(next: () => number): string {
  const alphabet = ['a', 'B', '%', '_', '\\', ' ', '[', '*', '.', 'é'];
  const length = Math.floor(next() * 6);
  return Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
}

/** How the SQL compiler reads a LIKE pattern, as a RegExp (backslash escapes %, _ and itself). */
function likeRegExp(pattern: string): RegExp {
  let body = '';
  const chars = [...pattern];
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i] as string;
    const next = chars[i + 1];
    const literal = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (c === '\\' && next !== undefined && '%_\\'.includes(next)) {
      body += literal(next);
      i += 1;
    } else body += c === '%' ? '.*' : c === '_' ? '.' : literal(c);
  }
  return new RegExp(`^${body}$`, 'is');
}

describe('likeLiteral', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(likeLiteral('50%_off\\x')).toBe('50\\%\\_off\\\\x');
  });

  it('a contains pattern matches exactly the values containing the text', () => {
    const next = random(7);
    for (let i = 0; i < 500; i += 1) {
      const [before, text, after, other] = [1, 2, 3, 4].map(() => randomText(next)) as [
        string,
        string,
        string,
        string,
      ];
      const pattern = likeRegExp(likeContains(text));
      expect(pattern.test(before + text + after)).toBe(true);
      expect(pattern.test(other)).toBe(other.toLowerCase().includes(text.toLowerCase()));
    }
    const pattern = likeRegExp(likeContains('5%_'));
    expect(pattern.test('a 5%_ b')).toBe(true);
    expect(pattern.test('a 5xy b')).toBe(false);
    expect(pattern.test('a 5%x b')).toBe(false);
  });
});

describe('selectSearchFilters', () => {
  it('text columns: a case-insensitive contains filter with the text escaped', () => {
    expect(selectSearchFilters('name', ' a_b ', 'text')).toEqual([
      { col: 'name', op: 'ILIKE', val: '%a\\_b%' },
    ]);
  });

  it('numeric columns: values at or above a typed number, nothing for other text', () => {
    expect(selectSearchFilters('n', '15', 'numeric')).toEqual([{ col: 'n', op: '>=', val: 15 }]);
    expect(selectSearchFilters('n', 'abc', 'numeric')).toEqual([]);
  });

  it('blank text and other columns add nothing', () => {
    expect(selectSearchFilters('name', '  ', 'text')).toEqual([]);
    expect(selectSearchFilters('day', '2020', 'other')).toEqual([]);
  });
});
