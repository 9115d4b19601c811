import { describe, expect, it } from 'vitest';
import { SecretBox } from '../../security/secret-box';
import { maskedUri, plainUri, resolvePassword } from './database-uris';

const box = new SecretBox('a-test-secret-key-that-is-long-enough-1234');

describe('database URIs', () => {
  it('splits the password out, encrypted, and masks it on the way out', () => {
    const stored = resolvePassword(
      'postgresql://bob:p%40ss@db.example.com:5432/sales',
      undefined,
      box,
    );
    expect(stored.uriWithoutPassword).toBe('postgresql://bob@db.example.com:5432/sales');
    expect(box.decrypt(stored.passwordEncrypted ?? '')).toBe('p@ss');
    const row = {
      sqlalchemy_uri: stored.uriWithoutPassword,
      password_encrypted: stored.passwordEncrypted,
    };
    expect(maskedUri(row)).toBe('postgresql://bob:XXXXXXXXXX@db.example.com:5432/sales');
    expect(plainUri(row, box)).toBe('postgresql://bob:p%40ss@db.example.com:5432/sales');
  });

  it('keeps the stored password for the mask only on the same endpoint', () => {
    const existing = {
      sqlalchemy_uri: 'postgresql://bob@db.example.com:5432/sales',
      password_encrypted: box.encrypt('pw'),
    };
    const same = resolvePassword(
      'postgresql://bob:XXXXXXXXXX@db.example.com:5432/other',
      existing,
      box,
    );
    expect(same.passwordEncrypted).toBe(existing.password_encrypted);
    for (const uri of [
      'postgresql://bob:XXXXXXXXXX@evil.example.com:5432/sales',
      'postgresql://eve:XXXXXXXXXX@db.example.com:5432/sales',
      'postgresql://bob:XXXXXXXXXX@db.example.com:6543/sales',
      'mysql://bob:XXXXXXXXXX@db.example.com:5432/sales',
    ]) {
      expect(() => resolvePassword(uri, existing, box), uri).toThrow();
    }
    expect(() =>
      resolvePassword('postgresql://bob:XXXXXXXXXX@db.example.com:5432/sales', undefined, box),
    ).toThrow();
  });

  it('stores no password when the URI has none', () => {
    expect(resolvePassword('duckdb:///examples.duckdb', undefined, box)).toEqual({
      uriWithoutPassword: 'duckdb:///examples.duckdb',
      passwordEncrypted: null,
    });
    expect(
      maskedUri({ sqlalchemy_uri: 'duckdb:///examples.duckdb', password_encrypted: null }),
    ).toBe('duckdb:///examples.duckdb');
  });
});
