/**
 * Guest tokens: short-lived JWTs in Superset's layout (`user`, `resources`, `rls_rules`, `iat`,
 * `exp`, `aud`, `type: "guest"`) that let an embedding site show a dashboard to its own users.
 * Verification names why a token is refused, so the embedding site can tell an expired token
 * (fetch a new one) from a misconfigured secret or audience.
 */
import { SignJWT, jwtVerify, errors } from 'jose';
import { UnauthorizedError } from '@panorama/core/errors/app-error';
import type { GuestTokenConfig } from './guest-token-config';

export interface GuestTokenClaims {
  user: { username?: string; first_name?: string; last_name?: string };
  resources: { type: 'dashboard'; id: string }[];
  rls_rules: { clause: string; dataset?: number }[];
}

export class GuestTokens {
  constructor(private readonly config: GuestTokenConfig) {}

  get headerName(): string {
    return this.config.headerName;
  }

  audienceFor(origin: string): string {
    return this.config.audience ?? `${origin}/`;
  }

  async sign(claims: GuestTokenClaims, origin: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...claims, type: 'guest' })
      .setProtectedHeader({ alg: this.config.algorithm, typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + this.config.expSeconds)
      .setAudience(this.audienceFor(origin))
      .sign(this.config.key);
  }

  /** The claims of a valid guest token, or a 401 saying what is wrong with it. */
  async verify(token: string, origin: string): Promise<GuestTokenClaims> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.config.key, {
        algorithms: [this.config.algorithm],
        audience: this.audienceFor(origin),
      }));
    } catch (err) {
      throw new UnauthorizedError(refusal(err));
    }
    if (payload.type !== 'guest' || !isClaims(payload)) {
      throw new UnauthorizedError('The guest token is not a guest token');
    }
    return payload;
  }
}

function refusal(err: unknown): string {
  if (err instanceof errors.JWTExpired) return 'The guest token has expired';
  if (err instanceof errors.JWTClaimValidationFailed && err.claim === 'aud')
    return 'The guest token was issued for another audience';
  if (err instanceof errors.JWSSignatureVerificationFailed)
    return 'The guest token signature is invalid';
  return 'The guest token is invalid';
}

function isClaims(
  payload: Record<string, unknown>,
): payload is Record<string, unknown> & GuestTokenClaims {
  const { user, resources, rls_rules: rls } = payload;
  return (
    typeof user === 'object' &&
    user !== null &&
    Array.isArray(resources) &&
    resources.every(
      (r: unknown) =>
        typeof r === 'object' &&
        r !== null &&
        (r as { type?: unknown }).type === 'dashboard' &&
        typeof (r as { id?: unknown }).id === 'string',
    ) &&
    Array.isArray(rls) &&
    rls.every(
      (r: unknown) =>
        typeof r === 'object' &&
        r !== null &&
        typeof (r as { clause?: unknown }).clause === 'string' &&
        ['undefined', 'number'].includes(typeof (r as { dataset?: unknown }).dataset),
    )
  );
}
