/**
 * CSRF tokens for cookie-authenticated writes: an HMAC of the session id, so any server process
 * can check it without shared state, and a token from one session is useless in another.
 */
import crypto from 'node:crypto';

export const CSRF_HEADER = 'x-csrftoken';

export class CsrfTokens {
  private readonly key: Buffer;

  constructor(secretKey: string) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', secretKey, 'panorama', 'panorama:csrf', 32));
  }

  issue(sessionId: string): string {
    return crypto.createHmac('sha256', this.key).update(sessionId).digest('base64url');
  }

  check(sessionId: string, token: string | undefined): boolean {
    if (!token) return false;
    const expected = Buffer.from(this.issue(sessionId));
    const given = Buffer.from(token);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }
}
