/**
 * Which URLs the app may render as links from user-written or data-built text (markdown, table
 * row links): absolute http(s) and mailto targets, and paths, anchors and queries on this site.
 * Everything a browser could run in place (`javascript:`, `data:`, `vbscript:`...) is refused, and
 * so are `//host` and `/\host`, which look like paths but lead to another site (a URL template
 * with an empty value produces them by accident). Control characters and whitespace are dropped
 * before the scheme is read, as browsers ignore them there (`java\tscript:` is `javascript:`).
 */
export function isSafeLinkTarget(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:|mailto:)/i.test(compact)) return true;
  if (/^[/\\]{2}/.test(compact)) return false;
  return /^[/#?]/.test(compact) || !/^[a-z][a-z0-9+.-]*:/i.test(compact);
}
