/**
 * A single-choice select whose options are searched on the server (a dashboard, a chart, a
 * database). The value carries its label, so a stored choice shows its name before any search.
 */
import { Select } from 'antd';
import type { LabeledId } from '../../components/list-view/RelatedSelect';
import type { OptionSource } from '../../components/list-view/resourceUrls';
import { useRemoteOptions } from '../../components/list-view/useRemoteOptions';
import { t } from '../../i18n/t';

export interface RemoteSelectProps {
  id?: string;
  source: OptionSource;
  /** What is being chosen, for the error message ("dashboards"). */
  what: string;
  value?: LabeledId | null;
  onChange?: (value: LabeledId | null) => void;
  'aria-label'?: string;
  'data-testid'?: string;
}

export function RemoteSelect({ id, source, what, value, onChange, ...rest }: RemoteSelectProps) {
  const remote = useRemoteOptions(source, what);
  const options = remote.options.filter((o): o is LabeledId => typeof o.value === 'number');
  return (
    <Select<LabeledId | null>
      id={id}
      aria-label={rest['aria-label'] ?? t('Select ...')}
      data-testid={rest['data-testid']}
      labelInValue
      allowClear
      placeholder={t('Select ...')}
      showSearch={{ filterOption: false, onSearch: remote.onSearch, searchValue: remote.typed }}
      loading={remote.loading}
      open={remote.open}
      onOpenChange={remote.onOpenChange}
      notFoundContent={remote.loading ? t('Loading...') : t('No results')}
      value={value ?? null}
      options={options}
      onChange={(next) =>
        onChange?.(next ? { value: Number(next.value), label: String(next.label) } : null)
      }
    />
  );
}
