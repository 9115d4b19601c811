/** A component showing markdown through one renderer that returns sanitised HTML. */
import { useMemo } from 'react';
import { SanitizedHtml } from './SanitizedHtml';

export interface MarkdownViewProps {
  markdown: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * The view for `toSafeHtml`, whose output must already be sanitised; `baseClassName` is the
 * block's own class, always present.
 */
export function sanitizedMarkdownView(
  toSafeHtml: (markdown: string) => string,
  baseClassName: string,
) {
  return function MarkdownView({ markdown, className, 'data-testid': testId }: MarkdownViewProps) {
    const html = useMemo(() => toSafeHtml(markdown), [markdown]);
    return (
      <SanitizedHtml
        html={html}
        baseClassName={baseClassName}
        className={className}
        data-testid={testId}
      />
    );
  };
}
