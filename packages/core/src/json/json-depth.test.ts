import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonTextTooDeep, jsonValueTooDeep } from './json-depth';

const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('JSON depth rule', () => {
  it('counts objects and arrays, up to and past the limit', () => {
    expect(jsonTextTooDeep(nestedArrays(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTextTooDeep(nestedArrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTextTooDeep('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonTextTooDeep('{"a":[{"b":[1]}]}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ s: `\\"${'['.repeat(500)}`, t: '"{{{{' });
    expect(jsonTextTooDeep(text, 1)).toBe(false);
  });

  it('checks parsed values the same way, without recursion', () => {
    expect(jsonValueTooDeep(JSON.parse(nestedArrays(MAX_JSON_DEPTH)))).toBe(false);
    expect(jsonValueTooDeep(JSON.parse(nestedArrays(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(jsonValueTooDeep(JSON.parse(nestedArrays(100_000)))).toBe(true);
    expect(jsonValueTooDeep('scalar', 0)).toBe(false);
  });
});
