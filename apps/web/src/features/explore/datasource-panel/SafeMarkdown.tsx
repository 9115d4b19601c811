/**
 * User-written warning markdown as HTML: rendered by safeMarkdown.ts (which escapes all raw HTML
 * and drops unsafe links) and then sanitised by DOMPurify with a short allow-list, so neither
 * script, event handlers nor javascript: links can reach the page.
 */
import { SanitizedHtml } from '../../../components/markdown/SanitizedHtml';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { markdownToHtml } from './safeMarkdown';

const ALLOWED_TAGS = [
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
const ALLOWED_ATTR = ['href', 'target', 'rel'];

export function sanitizedMarkdownHtml(markdown: string): string {
  return DOMPurify.sanitize(markdownToHtml(markdown), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
  });
}

export interface SafeMarkdownProps {
  markdown: string;
  className?: string;
  'data-testid'?: string;
}

export function SafeMarkdown({ markdown, className, 'data-testid': testId }: SafeMarkdownProps) {
  const html = useMemo(() => sanitizedMarkdownHtml(markdown), [markdown]);
  // Rendered with raw HTML escaped and sanitised by DOMPurify just above.
  return (
    <SanitizedHtml
      html={html}
      baseClassName="pn-safe-markdown"
      className={className}
      data-testid={testId}
    />
  );
}
