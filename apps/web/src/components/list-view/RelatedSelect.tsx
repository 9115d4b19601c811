/**
 * A multi-select form control whose options are searched on the server (owners, roles...).
 * Values carry their labels, so existing choices show their names before any search.
 */
import { Select } from 'antd';
import { t } from '../../i18n/t';
import type { OptionSource } from './resourceUrls';
import { useRemoteOptions } from './useRemoteOptions';

export interface LabeledId {
  value: number;
  label: string;
}

export interface RelatedSelectProps {
  id?: string;
  source: OptionSource;
  /** What is being chosen, for the error message ("owners"). */
  what: string;
  value?: LabeledId[];
  onChange?: (value: LabeledId[]) => void;
  'aria-label'?: string;
}

export function RelatedSelect({ id, source, what, value, onChange, ...rest }: RelatedSelectProps) {
  const remote = useRemoteOptions(source, what);
  const options = remote.options.filter((o): o is LabeledId => typeof o.value === 'number');
  return (
    <Select<LabeledId[]>
      id={id}
      aria-label={rest['aria-label'] ?? t('Select ...')}
      mode="multiple"
      labelInValue
      allowClear
      placeholder={t('Select ...')}
      showSearch={{ filterOption: false, onSearch: remote.onSearch, searchValue: remote.typed }}
      loading={remote.loading}
      open={remote.open}
      onOpenChange={remote.onOpenChange}
      notFoundContent={remote.loading ? t('Loading...') : t('No results')}
      value={value ?? []}
      options={options}
      onChange={(next) =>
        onChange?.(next.map((v) => ({ value: Number(v.value), label: String(v.label) })))
      }
    />
  );
}
