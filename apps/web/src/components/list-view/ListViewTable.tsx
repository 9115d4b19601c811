/** The table view of a list page: server-side sort and paging, star column, row actions, bulk checkboxes. */
import { Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';

import { t } from '../../i18n/t';
import { useIsPhone } from '../useIsPhone';
import { FavoriteStar } from './FavoriteStar';
import { RowActionButtons } from './RowActions';
import type { ListViewState } from './listViewState';
import type { ListColumn, ListItem, ListItemsViewProps } from './listViewTypes';
import { narrowTableWidth } from './narrowTableWidth';

type SortOrder = 'ascend' | 'descend';

export interface ListViewTableProps<T extends ListItem> extends ListItemsViewProps<T> {
  total: number;
  pageSize: number;
  columns: ReadonlyArray<ListColumn<T>>;
  state: ListViewState;
  onSelectedChange: (ids: ReadonlySet<number>) => void;
  onSort: (column: string, direction: 'asc' | 'desc') => void;
  onPage: (page: number) => void;
}

export function sortColumnOf<T extends ListItem>(column: ListColumn<T>): string {
  return column.sortColumn ?? column.key;
}

export function ListViewTable<T extends ListItem>(props: ListViewTableProps<T>) {
  const { items, state, favorites, actionsOf, itemName } = props;
  const phone = useIsPhone();
  const columns: TableColumnsType<T> = [];

  if (favorites) {
    columns.push({
      key: 'favorite',
      title: <span className="pn-visually-hidden">{t('Favorite')}</span>,
      width: 48,
      render: (_value, item) => (
        <FavoriteStar
          starred={favorites.isStarred(item.id)}
          pending={favorites.isPending(item.id)}
          onToggle={() => favorites.toggle(item.id)}
        />
      ),
    });
  }

  for (const column of props.columns) {
    const sortKey = sortColumnOf(column);
    const order: SortOrder | null =
      column.sortable && state.sortColumn === sortKey
        ? state.sortDirection === 'asc'
          ? 'ascend'
          : 'descend'
        : null;
    columns.push({
      key: column.key,
      title: column.title,
      width: column.width,
      align: column.align,
      render: (_value, item) => column.render(item),
      ...(column.sortable
        ? {
            sorter: true,
            sortOrder: order,
            // Repeating 'ascend' keeps a third click from dropping the sort altogether.
            sortDirections: ['ascend', 'descend', 'ascend'] as SortOrder[],
          }
        : {}),
    });
  }

  const actions = new Map(items.map((item) => [item.id, actionsOf(item)]));
  if ([...actions.values()].some((list) => list.length > 0)) {
    columns.push({
      key: 'actions',
      title: t('Actions'),
      width: 110,
      render: (_value, item) => <RowActionButtons actions={actions.get(item.id) ?? []} />,
    });
  }

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = props.columns.find((c) => c.key === single?.columnKey);
      if (column && single?.order) {
        props.onSort(sortColumnOf(column), single.order === 'ascend' ? 'asc' : 'desc');
      }
      return;
    }
    if (extra.action === 'paginate') props.onPage((pagination.current ?? 1) - 1);
  };

  return (
    <Table<T>
      rowKey="id"
      size="middle"
      className="pn-list-table"
      // Fixed layout: long descriptions must not squeeze the narrow columns.
      tableLayout="fixed"
      // On a phone the fixed columns alone outgrow the screen: scroll inside the card instead.
      scroll={phone ? { x: narrowTableWidth(columns, props.bulkMode) } : undefined}
      columns={columns}
      dataSource={items as T[]}
      loading={props.loading}
      onChange={onChange}
      rowSelection={
        props.bulkMode
          ? {
              selectedRowKeys: [...props.selected],
              onChange: (keys) => props.onSelectedChange(new Set(keys.map(Number))),
              getCheckboxProps: (item) => ({ 'aria-label': t('Select %s', itemName(item)) }),
            }
          : undefined
      }
      pagination={{
        current: state.page + 1,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: false,
        hideOnSinglePage: false,
        showTotal: (total, [from, to]) => t('%s-%s of %s', from, to, total),
      }}
      locale={{ emptyText: props.empty }}
    />
  );
}
