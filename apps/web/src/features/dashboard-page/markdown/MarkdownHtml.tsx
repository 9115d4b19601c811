/**
 * Dashboard markdown on screen: rendered by dashboardMarkdown.ts (raw HTML passed through, unsafe
 * markdown targets dropped) and then sanitised by DOMPurify: by default with the allow-list
 * Superset's markdown uses (githubMarkdownSchema.ts) and the server's
 * HTML_SANITIZATION_SCHEMA_EXTENSIONS merged in; with HTML_SANITIZATION off, with only what runs
 * script removed. Script, event handlers and javascript:/data: URLs never reach the page.
 */
import { useMemo } from 'react';
import { extendHtmlSchema } from '../../../components/markdown/htmlSchema';
import { htmlSchemaAllowList } from '../../../components/markdown/htmlSchemaAllowList';
import { SanitizedHtml } from '../../../components/markdown/SanitizedHtml';
import { sanitizeHtml, sanitizeHtmlScriptsOnly } from '../../../components/markdown/sanitizeHtml';
import type { MarkdownViewProps } from '../../../components/markdown/sanitizedMarkdownView';
import { dashboardMarkdownToHtml } from './dashboardMarkdown';
import { GITHUB_MARKDOWN_SCHEMA } from './githubMarkdownSchema';
import { DEFAULT_MARKDOWN_SANITIZATION, type MarkdownSanitization } from './markdownSanitization';

type Sanitizer = (markdown: string) => string;

/** One sanitiser per settings object: the allow-list is merged and compiled once. */
const sanitizers = new WeakMap<MarkdownSanitization, Sanitizer>();

export function dashboardMarkdownSanitizer(sanitization: MarkdownSanitization): Sanitizer {
  const known = sanitizers.get(sanitization);
  if (known) return known;
  let sanitizer: Sanitizer;
  if (sanitization.enabled) {
    const schema = extendHtmlSchema(GITHUB_MARKDOWN_SCHEMA, sanitization.extensions);
    const allow = htmlSchemaAllowList(schema, { prefixNamedProperties: true });
    sanitizer = (markdown) => sanitizeHtml(dashboardMarkdownToHtml(markdown), allow);
  } else {
    sanitizer = (markdown) => sanitizeHtmlScriptsOnly(dashboardMarkdownToHtml(markdown));
  }
  sanitizers.set(sanitization, sanitizer);
  return sanitizer;
}

export function sanitizedDashboardMarkdown(
  markdown: string,
  sanitization: MarkdownSanitization = DEFAULT_MARKDOWN_SANITIZATION,
): string {
  return dashboardMarkdownSanitizer(sanitization)(markdown);
}

export interface MarkdownHtmlProps extends MarkdownViewProps {
  /** The server's settings; Superset's defaults when absent. */
  sanitization?: MarkdownSanitization;
}

export function MarkdownHtml({
  markdown,
  sanitization = DEFAULT_MARKDOWN_SANITIZATION,
  className,
  'data-testid': testId,
}: MarkdownHtmlProps) {
  const html = useMemo(
    () => sanitizedDashboardMarkdown(markdown, sanitization),
    [markdown, sanitization],
  );
  return (
    <SanitizedHtml
      html={html}
      baseClassName="pn-dash-markdown-html"
      className={className}
      data-testid={testId}
    />
  );
}
