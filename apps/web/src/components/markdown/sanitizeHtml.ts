/**
 * DOMPurify with an allow-list: only the listed tags and attributes survive, never data-*
 * attributes, so neither script, event handlers nor javascript: URLs can reach the page.
 */
import DOMPurify from 'dompurify';

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
  /** The URLs links and images may point to; DOMPurify's default when absent. */
  uriPattern?: RegExp;
}

export function sanitizeHtml(html: string, allow: HtmlAllowList): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allow.tags,
    ALLOWED_ATTR: allow.attributes,
    ALLOW_DATA_ATTR: false,
    ...(allow.uriPattern === undefined ? {} : { ALLOWED_URI_REGEXP: allow.uriPattern }),
  });
}
