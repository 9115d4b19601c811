/** A pivot header's content: an optional expand/collapse toggle and the (safe) label. */
import { MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import type { MouseEvent } from 'react';
import { t } from '../../i18n/t';
import { looksLikeHtml, sanitizeInlineHtml } from '../shared/text/safeHtml';

export interface PivotHeaderLabelProps {
  text: string;
  allowHtml: boolean;
  /** Present when the header can collapse what is below (subtotals are shown). */
  toggle?: { collapsed: boolean; onToggle: (event: MouseEvent) => void };
}

export function SafeText({ text, allowHtml }: { text: string; allowHtml: boolean }) {
  if (allowHtml && looksLikeHtml(text)) {
    // Safe: DOMPurify keeps only inline formatting tags and plain links.
    return <span dangerouslySetInnerHTML={{ __html: sanitizeInlineHtml(text) }} />;
  }
  return <>{text}</>;
}

export function PivotHeaderLabel({ text, allowHtml, toggle }: PivotHeaderLabelProps) {
  if (!toggle) return <SafeText text={text} allowHtml={allowHtml} />;
  return (
    <span className="pn-pivot-toggle-wrapper">
      <button
        type="button"
        className="pn-pivot-toggle"
        aria-label={toggle.collapsed ? t('Expand') : t('Collapse')}
        aria-expanded={!toggle.collapsed}
        onClick={(event) => {
          event.stopPropagation();
          toggle.onToggle(event);
        }}
      >
        {toggle.collapsed ? <PlusSquareOutlined /> : <MinusSquareOutlined />}
      </button>
      <SafeText text={text} allowHtml={allowHtml} />
    </span>
  );
}
