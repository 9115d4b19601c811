/**
 * The filter's dataset: a searchable select over `GET /api/v1/dataset/` (with
 * a name-contains filter on table_name), showing the schema and database beside each name.
 */
import { Select } from 'antd';
import { useState } from 'react';
import type { ListQuery } from '../../../api/listQuery';
import { useGetListPageQuery } from '../../../components/list-view/listViewApi';
import { t } from '../../../i18n/t';
import { useDebouncedCallback } from '../../explore';
import { useGetFilterConfigDatasetQuery } from './nativeFiltersConfigApi';

const PAGE_SIZE = 100;

function datasetQuery(search: string): ListQuery {
  const term = search.trim();
  return {
    order_column: 'table_name',
    order_direction: 'asc',
    page: 0,
    page_size: PAGE_SIZE,
    filters: term === '' ? [] : [{ col: 'table_name', opr: 'ct', value: term }],
  };
}

interface DatasetOption {
  value: number;
  label: string;
}

function optionOf(row: Record<string, unknown>): DatasetOption | null {
  if (typeof row.id !== 'number') return null;
  const name = typeof row.table_name === 'string' ? row.table_name : `#${row.id}`;
  const schema = typeof row.schema === 'string' && row.schema !== '' ? row.schema : null;
  const database = (row.database as { database_name?: unknown } | null | undefined)?.database_name;
  const where = [typeof database === 'string' ? database : null, schema].filter(Boolean);
  return { value: row.id, label: where.length > 0 ? `${name} (${where.join('.')})` : name };
}

export interface DatasetPickerProps {
  value: number | null;
  onChange: (datasetId: number) => void;
  status?: 'error';
}

export function DatasetPicker({ value, onChange, status }: DatasetPickerProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedCallback((next: string) => setSearch(next));
  const list = useGetListPageQuery({ resource: 'dataset', query: datasetQuery(search) });
  const chosen = useGetFilterConfigDatasetQuery(value ?? 0, { skip: value === null });
  const options = (list.data?.result ?? []).flatMap((row) => optionOf(row) ?? []);
  if (value !== null && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: chosen.data?.table_name ?? `#${value}` });
  }
  return (
    <Select<number>
      showSearch
      filterOption={false}
      value={value ?? undefined}
      placeholder={t('Select a dataset')}
      options={options}
      loading={list.isFetching}
      onSearch={debounced.run}
      onChange={onChange}
      status={status}
      notFoundContent={list.isFetching ? t('Loading...') : t('No data')}
      aria-label={t('Dataset')}
      data-testid="filters-config-dataset"
      optionRender={(option) => (
        <span data-testid={`filters-config-dataset-option-${String(option.value)}`}>
          {option.label}
        </span>
      )}
    />
  );
}
