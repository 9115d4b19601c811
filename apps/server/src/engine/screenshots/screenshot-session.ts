/**
 * The browser that takes a screenshot logs in as the user who asked for it: a session token
 * minted the way login mints one (same signing key and token type, so the server accepts it like
 * any browser session) but living only as long as one screenshot can take. The caller's own
 * cookie is never reused.
 */
import { TokenService } from '../../security/tokens';

/** Slack over the screenshot timeout for queueing and page start-up. */
const SESSION_SLACK_SECONDS = 60;

export type SessionMinter = (userId: number) => Promise<string>;

export function screenshotSessionMinter(secretKey: string, timeoutMs: number): SessionMinter {
  const lifetime = Math.ceil(timeoutMs / 1000) + SESSION_SLACK_SECONDS;
  const tokens = new TokenService(secretKey, {
    access: lifetime,
    refresh: lifetime,
    session: lifetime,
  });
  return async (userId) => (await tokens.sign(userId, 'session')).token;
}
