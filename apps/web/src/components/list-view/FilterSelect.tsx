/**
 * One labelled select filter of a list page: fixed choices, or options searched on the server
 * (`related/`, `distinct/` or another resource's list) while the user types.
 */
import { Select } from 'antd';
import { t } from '../../i18n/t';
import type { FilterSelection } from './listViewState';
import type { SelectFilterDef } from './listViewTypes';
import type { OptionSource } from './resourceUrls';
import { useRemoteOptions } from './useRemoteOptions';

export interface FilterSelectProps {
  filter: SelectFilterDef;
  selected: FilterSelection | undefined;
  onChange: (selection: FilterSelection | undefined) => void;
}

interface LabeledValue {
  value: string;
  label: string;
}

/** What both kinds of filter select share: labelled by the filter, clearable, and as wide as its text. */
function commonSelectProps(id: string, filter: SelectFilterDef) {
  return {
    id,
    'aria-label': filter.label,
    className: 'pn-list-filter-select',
    placeholder: t('Select ...'),
    allowClear: true,
    popupMatchSelectWidth: false,
  };
}

export function FilterSelect({ filter, selected, onChange }: FilterSelectProps) {
  const id = `pn-filter-${filter.id}`;
  return (
    <div className="pn-list-filter">
      <label className="pn-list-filter-label" htmlFor={id}>
        {filter.label}
      </label>
      {filter.source ? (
        <RemoteFilterSelect
          id={id}
          filter={filter}
          source={filter.source}
          selected={selected}
          onChange={onChange}
        />
      ) : (
        <FixedFilterSelect id={id} filter={filter} selected={selected} onChange={onChange} />
      )}
    </div>
  );
}

function FixedFilterSelect({ id, filter, selected, onChange }: FilterSelectProps & { id: string }) {
  const choices = filter.choices ?? [];
  // antd values must be strings or numbers; choices may be booleans, so the index is the key.
  const selectedIndex = selected ? choices.findIndex((c) => c.value === selected.value) : -1;
  return (
    <Select<string>
      {...commonSelectProps(id, filter)}
      showSearch={{ optionFilterProp: 'label' }}
      value={selectedIndex >= 0 ? String(selectedIndex) : undefined}
      options={choices.map((choice, index) => ({ value: String(index), label: choice.label }))}
      onChange={(key) => {
        const choice = key === undefined ? undefined : choices[Number(key)];
        onChange(choice ? { value: choice.value, label: choice.label } : undefined);
      }}
    />
  );
}

function RemoteFilterSelect({
  id,
  filter,
  source,
  selected,
  onChange,
}: FilterSelectProps & { id: string; source: OptionSource }) {
  const remote = useRemoteOptions(source, filter.label);
  // Keys are strings so numbers and strings cannot collide; the type is restored on change.
  const keyOf = (value: string | number) => `${typeof value}:${value}`;
  const value: LabeledValue | undefined = selected
    ? {
        value: keyOf(typeof selected.value === 'number' ? selected.value : String(selected.value)),
        label: selected.label,
      }
    : undefined;

  return (
    <Select<LabeledValue>
      {...commonSelectProps(id, filter)}
      labelInValue
      showSearch={{ filterOption: false, onSearch: remote.onSearch, searchValue: remote.typed }}
      loading={remote.loading}
      open={remote.open}
      onOpenChange={remote.onOpenChange}
      notFoundContent={remote.loading ? t('Loading...') : t('No results')}
      value={value}
      options={remote.options.map((option) => ({
        value: keyOf(option.value),
        label: option.label,
      }))}
      onChange={(next) => {
        if (next === undefined) {
          onChange(undefined);
          return;
        }
        const option = remote.options.find((o) => keyOf(o.value) === next.value);
        if (option) onChange({ value: option.value, label: option.label });
      }}
    />
  );
}
