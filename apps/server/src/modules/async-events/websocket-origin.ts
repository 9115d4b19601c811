/**
 * Whether a websocket upgrade may proceed given its Origin header. Browsers send the page's
 * cookies with a websocket handshake from any site, so without this check a page elsewhere could
 * open a user's event stream with their `async-token` cookie (cross-site websocket hijacking).
 * A browser's Origin must be this server's: the configured BASE_URL, or the host the request
 * was sent to. Clients that send no Origin are not browsers acting for someone else.
 */
export function isAllowedSocketOrigin(
  origin: string | undefined,
  host: string | undefined,
  baseUrl: string | undefined,
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (baseUrl && new URL(baseUrl).origin === url.origin) return true;
  return host !== undefined && url.host === host;
}
