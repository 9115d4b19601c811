/** Connection URIs as answers show them: the password masked, stripped and put back. */
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MASK,
  hasMaskedPassword,
  maskPassword,
  parseConnectionUri,
  stripPassword,
  withPassword,
} from '../../src/engine/connection-uri';

describe('password masking', () => {
  const uri = 'postgresql://analyst:s3cret@db.example.com:5432/sales?sslmode=require';
  const masked = 'postgresql://analyst:XXXXXXXXXX@db.example.com:5432/sales?sslmode=require';

  it('uses Superset’s 10-character mask', () => {
    expect(PASSWORD_MASK).toBe('XXXXXXXXXX');
  });

  it.each([
    [uri, masked],
    ['mysql://root:p%40ss%2Fword@h/db', 'mysql://root:XXXXXXXXXX@h/db'],
    ['postgresql://u:pa:ss@h/db', 'postgresql://u:XXXXXXXXXX@h/db'],
    ['postgresql://u@h/db', 'postgresql://u@h/db'],
    ['postgresql://u:@h/db', 'postgresql://u:@h/db'],
    ['sqlite:///data.db', 'sqlite:///data.db'],
    ['garbage ://user:hunter2@somewhere', 'garbage ://user:XXXXXXXXXX@somewhere'],
  ])('maskPassword(%s)', (input, expected) => {
    expect(maskPassword(input)).toBe(expected);
  });

  it('recognises a masked URI', () => {
    expect(hasMaskedPassword(masked)).toBe(true);
    expect(hasMaskedPassword(uri)).toBe(false);
    expect(hasMaskedPassword('postgresql://u@h/db')).toBe(false);
    expect(hasMaskedPassword('postgresql://u:XXXXXXXXX@h/db')).toBe(false); // 9 X
  });

  it('strips the password out and puts it back', () => {
    const { uriWithoutPassword, password } = stripPassword(uri);
    expect(uriWithoutPassword).toBe(
      'postgresql://analyst@db.example.com:5432/sales?sslmode=require',
    );
    expect(password).toBe('s3cret');
    expect(withPassword(uriWithoutPassword, password)).toBe(uri);
  });

  it('decodes on strip and encodes on put back', () => {
    const stripped = stripPassword('mysql://root:p%40ss%2Fword@h/db');
    expect(stripped).toEqual({ uriWithoutPassword: 'mysql://root@h/db', password: 'p@ss/word' });
    const again = withPassword(stripped.uriWithoutPassword, 'p@ss/w:rd?#%');
    expect(parseConnectionUri(again)).toMatchObject({
      username: 'root',
      password: 'p@ss/w:rd?#%',
      host: 'h',
    });
  });

  it('replaces the mask with the stored password', () => {
    expect(withPassword(masked, 's3cret')).toBe(uri);
  });

  it('handles URIs without credentials', () => {
    expect(stripPassword('postgresql://u@h/db')).toEqual({
      uriWithoutPassword: 'postgresql://u@h/db',
      password: undefined,
    });
    expect(withPassword('postgresql://u@h/db', undefined)).toBe('postgresql://u@h/db');
    expect(withPassword('postgresql://u@h/db', null)).toBe('postgresql://u@h/db');
    const added = withPassword('postgresql://h/db', 'pw');
    expect(parseConnectionUri(added)).toMatchObject({ host: 'h', password: 'pw', database: 'db' });
  });
});
