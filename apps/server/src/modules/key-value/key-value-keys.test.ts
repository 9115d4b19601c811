import { describe, expect, it } from 'vitest';
import { isEntryKey, namedEntryKey, randomEntryKey, uuidOfKey } from './key-value-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('key-value keys', () => {
  it('issues random URL-safe keys that are version-4 UUIDs', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const { key, uuid } = randomEntryKey();
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(uuid).toMatch(UUID);
      expect(uuid[14]).toBe('4');
      expect(uuidOfKey(key)).toBe(uuid);
      keys.add(key);
    }
    expect(keys.size).toBe(200);
  });

  it('derives the same named key from the same parts only', () => {
    const a = namedEntryKey(['tab', 1, 'session', null]);
    expect(namedEntryKey(['tab', 1, 'session', null])).toEqual(a);
    expect(namedEntryKey(['tab', 1, 'session', undefined])).toEqual(a);
    expect(namedEntryKey(['tab', 2, 'session', null]).key).not.toBe(a.key);
    // ["a", "b"] must not collide with ["a,b"] or ["ab"].
    expect(namedEntryKey(['a', 'b']).key).not.toBe(namedEntryKey(['a,b']).key);
    expect(a.uuid[14]).toBe('8');
    expect(uuidOfKey(a.key)).toBe(a.uuid);
  });

  it('refuses text that is not a key it could have issued', () => {
    for (const bad of [
      '',
      'short',
      '../../etc/passwd',
      'AAAAAAAAAAAAAAAAAAAAAA=',
      'AAAAAAAAAAAAAAAAAAAAA+',
      'a'.repeat(64),
      // 22 characters whose last one carries bits beyond the 16 bytes (non-canonical).
      'AAAAAAAAAAAAAAAAAAAAAB',
    ]) {
      expect(isEntryKey(bad), bad).toBe(false);
      expect(uuidOfKey(bad)).toBeNull();
    }
    expect(isEntryKey('AAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
  });
});
