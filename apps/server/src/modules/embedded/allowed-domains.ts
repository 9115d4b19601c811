/**
 * Whether the page asking to frame an embedded dashboard is one of its allowed domains, and the
 * `frame-ancestors` list that tells the browser the same. An entry with a scheme is an origin
 * (`https://app.example.com:8443`); an entry without one names a host, on any scheme. No entries
 * allow every site, as in Superset.
 */

/** The origin of a Referer or Origin header, or null when it is not a URL. */
function originOf(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function matches(entry: string, page: URL): boolean {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(entry)) {
    const allowed = originOf(entry);
    return allowed !== null && allowed.origin === page.origin;
  }
  return entry.toLowerCase() === page.host.toLowerCase();
}

export function isAllowedEmbedder(allowedDomains: readonly string[], referrer?: string): boolean {
  if (allowedDomains.length === 0) return true;
  const page = originOf(referrer);
  return page !== null && allowedDomains.some((entry) => matches(entry, page));
}

/** CSP sources for `frame-ancestors`: the allowed domains, or any web page when there are none. */
export function frameAncestorSources(allowedDomains: readonly string[]): string[] {
  if (allowedDomains.length === 0) return ['*'];
  return allowedDomains.map((entry) => {
    const url = originOf(entry);
    return url && /^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? url.origin : entry;
  });
}
