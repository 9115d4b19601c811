/**
 * What every select searched on the server passes to antd's Select, whether it picks one value or
 * several: the search box, the loading and empty states and the fetched options, each value
 * carrying its label so a stored choice shows its name before any search.
 */
import { t } from '../../i18n/t';
import type { OptionSource } from './resourceUrls';
import { useRemoteOptions } from './useRemoteOptions';

export interface LabeledId {
  value: number;
  label: string;
}

/** `what` names the values in the error message; `ariaLabel` defaults to the placeholder. */
export function useRemoteSelectProps(
  source: OptionSource,
  what: string,
  ariaLabel: string | undefined,
) {
  const remote = useRemoteOptions(source, what);
  return {
    'aria-label': ariaLabel ?? t('Select ...'),
    labelInValue: true as const,
    allowClear: true,
    placeholder: t('Select ...'),
    showSearch: { filterOption: false, onSearch: remote.onSearch, searchValue: remote.typed },
    loading: remote.loading,
    open: remote.open,
    onOpenChange: remote.onOpenChange,
    notFoundContent: remote.loading ? t('Loading...') : t('No results'),
    options: remote.options.filter((o): o is LabeledId => typeof o.value === 'number'),
  };
}
