/**
 * `filter_timecolumn` and `filter_timegrain`: one choice among the dataset's
 * time columns (emitted as `granularity_sqla`) or among the time grains its database offers,
 * limited to the filter's `time_grains` when set (emitted as `time_grain_sqla`).
 */
import { Select } from 'antd';
import { useMemo } from 'react';
import { t } from '../../../../i18n/t';
import { granularityChoices } from '../../../../visualizations/shared/controls/sharedControlChoices';
import type { DatasourceJson } from '../../../../models/datasourceTypes';
import { filterDatasetId } from '../model/nativeFilterConfig';
import { useFilterDataset } from '../hooks/useFilterDataset';
import type { FilterControlProps } from './filterControlProps';

interface Choice {
  value: string;
  label: string;
}

function timeColumnChoices(dataset: DatasourceJson | null): Choice[] {
  return (dataset?.columns ?? [])
    .filter((column) => column.is_dttm)
    .map((column) => ({
      value: column.column_name,
      label: column.verbose_name || column.column_name,
    }));
}

function timeGrainChoices(dataset: DatasourceJson | null, allowed: readonly string[]): Choice[] {
  const offered: Choice[] =
    dataset?.time_grain_sqla && dataset.time_grain_sqla.length > 0
      ? dataset.time_grain_sqla.map(([value, label]) => ({ value, label }))
      : granularityChoices().flatMap(([value, label]) =>
          typeof value === 'string' ? [{ value, label }] : [],
        );
  return allowed.length > 0 ? offered.filter((c) => allowed.includes(c.value)) : offered;
}

function firstString(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : null;
}

function SingleChoiceFilter({
  props,
  choices,
  testId,
}: {
  props: FilterControlProps;
  choices: Choice[];
  testId: string;
}) {
  const selected = firstString(props.filterState?.value);
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      aria-label={props.filter.name}
      data-testid={testId}
      placeholder={choices.length > 0 ? t('%s option(s)', choices.length) : t('No data')}
      value={selected ?? undefined}
      options={choices}
      onChange={(value) => {
        const choice = choices.find((c) => c.value === value);
        props.onChange(
          choice ? { value: [choice.value], label: choice.label } : { value: null, label: null },
        );
      }}
    />
  );
}

export function TimeColumnFilter(props: FilterControlProps) {
  const dataset = useFilterDataset(filterDatasetId(props.filter));
  const choices = useMemo(() => timeColumnChoices(dataset), [dataset]);
  return <SingleChoiceFilter props={props} choices={choices} testId="filter-timecolumn" />;
}

export function TimeGrainFilter(props: FilterControlProps) {
  const dataset = useFilterDataset(filterDatasetId(props.filter));
  const allowed = props.filter.time_grains;
  const choices = useMemo(() => timeGrainChoices(dataset, allowed ?? []), [dataset, allowed]);
  return <SingleChoiceFilter props={props} choices={choices} testId="filter-timegrain" />;
}
