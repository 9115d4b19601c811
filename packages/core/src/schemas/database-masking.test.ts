/** The answer schemas of databases keep a password out of every answer, whatever the server hands them. */
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MASK,
  databaseConnectionSchema,
  maskedUriSchema,
  shownParametersSchema,
  uriPasswordIsMasked,
} from './database';

describe('database answer schemas', () => {
  it('accept a URI without a password or with the mask, and refuse any other password', () => {
    expect(uriPasswordIsMasked('duckdb:///file.duckdb')).toBe(true);
    expect(uriPasswordIsMasked('postgresql://bob@db:5432/sales')).toBe(true);
    expect(uriPasswordIsMasked(`postgresql://bob:${PASSWORD_MASK}@db:5432/sales`)).toBe(true);
    expect(uriPasswordIsMasked('postgresql://bob:s3cret@db:5432/sales')).toBe(false);
    expect(uriPasswordIsMasked('mysql://bob:p%40ss@db/x?host=@evil')).toBe(false);
    expect(maskedUriSchema.safeParse('postgresql://bob:s3cret@db/sales').success).toBe(false);
  });

  it('drop a password given with the shown parameters', () => {
    const shown = shownParametersSchema.parse({ host: 'db', username: 'bob', password: 's3cret' });
    expect(shown).toEqual({ host: 'db', username: 'bob' });
  });

  it('allow only the mask or null as the connection password', () => {
    const password = databaseConnectionSchema.shape.parameters.unwrap().shape.password;
    expect(password.safeParse(PASSWORD_MASK).success).toBe(true);
    expect(password.safeParse(null).success).toBe(true);
    expect(password.safeParse('s3cret').success).toBe(false);
  });
});
