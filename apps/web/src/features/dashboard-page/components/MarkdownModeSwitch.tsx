/**
 * Edit mode's switch of a MARKDOWN component between its source and its preview. Loaded with
 * edit mode (MarkdownComponent renders it lazily), so viewers never download Segmented.
 */
import { Segmented } from 'antd';
import { t } from '../../../i18n/t';

export type MarkdownMode = 'preview' | 'edit';

export function MarkdownModeSwitch({
  mode,
  onChange,
}: {
  mode: MarkdownMode;
  onChange: (mode: MarkdownMode) => void;
}) {
  return (
    <Segmented
      size="small"
      className="pn-dash-markdown-mode"
      aria-label={t('Markdown mode')}
      value={mode}
      options={[
        { value: 'edit', label: t('Edit') },
        { value: 'preview', label: t('Preview') },
      ]}
      onChange={(value) => onChange(value === 'edit' ? 'edit' : 'preview')}
      data-testid="markdown-mode"
    />
  );
}
