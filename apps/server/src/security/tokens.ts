/**
 * Signed tokens (HS256 JWTs with jose) for the three ways a client proves who it is: API access
 * tokens, API refresh tokens and the browser session cookie. Each kind has its own `typ` claim
 * so one can never be used as another. A valid signature only says who the token was issued to;
 * whether its session (`sid`) has not been ended is the server-side session store's answer.
 */
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type TokenType = 'access' | 'refresh' | 'session';

export interface TokenClaims {
  userId: number;
  type: TokenType;
  /** The server-side session the token belongs to; also the CSRF token's binding. */
  sid: string;
  fresh: boolean;
}

/** How many verified tokens to remember; each entry is small (a token string and its claims). */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens already verified, with their claims and expiry. A signature that checked out stays
   * valid until the token expires, so remembering the result is exact, not a shortcut that another
   * process could disagree with; it saves the HMAC and key import on every API call. Revocation is
   * not a property of the signature: it is checked against the session store on every request.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();

  constructor(
    secretKey: string,
    private readonly lifetimes: Record<TokenType, number>,
  ) {
    this.key = new Uint8Array(crypto.hkdfSync('sha256', secretKey, 'panorama', 'panorama:jwt', 32));
  }

  /** How long a token of the type lives, in seconds. */
  lifetimeOf(type: TokenType): number {
    return this.lifetimes[type];
  }

  /** A token of the session `sid`; it lives `lifetimeSeconds`, or the type's lifetime. */
  async sign(
    userId: number,
    type: TokenType,
    options: { sid: string; fresh?: boolean; lifetimeSeconds?: number },
  ): Promise<string> {
    const lifetime = options.lifetimeSeconds ?? this.lifetimes[type];
    return new SignJWT({ typ: type, sid: options.sid, fresh: options.fresh ?? false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + lifetime)
      .sign(this.key);
  }

  /** The claims of a valid token of the expected type, or null for anything else. */
  async verify(token: string, expected: TokenType): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now())
        return known.claims.type === expected ? known.claims : null;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const type = payload.typ;
      if (
        (type !== 'access' && type !== 'refresh' && type !== 'session') ||
        !Number.isInteger(userId) ||
        typeof payload.sid !== 'string'
      ) {
        return null;
      }
      const claims: TokenClaims = { userId, type, sid: payload.sid, fresh: payload.fresh === true };
      if (this.verified.size >= VERIFIED_CACHE_SIZE) {
        this.verified.delete(this.verified.keys().next().value as string);
      }
      this.verified.set(token, { claims, expiresAtMs: (payload.exp ?? 0) * 1000 });
      return claims.type === expected ? claims : null;
    } catch {
      return null;
    }
  }
}
