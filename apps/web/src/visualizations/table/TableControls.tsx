/**
 * The table chart's antd controls: the search-column picker, the search box and the pager.
 * Most tables on a dashboard show none of them, so they live in their own chunk that
 * TableChart loads only for a table that does (useTableControls).
 */
import { Input, Pagination, Select } from 'antd';
import type { ChangeEvent } from 'react';
import { t } from '../../i18n/t';

export function TableSearchColumnSelect(props: {
  value: string | undefined;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      size="small"
      value={props.value}
      style={{ minWidth: 120 }}
      options={props.options}
      onChange={props.onChange}
    />
  );
}

export function TableSearchBox(props: {
  value: string;
  recordCount: number;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Input.Search
      size="small"
      allowClear
      className="pn-table-search"
      aria-label={t('Search')}
      placeholder={t('%s records...', props.recordCount)}
      value={props.value}
      onChange={props.onChange}
      data-testid="table-search"
    />
  );
}

export function TablePager(props: {
  current: number;
  pageSize: number;
  total: number;
  /** Server pages offer these sizes; client pages keep the chart's page length. */
  pageSizeOptions?: number[];
  onChange: (page: number, pageSize: number) => void;
}) {
  return (
    <Pagination
      size="small"
      current={props.current}
      pageSize={props.pageSize}
      total={props.total}
      showSizeChanger={props.pageSizeOptions !== undefined}
      pageSizeOptions={props.pageSizeOptions}
      onChange={props.onChange}
    />
  );
}
