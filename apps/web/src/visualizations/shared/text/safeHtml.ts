/**
 * Text from query results that may hold a little HTML (links, emphasis), as table-like charts
 * with "Render columns in HTML format" show it: sanitised by DOMPurify with a short allow-list,
 * so scripts, event handlers, styles and javascript: links never reach the page.
 */
import DOMPurify from 'dompurify';

const INLINE_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'span',
  'br',
  'small',
  'code',
  'sub',
  'sup',
  'mark',
];
const INLINE_ATTRS = ['href', 'title', 'target', 'rel'];

/** Cheap test before sanitising: most cells are plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z!/]/i.test(text);
}

export function sanitizeInlineHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: INLINE_TAGS,
    ALLOWED_ATTR: INLINE_ATTRS,
    ALLOW_DATA_ATTR: false,
  });
}
