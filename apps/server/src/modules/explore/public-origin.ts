/**
 * The scheme and host that absolute links (permalinks) start with. The configured BASE_URL wins;
 * without one, the browser's own Origin header is used, but only when it names the host the
 * request was sent to, so a forged Host or Origin can never put another site in a link
 * (CVE-2023-42502). Failing both, links are site-relative.
 */
import type { FastifyRequest } from 'fastify';

export function publicOrigin(request: FastifyRequest, baseUrl: string | undefined): string {
  // A base URL may carry a path prefix the app is served under.
  if (baseUrl) return baseUrl.replace(/\/+$/, '');
  const origin = request.headers.origin;
  const host = request.headers.host;
  if (typeof origin !== 'string' || !host) return '';
  try {
    const url = new URL(origin);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host === host)
      return url.origin;
  } catch {
    // Not a URL: fall through to a relative link.
  }
  return '';
}
