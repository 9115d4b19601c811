/**
 * The browser that takes a screenshot logs in as the user who asked for it: a browser session
 * started the way login starts one (a server-side session and its cookie, so the server accepts
 * it like any browser session and a revocation of the user's sessions ends it too) but living
 * only as long as one screenshot can take. The caller's own cookie is never reused.
 */

/** Slack over the screenshot timeout for queueing and page start-up. */
const SESSION_SLACK_SECONDS = 60;

export type SessionMinter = (userId: number) => Promise<string>;

/** Where browser sessions are started: the session cookie's value for a user and a lifetime. */
export interface BrowserSessionStarter {
  startBrowserSession(userId: number, lifetimeSeconds: number): Promise<string>;
}

export function screenshotSessionMinter(
  sessions: BrowserSessionStarter,
  timeoutMs: number,
): SessionMinter {
  const lifetime = Math.ceil(timeoutMs / 1000) + SESSION_SLACK_SECONDS;
  return (userId) => sessions.startBrowserSession(userId, lifetime);
}
