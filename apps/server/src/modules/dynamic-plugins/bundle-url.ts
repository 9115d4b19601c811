/**
 * Which bundle URLs a dynamic plugin may point at. The web app runs the bundle as a module with
 * the user's session, so only ordinary web locations are accepted: an absolute http(s) URL
 * without credentials, or a path on this server. Everything a browser could execute in place
 * (`javascript:`, `data:`, `blob:`) or resolve to another host by surprise (`//host/x.js`,
 * `/\host/x.js`, a relative path whose meaning depends on the page) is refused. Whether a remote
 * origin may actually run is still the Content-Security-Policy's decision.
 */

export const BUNDLE_URL_MAX_LENGTH = 1000;
export const BUNDLE_URL_INVALID =
  'Must be an http:// or https:// URL, or a path on this server starting with /.';

/** Whitespace and control characters: browsers strip some of them, which hides the real target. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const HIDDEN_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f]/;

/** Used only to resolve a path; a path that leaves this host is not same-origin. */
const PROBE_ORIGIN = 'http://same-origin.invalid';

function isSameOriginPath(value: string): boolean {
  // Browsers read "\" as "/" in URLs, so "/\evil.example" is a protocol-relative URL.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The text must already read as what it resolves to: the URL parser would also accept
 * `https:///host/x.js` or `https:\\host\x.js` and quietly turn them into another host.
 */
const HTTP_URL_PREFIX = /^https?:\/\/[^/\\]/i;

function isPlainHttpUrl(value: string): boolean {
  if (!HTTP_URL_PREFIX.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}

export function isAllowedBundleUrl(value: string): boolean {
  if (value.length === 0 || value.length > BUNDLE_URL_MAX_LENGTH) return false;
  if (HIDDEN_CHARACTERS.test(value)) return false;
  return value.startsWith('/') ? isSameOriginPath(value) : isPlainHttpUrl(value);
}
