/**
 * "Swap dataset": search and page through the datasets, pick one,
 * confirm with Proceed; the dataset JSON is fetched, the chart switches to it with the time
 * column rule applied, and 'Successfully changed dataset!' is toasted. A failed fetch is a
 * danger toast and the list comes back.
 */
import { Alert, Button, Input, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { errorMessage } from '../../../api/errorMessage';
import { InputModal } from '../../../components/modals/InputModal';
import { OwnerAvatars } from '../../../components/list-view/OwnerAvatars';
import { useGetListPageQuery } from '../../../components/list-view/listViewApi';
import { t } from '../../../i18n/t';
import { useAppDispatch } from '../../../store/hooks';
import { dangerToastAdded, successToastAdded } from '../../../store/messageToastsSlice';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { useLazyGetPanelDatasourceQuery } from './datasourcePanelApi';
import { SWAP_DEFAULT_SORT, SWAP_PAGE_SIZE, swapListQuery, swapRow } from './swapDatasetRows';
import type { SwapRow, SwapSort } from './swapDatasetRows';
import { formDataForDatasource } from './swapTimeColumn';

/** Superset's SLOW_DEBOUNCE for server-side searches. */
const SEARCH_DEBOUNCE_MS = 500;

const CHANGE_WARNING =
  'Changing the dataset may break the chart if the chart relies on columns or metadata that does not exist in the target dataset';
const CONFIRM_WARNING =
  'Warning! Changing the dataset may break the chart if the metadata does not exist.';

export interface SwapDatasetModalProps {
  /** The chart's form data now; the swap rule keeps or replaces its time column. */
  formData: QueryFormData;
  /**
   * The chosen dataset JSON and the form data to use with it: `datasource` set to the new key
   * and `granularity_sqla` fixed by the time column rule of `swapTimeColumn.ts`.
   */
  onSwap: (datasource: DatasourceJson, nextFormData: QueryFormData) => void;
  onClose: () => void;
}

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

type SortOrder = 'ascend' | 'descend';

export function SwapDatasetModal(props: SwapDatasetModalProps) {
  const { formData, onSwap, onClose } = props;
  const dispatch = useAppDispatch();
  const [search, setSearch] = useState('');
  const filter = useDebounced(search, SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen for: a new search starts from its first page
  // without first asking for the old page number.
  const [paging, setPaging] = useState({ filter, page: 0 });
  const page = paging.filter === filter ? paging.page : 0;
  const setPage = (next: number) => setPaging({ filter, page: next });
  const [sort, setSort] = useState<SwapSort>(SWAP_DEFAULT_SORT);
  const [chosen, setChosen] = useState<SwapRow | null>(null);
  const [fetchDatasource, fetching] = useLazyGetPanelDatasourceQuery();

  const list = useGetListPageQuery({
    resource: 'dataset',
    query: swapListQuery(filter, page, sort),
  });
  const rows = useMemo(
    () => (list.data?.result ?? []).flatMap((item) => swapRow(item) ?? []),
    [list.data],
  );

  useEffect(() => {
    if (list.error) dispatch(dangerToastAdded(errorMessage(list.error)));
  }, [list.error, dispatch]);

  const proceed = async () => {
    if (chosen === null) return;
    try {
      const datasource = await fetchDatasource(chosen.id, false).unwrap();
      onSwap(datasource, formDataForDatasource(formData, datasource));
      dispatch(successToastAdded(t('Successfully changed dataset!')));
      onClose();
    } catch (error: unknown) {
      dispatch(dangerToastAdded(errorMessage(error)));
      setChosen(null);
    }
  };

  const sortOrder = (column: string): SortOrder | null =>
    sort.column === column ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (column: string) => ({
    sorter: true,
    sortOrder: sortOrder(column),
    sortDirections: ['ascend', 'descend', 'ascend'] as SortOrder[],
  });

  const columns: TableColumnsType<SwapRow> = [
    {
      key: 'table_name',
      title: t('Name'),
      ellipsis: true,
      ...sortable('table_name'),
      render: (_v, row) => (
        <button
          type="button"
          className="pn-swap-name"
          data-testid="datasource-link"
          onClick={() => setChosen(row)}
        >
          {row.table_name}
        </button>
      ),
    },
    {
      key: 'kind',
      title: t('Type'),
      width: 90,
      render: (_v, row) => (row.kind === 'virtual' ? t('Virtual') : t('Physical')),
    },
    {
      key: 'schema',
      title: t('Schema'),
      width: 120,
      ellipsis: true,
      ...sortable('schema'),
      render: (_v, row) => row.schema ?? '',
    },
    {
      key: 'database.database_name',
      title: t('Connection'),
      width: 150,
      ellipsis: true,
      ...sortable('database.database_name'),
      render: (_v, row) => row.database_name,
    },
    {
      key: 'owners',
      title: t('Owners'),
      width: 130,
      render: (_v, row) => <OwnerAvatars owners={row.owners} />,
    },
  ];

  const onTableChange: TableProps<SwapRow>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = typeof single?.columnKey === 'string' ? single.columnKey : null;
    if (column !== null && single?.order) {
      const next: SwapSort = { column, direction: single.order === 'ascend' ? 'asc' : 'desc' };
      if (next.column !== sort.column || next.direction !== sort.direction) {
        setSort(next);
        setPage(0);
        return;
      }
    }
    setPage(Math.max(0, (pagination.current ?? 1) - 1));
  };

  const confirming = chosen !== null;
  return (
    <InputModal
      title={t('Swap dataset')}
      width={confirming ? 432 : 900}
      onCancel={onClose}
      data-testid="swap-dataset-modal"
      footer={
        confirming ? (
          <>
            <Button onClick={() => setChosen(null)} disabled={fetching.isFetching}>
              {t('Cancel')}
            </Button>
            <Button
              type="primary"
              className="proceed-btn"
              data-testid="swap-dataset-proceed"
              loading={fetching.isFetching}
              onClick={() => void proceed()}
            >
              {t('Proceed')}
            </Button>
          </>
        ) : null
      }
    >
      {confirming ? (
        <div className="pn-swap-confirm" data-testid="swap-dataset-confirm">
          {t(CONFIRM_WARNING)}
        </div>
      ) : (
        <div className="pn-swap-body">
          <Alert
            type="warning"
            className="pn-swap-warning"
            title={
              <>
                <strong>{t('Warning!')}</strong> {t(CHANGE_WARNING)}
              </>
            }
          />
          <Input
            autoFocus
            allowClear
            className="pn-swap-search"
            placeholder={t('Search / Filter')}
            aria-label={t('Search / Filter')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="swap-dataset-search"
          />
          <Table<SwapRow>
            size="small"
            rowKey="id"
            className="pn-swap-table"
            columns={columns}
            dataSource={rows}
            loading={list.isFetching}
            onChange={onTableChange}
            scroll={{ y: 340 }}
            onRow={(row) => ({ onClick: () => setChosen(row), className: 'pn-swap-row' })}
            pagination={{
              current: page + 1,
              pageSize: SWAP_PAGE_SIZE,
              total: list.data?.count ?? 0,
              showSizeChanger: false,
              size: 'small',
              hideOnSinglePage: true,
            }}
            locale={{ emptyText: t('No data') }}
          />
        </div>
      )}
    </InputModal>
  );
}
