/**
 * The text area of a MARKDOWN component's source in edit mode. Loaded with edit mode
 * (MarkdownComponent renders it lazily), so viewers never download antd's Input.
 */
import { Input } from 'antd';
import { t } from '../../../i18n/t';

export function MarkdownSourceEditor({
  value,
  onChange,
  onCommit,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The text area lost focus: the source is written back. */
  onCommit: () => void;
}) {
  return (
    <Input.TextArea
      className="pn-dash-markdown-editor"
      aria-label={t('Markdown source')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onCommit}
      onKeyDown={(event) => event.stopPropagation()}
      data-testid="markdown-editor"
    />
  );
}
