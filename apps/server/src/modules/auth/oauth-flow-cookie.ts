/**
 * The sign-in a browser started, kept in that browser until the provider sends it back: a sealed
 * cookie sent only to the callback path, living ten minutes. Any server process can read it;
 * nothing is stored server-side.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SealedCookie } from '../../security/sealed-cookie';
import type { PendingSignIn } from './oauth-client';

export const OAUTH_FLOW_COOKIE = 'oauth_flow';
export const OAUTH_CALLBACK_PATH = '/oauth-authorized/';

export class OAuthFlowCookie {
  private readonly cookie: SealedCookie<PendingSignIn>;

  constructor(secretKey: string, secure: boolean) {
    this.cookie = new SealedCookie({
      name: OAUTH_FLOW_COOKIE,
      path: OAUTH_CALLBACK_PATH,
      lifetimeSeconds: 600,
      secretKey,
      purpose: 'panorama:oauth-sign-in',
      secure,
    });
  }

  set(reply: FastifyReply, pending: PendingSignIn): void {
    this.cookie.set(reply, pending);
  }

  /** The pending sign-in for this provider, or null when missing, altered, expired or another's. */
  read(request: FastifyRequest, provider: string): PendingSignIn | null {
    const pending = this.cookie.read(request);
    return pending?.provider === provider ? pending : null;
  }

  /** A pending sign-in is used once, whatever the outcome. */
  clear(reply: FastifyReply): void {
    this.cookie.clear(reply);
  }
}
