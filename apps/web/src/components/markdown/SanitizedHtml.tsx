/** A block showing HTML that its caller has already sanitised (e.g. with DOMPurify). */
export interface SanitizedHtmlProps {
  /** Sanitised HTML; it is inserted as it is. */
  html: string;
  /** The block's own class, always present. */
  baseClassName: string;
  className?: string;
  'data-testid'?: string;
}

export function SanitizedHtml({
  html,
  baseClassName,
  className,
  'data-testid': testId,
}: SanitizedHtmlProps) {
  return (
    <div
      className={[baseClassName, className].filter(Boolean).join(' ')}
      data-testid={testId}
      // Safe: callers pass only HTML they have sanitised.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
