import { describe, expect, it } from 'vitest';
import { TokenService } from '../../security/tokens';
import { screenshotSessionMinter } from './screenshot-session';

const SECRET = 'a-test-secret-key-that-is-long-enough-0123456789';

describe('screenshot sessions', () => {
  it('mints a session the server accepts as that user, and only as a session', async () => {
    const serverTokens = new TokenService(SECRET, { access: 900, refresh: 86400, session: 28800 });
    const token = await screenshotSessionMinter(SECRET, 60_000)(42);
    expect(await serverTokens.verify(token, 'session')).toMatchObject({
      userId: 42,
      type: 'session',
    });
    expect(await serverTokens.verify(token, 'access')).toBeNull();
    const other = new TokenService(`${SECRET}-other`, { access: 1, refresh: 1, session: 1 });
    expect(await other.verify(token, 'session')).toBeNull();
  });

  it('lives only as long as one screenshot can take plus a minute', async () => {
    const token = await screenshotSessionMinter(SECRET, 60_000)(7);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
      iat: number;
      exp: number;
    };
    expect(payload.exp - payload.iat).toBe(120);
  });
});
