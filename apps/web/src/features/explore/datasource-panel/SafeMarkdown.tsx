/**
 * User-written warning markdown as HTML: rendered by safeMarkdown.ts (which escapes all raw HTML
 * and drops unsafe links) and then sanitised by DOMPurify with a short allow-list, so neither
 * script, event handlers nor javascript: links can reach the page.
 */
import {
  BASIC_MARKDOWN_TAGS,
  sanitizeHtml,
  type HtmlAllowList,
} from '../../../components/markdown/sanitizeHtml';
import { sanitizedMarkdownView } from '../../../components/markdown/sanitizedMarkdownView';
import { markdownToHtml } from './safeMarkdown';

const WARNING_MARKDOWN_ALLOWED: HtmlAllowList = {
  tags: BASIC_MARKDOWN_TAGS,
  attributes: ['href', 'target', 'rel'],
};

export function sanitizedMarkdownHtml(markdown: string): string {
  return sanitizeHtml(markdownToHtml(markdown), WARNING_MARKDOWN_ALLOWED);
}

export const SafeMarkdown = sanitizedMarkdownView(sanitizedMarkdownHtml, 'pn-safe-markdown');
