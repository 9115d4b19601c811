/**
 * Guest token settings, read from the environment under Superset's names:
 * GUEST_TOKEN_JWT_SECRET, GUEST_TOKEN_JWT_ALGO (HS256, HS384 or HS512), GUEST_TOKEN_JWT_EXP_SECONDS
 * (300 by default), GUEST_TOKEN_JWT_AUDIENCE and GUEST_TOKEN_HEADER_NAME (X-GuestToken). Without
 * a secret of its own the key is derived from SECRET_KEY, so a deployment is never left with a
 * well-known default secret.
 */
import crypto from 'node:crypto';

export const GUEST_TOKEN_ALGORITHMS = ['HS256', 'HS384', 'HS512'] as const;
export type GuestTokenAlgorithm = (typeof GUEST_TOKEN_ALGORITHMS)[number];

export interface GuestTokenConfig {
  key: Uint8Array;
  algorithm: GuestTokenAlgorithm;
  expSeconds: number;
  /** Null: the server's own origin as the request names it. */
  audience: string | null;
  /** Lower-cased, as Node presents request headers. */
  headerName: string;
}

export class GuestTokenConfigError extends Error {}

export function loadGuestTokenConfig(env: NodeJS.ProcessEnv, secretKey: string): GuestTokenConfig {
  const algorithm = env.GUEST_TOKEN_JWT_ALGO || 'HS256';
  if (!(GUEST_TOKEN_ALGORITHMS as readonly string[]).includes(algorithm)) {
    throw new GuestTokenConfigError(
      `GUEST_TOKEN_JWT_ALGO must be one of ${GUEST_TOKEN_ALGORITHMS.join(', ')}`,
    );
  }
  const expText = env.GUEST_TOKEN_JWT_EXP_SECONDS || '300';
  const expSeconds = Number(expText);
  if (!Number.isInteger(expSeconds) || expSeconds <= 0) {
    throw new GuestTokenConfigError('GUEST_TOKEN_JWT_EXP_SECONDS must be a positive whole number');
  }
  const secret = env.GUEST_TOKEN_JWT_SECRET;
  const key = secret
    ? new TextEncoder().encode(secret)
    : new Uint8Array(crypto.hkdfSync('sha256', secretKey, 'panorama', 'panorama:guest-token', 64));
  return {
    key,
    algorithm: algorithm as GuestTokenAlgorithm,
    expSeconds,
    audience: env.GUEST_TOKEN_JWT_AUDIENCE || null,
    headerName: (env.GUEST_TOKEN_HEADER_NAME || 'X-GuestToken').toLowerCase(),
  };
}
