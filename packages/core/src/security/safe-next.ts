/**
 * Validation of the `next` parameter of the login page. Redirecting to an attacker-chosen URL
 * after login is a classic phishing aid (open redirect), so only same-origin relative paths pass.
 */

/** Where to go when `next` is absent or unsafe. */
export const DEFAULT_AFTER_LOGIN = '/';

// Browsers silently drop tabs and newlines from URLs, so `/\t/evil.com` would become
// `//evil.com`; any control character or whitespace is therefore rejected outright, as is a
// backslash, which browsers treat like a forward slash (`/\evil.com`).
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;

/** Returns `next` if it is a same-origin path like `/dataset/list/?x=1`, else `/`. */
export function safeNext(next: string | null | undefined): string {
  if (!next) return DEFAULT_AFTER_LOGIN;
  // A single leading slash: `//host` is protocol-relative, anything else is a scheme or relative.
  if (!next.startsWith('/') || next.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  if (FORBIDDEN_CHARACTERS.test(next)) return DEFAULT_AFTER_LOGIN;
  // Belt and braces: resolve it the way a browser would and make sure the origin did not change.
  const base = 'https://panorama.invalid';
  try {
    if (new URL(next, base).origin !== base) return DEFAULT_AFTER_LOGIN;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  return next;
}
