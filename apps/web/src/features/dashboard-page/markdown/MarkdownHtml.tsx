/**
 * Dashboard markdown on screen: rendered by dashboardMarkdown.ts (raw HTML escaped, unsafe
 * targets dropped) and then sanitised by DOMPurify with an allow-list, so neither script, event
 * handlers nor javascript:/data: URLs can reach the page.
 */
import { SanitizedHtml } from '../../../components/markdown/SanitizedHtml';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { dashboardMarkdownToHtml } from './dashboardMarkdown';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'a',
  'img',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'title', 'align'];

export function sanitizedDashboardMarkdown(markdown: string): string {
  return DOMPurify.sanitize(dashboardMarkdownToHtml(markdown), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    // Links and images only to the web, mail, or this site (DOMPurify's default also allows tel:, sms:...).
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}

export function MarkdownHtml({
  markdown,
  className,
  'data-testid': testId,
}: {
  markdown: string;
  className?: string;
  'data-testid'?: string;
}) {
  const html = useMemo(() => sanitizedDashboardMarkdown(markdown), [markdown]);
  // Built from escaped text and sanitised by DOMPurify just above.
  return (
    <SanitizedHtml
      html={html}
      baseClassName="pn-dash-markdown-html"
      className={className}
      data-testid={testId}
    />
  );
}
