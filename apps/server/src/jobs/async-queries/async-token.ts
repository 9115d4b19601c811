/**
 * The websocket credential of async queries (Superset's `async-token` JWT cookie): an HS256 JWT
 * naming the user and their event channel, signed with a key derived from SECRET_KEY for this
 * purpose only, so it can never pass as a session or API token, nor they as it.
 *
 * A user's channel id is an HMAC of their id under the same key: every process computes the
 * same channel without shared state, and nobody can guess another user's channel from their id.
 */
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ASYNC_TOKEN_COOKIE = 'async-token';
const TOKEN_TYPE = 'async';

export interface AsyncTokenClaims {
  userId: number;
  channelId: string;
}

export class AsyncTokens {
  private readonly key: Uint8Array;

  constructor(
    secretKey: string,
    /** Lifetime of a token; the session's, so a websocket lives as long as the login. */
    readonly lifetimeSeconds: number,
  ) {
    this.key = new Uint8Array(
      crypto.hkdfSync('sha256', secretKey, 'panorama', 'panorama:async-queries', 32),
    );
  }

  channelFor(userId: number): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`channel:${userId}`)
      .digest('base64url')
      .slice(0, 32);
  }

  sign(userId: number): Promise<string> {
    return new SignJWT({ typ: TOKEN_TYPE, channel: this.channelFor(userId) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.lifetimeSeconds)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token whose channel is its user's; null otherwise. */
  async verify(token: string | undefined): Promise<AsyncTokenClaims | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (payload.typ !== TOKEN_TYPE || !Number.isInteger(userId)) return null;
      const channelId = this.channelFor(userId);
      return payload.channel === channelId ? { userId, channelId } : null;
    } catch {
      return null;
    }
  }
}
