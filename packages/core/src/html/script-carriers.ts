/**
 * The markup through which HTML runs script or loads code, which user-written HTML (dashboard
 * markdown) never keeps whatever the sanitiser's allow-list says: the server refuses to start
 * with an HTML_SANITIZATION_SCHEMA_EXTENSIONS that allows any of it, and the web app's sanitiser
 * strips it even with sanitisation turned off.
 *
 * - Elements: `script`; plugins (`object`, `embed`, `applet`); `base` (re-points every relative
 *   script URL of the page); `meta` (refresh redirects); old frames (`frame`, `frameset`); and
 *   SVG's `animate`/`set`, which can write a `javascript:` URL into a link after sanitising.
 * - Attributes: every event handler (`on…`) and `srcdoc` (a frame's whole document inline).
 * - URL schemes: `javascript:`, `vbscript:` and `data:` (a `data:` frame or link is a document
 *   the author wrote).
 */

export const SCRIPT_CARRYING_TAGS: readonly string[] = [
  'script',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'frame',
  'frameset',
  'animate',
  'set',
];

export const SCRIPT_URL_SCHEMES: readonly string[] = ['javascript', 'vbscript', 'data'];

export function isScriptCarryingTag(tagName: string): boolean {
  return SCRIPT_CARRYING_TAGS.includes(tagName.toLowerCase());
}

/** `onclick`, `onError`…, and `srcdoc`, in HTML attribute or hast property spelling. */
export function isScriptCarryingAttribute(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('on') || lower === 'srcdoc';
}

export function isScriptUrlScheme(scheme: string): boolean {
  return SCRIPT_URL_SCHEMES.includes(scheme.toLowerCase());
}

/** Characters browsers ignore while reading a URL's scheme: controls and blanks. */
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const IGNORED_IN_SCHEMES = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** Whether a URL value starts with a script scheme once those characters are dropped. */
export function hasScriptUrlScheme(url: string): boolean {
  const compact = url.replace(IGNORED_IN_SCHEMES, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  return scheme !== undefined && isScriptUrlScheme(scheme);
}
