/** Login URLs that bring the user back; `safeNext` (shared with the server) refuses open redirects. */
export { DEFAULT_AFTER_LOGIN, safeNext } from '@panorama/core/security/safe-next';

/** The login URL that brings the user back to `path` afterwards. */
export function loginUrl(path: string): string {
  if (path === '/' || path === '') return '/login/';
  return `/login/?${new URLSearchParams({ next: path }).toString()}`;
}
