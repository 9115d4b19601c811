/** The browser session cookie every sign-in sets (password or identity provider). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { SESSION_COOKIE } from '../../http/request-auth';
import type { SessionService } from '../security/sessions.service';

export async function openBrowserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { sessions: SessionService; config: AppConfig },
  userId: number,
): Promise<string> {
  // A session this browser had before is over, not left behind to be replayed.
  const previous = request.claimedIdentity;
  if (previous.via === 'session' && previous.sessionId) await deps.sessions.end(previous.sessionId);
  return setSessionCookie(reply, deps, userId);
}

/** A new session for the user in this browser's cookie; answers the cookie's token. */
export async function setSessionCookie(
  reply: FastifyReply,
  { sessions, config }: { sessions: SessionService; config: AppConfig },
  userId: number,
): Promise<string> {
  const token = await sessions.startBrowserSession(userId);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: config.sessionLifetimeHours * 3600,
  });
  return token;
}
