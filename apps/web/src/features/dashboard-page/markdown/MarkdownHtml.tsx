/**
 * Dashboard markdown on screen: rendered by dashboardMarkdown.ts (raw HTML escaped, unsafe
 * targets dropped) and then sanitised by DOMPurify with an allow-list, so neither script, event
 * handlers nor javascript:/data: URLs can reach the page.
 */
import {
  BASIC_MARKDOWN_TAGS,
  sanitizeHtml,
  type HtmlAllowList,
} from '../../../components/markdown/sanitizeHtml';
import { sanitizedMarkdownView } from '../../../components/markdown/sanitizedMarkdownView';
import { dashboardMarkdownToHtml } from './dashboardMarkdown';

const DASHBOARD_MARKDOWN_ALLOWED: HtmlAllowList = {
  tags: [
    ...BASIC_MARKDOWN_TAGS,
    'del',
    'pre',
    'img',
    'blockquote',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  attributes: ['href', 'target', 'rel', 'src', 'alt', 'title', 'align'],
  // Links and images only to the web, mail, or this site (DOMPurify's default also allows tel:, sms:...).
  uriPattern: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

export function sanitizedDashboardMarkdown(markdown: string): string {
  return sanitizeHtml(dashboardMarkdownToHtml(markdown), DASHBOARD_MARKDOWN_ALLOWED);
}

export const MarkdownHtml = sanitizedMarkdownView(
  sanitizedDashboardMarkdown,
  'pn-dash-markdown-html',
);
