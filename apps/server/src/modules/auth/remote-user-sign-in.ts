/**
 * AUTH_TYPE=AUTH_REMOTE_USER: a reverse proxy signs people in and names the user in a header
 * (AUTH_REMOTE_USER_HEADER). On a connection from a trusted proxy the named user is registered or
 * found like any external user and gets a normal browser session, so the rest of the app (CSRF
 * tokens, logout, session revocation) works as with any sign-in. The header from anywhere else is
 * ignored and logged: anyone can send it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '@panorama/core/errors/app-error';
import type { Container } from '../../container';
import type { RemoteUserConfig } from '../../security/remote-user-config';
import { openBrowserSession } from './session-cookie';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function headerValue(request: FastifyRequest, header: string): string | undefined {
  const raw = request.headers[header];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

/** True when the request already carries a live session of the user the proxy names. */
async function sessionIsFor(
  request: FastifyRequest,
  container: Container,
  username: string,
): Promise<boolean> {
  const { userId, via, sessionId } = request.claimedIdentity;
  if (via !== 'session' || userId === null || sessionId === null) return false;
  const [live, principal] = await Promise.all([
    container.sessions.isLive(sessionId, userId),
    container.security.principalFor(userId, via, sessionId),
  ]);
  return live && principal?.username.toLowerCase() === username.toLowerCase();
}

async function signInFromProxy(
  request: FastifyRequest,
  reply: FastifyReply,
  container: Container,
  username: string,
): Promise<void> {
  if (await sessionIsFor(request, container, username)) return;
  // Changes need the session's CSRF token, which a brand-new session has not handed out yet; a
  // write arriving as someone else than its session is refused rather than done for the proxy's user.
  if (!SAFE_METHODS.has(request.method)) {
    throw new UnauthorizedError(
      `The proxy now signs you in as ${username}; reload the page to continue as that user.`,
    );
  }
  // A proxy tells only the name; these are Flask-AppBuilder's stand-ins for the rest.
  const userId = await container.externalUsers.signIn(
    {
      username,
      firstName: username,
      lastName: '-',
      email: `${username}@email.notfound`,
      groups: [],
    },
    { groupsKnown: false },
  );
  const token = await openBrowserSession(request, reply, container, userId);
  const claims = await container.tokens.verify(token, 'session');
  if (!claims) throw new UnauthorizedError();
  request.claimedIdentity = { userId, via: 'session', sessionId: claims.sid };
}

export function registerRemoteUserSignIn(app: FastifyInstance, container: Container): void {
  const { type, remoteUser } = container.config.auth;
  if (type !== 'AUTH_REMOTE_USER' || !remoteUser) return;
  const settings: RemoteUserConfig = remoteUser;
  app.addHook('onRequest', async (request, reply) => {
    const username = headerValue(request, settings.header);
    if (username === undefined) return;
    const peer = request.socket.remoteAddress;
    if (!settings.isTrusted(peer)) {
      request.log.warn(
        { peer, header: settings.header },
        'Ignored the remote-user header from an address not in AUTH_REMOTE_USER_TRUSTED_PROXIES',
      );
      return;
    }
    // An API token names its own user; the proxy's header does not override it.
    if (request.claimedIdentity.via === 'bearer') return;
    await signInFromProxy(request, reply, container, username);
  });
}
