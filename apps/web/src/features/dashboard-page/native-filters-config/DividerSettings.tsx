/** The right pane for a divider: its title (required) and description, shown in the filter bar. */
import { ConfigFieldError } from './ConfigFieldError';
import { Input } from 'antd';
import { t } from '../../../i18n/t';
import type { DividerDraft } from './filterDraft';
import type { FieldErrors } from './filterValidation';

export interface DividerSettingsProps {
  draft: DividerDraft;
  errors: FieldErrors;
  onChange: (draft: DividerDraft) => void;
}

export function DividerSettings({ draft, errors, onChange }: DividerSettingsProps) {
  return (
    <div className="pn-filters-config-settings" data-testid="filters-config-divider">
      <div className="pn-filters-config-field">
        <span className="pn-filters-config-label">
          {t('Title')}
          <span className="pn-filters-config-required">*</span>
        </span>
        <Input
          value={draft.title}
          status={errors.title ? 'error' : undefined}
          onChange={(event) => onChange({ ...draft, title: event.target.value })}
          data-testid="filters-config-divider-title"
        />
        <ConfigFieldError field="title" message={errors.title} />
      </div>
      <div className="pn-filters-config-field">
        <span className="pn-filters-config-label">{t('Description')}</span>
        <Input.TextArea
          value={draft.description}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => onChange({ ...draft, description: event.target.value })}
          data-testid="filters-config-divider-description"
        />
      </div>
    </div>
  );
}
