/**
 * DOMPurify with an allow-list: only the listed tags and attributes survive, never data-*
 * attributes, so neither script, event handlers nor javascript: URLs can reach the page.
 */
import DOMPurify, { type UponSanitizeAttributeHookEvent } from 'dompurify';

/** Tags of plain markdown: paragraphs, emphasis, inline code, links, lists and headings. */
export const BASIC_MARKDOWN_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'code',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
];

export interface HtmlAllowList {
  tags: string[];
  attributes: string[];
  /**
   * The URLs links and images may point to, for every tag (DOMPurify on its own would still let
   * images load data: URLs); DOMPurify's default when absent.
   */
  uriPattern?: RegExp;
  /**
   * `id` and `name` values are prefixed with `user-content-`, so user markup cannot shadow the
   * page's own elements or document properties (DOM clobbering).
   */
  prefixNamedProperties?: boolean;
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction']);
// DOMPurify ignores these characters when it reads a URL, and so do browsers.
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const IGNORED_IN_URLS = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** A purifier of its own, so the URL hook below never touches other users of DOMPurify. */
const purifier = DOMPurify();
let activePattern: RegExp | undefined;
purifier.addHook(
  'uponSanitizeAttribute',
  (_node: Element, data: UponSanitizeAttributeHookEvent) => {
    if (activePattern === undefined || !URL_ATTRIBUTES.has(data.attrName)) return;
    if (!activePattern.test(data.attrValue.replace(IGNORED_IN_URLS, ''))) data.keepAttr = false;
  },
);

export function sanitizeHtml(html: string, allow: HtmlAllowList): string {
  activePattern = allow.uriPattern;
  try {
    return purifier.sanitize(html, {
      ALLOWED_TAGS: allow.tags,
      ALLOWED_ATTR: allow.attributes,
      ALLOW_DATA_ATTR: false,
      ...(allow.uriPattern === undefined ? {} : { ALLOWED_URI_REGEXP: allow.uriPattern }),
      ...(allow.prefixNamedProperties ? { SANITIZE_NAMED_PROPS: true } : {}),
    });
  } finally {
    activePattern = undefined;
  }
}
