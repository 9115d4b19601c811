import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  it('round-trips, never stores the plaintext, and fails with another key or tampering', () => {
    const box = new SecretBox('a'.repeat(40));
    const stored = box.encrypt('p@ssw0rd!');
    expect(stored).not.toContain('p@ssw0rd');
    expect(box.encrypt('p@ssw0rd!')).not.toBe(stored);
    expect(box.decrypt(stored)).toBe('p@ssw0rd!');
    expect(() => new SecretBox('b'.repeat(40)).decrypt(stored)).toThrow();
    const parts = stored.split(':');
    parts[3] = Buffer.from('forged').toString('base64url');
    expect(() => box.decrypt(parts.join(':'))).toThrow();
  });
});
