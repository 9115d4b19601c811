/**
 * Why a browser's sign-in with an identity provider just failed, carried to the login page the
 * browser is sent back to (Flask-AppBuilder flashes it there). It lives in a short sealed cookie,
 * so no other site or subdomain can put words on the login page, and is read once: the login
 * page's options request takes it and clears it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginOptions } from '@panorama/core/schemas/login-options';
import { SealedCookie } from '../../security/sealed-cookie';

export type SignInFailure = NonNullable<LoginOptions['sign_in_failure']>;

export const SIGN_IN_FAILURE_COOKIE = 'sign_in_failure';
/** Longer reasons are cut, so a provider's chatty error text cannot outgrow a cookie. */
const MAX_REASON_CHARS = 500;

export class SignInFailureCookie {
  private readonly cookie: SealedCookie<SignInFailure>;

  constructor(secretKey: string, secure: boolean) {
    this.cookie = new SealedCookie({
      name: SIGN_IN_FAILURE_COOKIE,
      path: '/',
      lifetimeSeconds: 120,
      secretKey,
      purpose: 'panorama:sign-in-failure',
      secure,
    });
  }

  set(reply: FastifyReply, failure: SignInFailure): void {
    const reason =
      failure.reason.length > MAX_REASON_CHARS
        ? `${failure.reason.slice(0, MAX_REASON_CHARS)}…`
        : failure.reason;
    this.cookie.set(reply, { ...failure, reason });
  }

  /** The failure to tell, once; null when there is none (or it is altered or stale). */
  take(request: FastifyRequest, reply: FastifyReply): SignInFailure | null {
    const failure = this.cookie.read(request);
    if (request.cookies[SIGN_IN_FAILURE_COOKIE]) this.cookie.clear(reply);
    return failure;
  }
}
