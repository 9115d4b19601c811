/**
 * `filter_groupby` (experimental): a choice of dataset columns, emitted as `interactive_groupby`
 * for the charts in scope. One column unless the filter allows several (`multiSelect`, off
 * unless configured, as in Superset); the options are all the dataset's columns, or only the
 * filter's target column when its configuration names one.
 */
import { Select } from 'antd';
import { useMemo } from 'react';
import { groupByFilterOptions } from '@panorama/core/filters/interactive-groupby';
import { t } from '../../../../i18n/t';
import { filterDatasetId } from '../model/nativeFilterConfig';
import { useFilterDataset } from '../hooks/useFilterDataset';
import type { FilterControlProps } from './filterControlProps';

function chosenColumns(value: unknown): string[] {
  const list: unknown[] = Array.isArray(value) ? value : value == null ? [] : [value];
  return list.filter((item): item is string => typeof item === 'string' && item !== '');
}

export function GroupByFilter(props: FilterControlProps) {
  const dataset = useFilterDataset(filterDatasetId(props.filter));
  const target = props.filter.targets[0]?.column?.name;
  const options = useMemo(
    () => groupByFilterOptions(dataset?.columns ?? [], target ? [target] : []),
    [dataset, target],
  );
  const multiple = props.filter.controlValues.multiSelect === true;
  const selected = chosenColumns(props.filterState?.value);
  return (
    <Select<string | string[]>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      mode={multiple ? 'multiple' : undefined}
      style={{ width: '100%' }}
      aria-label={props.filter.name}
      data-testid="filter-groupby"
      placeholder={options.length > 0 ? t('%s option(s)', options.length) : t('No columns')}
      value={multiple ? selected : (selected[0] ?? undefined)}
      options={options}
      onChange={(value) => {
        const columns = chosenColumns(value);
        props.onChange({ value: columns.length > 0 ? columns : null });
      }}
    />
  );
}
