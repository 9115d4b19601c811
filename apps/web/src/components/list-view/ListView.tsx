/**
 * The list page every resource shares, over Flask-AppBuilder's list API as Superset's is: driven by
 * the rison `q` list API with search, filters, server-side sort and paging, card and table views,
 * favourites, bulk select with delete and export, and actions gated by `_info` permissions and
 * ownership.
 */
import { DeleteOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Pagination, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { LIST_PAGE_SIZE } from '../../api/listQuery';
import { t } from '../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toastAdded } from '../../store/messageToastsSlice';
import { selectCurrentUser } from '../../store/userSlice';
import { BulkActionBar } from './BulkActionBar';
import { DeleteConfirmModal } from './DeleteConfirmModal';
import { downloadExport } from './exportDownload';
import { canModifyItem } from './listPermissions';
import {
  useBulkDeleteListItemsMutation,
  useDeleteListItemMutation,
  useGetListPageQuery,
} from './listViewApi';
import { DEFAULT_SORT, initialListState, isFiltered, toListQuery } from './listViewState';
import type { ListStateConfig, ListViewState, ViewMode } from './listViewState';
import type { ListItem, ListItemsViewProps, ListViewConfig, RowAction } from './listViewTypes';
import { ListViewCards } from './ListViewCards';
import { ListViewTable, sortColumnOf } from './ListViewTable';
import { ListViewToolbar } from './ListViewToolbar';
import { useFavorites } from './useFavorites';
import { useListPermissions } from './useListPermissions';
import { useFetchErrorToast } from './useFetchErrorToast';
import { useListViewState } from './useListViewState';
import './listView.css';

/** The parts of the configuration that decide the query and the URL. */
export function listStateConfig<T extends ListItem>(config: ListViewConfig<T>): ListStateConfig {
  const viewModes: ViewMode[] = config.card
    ? config.defaultViewMode === 'card'
      ? ['card', 'table']
      : ['table', 'card']
    : ['table'];
  return {
    ...(config.search ? { search: config.search } : {}),
    filters: config.filters ?? [],
    defaultSort: config.defaultSort ?? DEFAULT_SORT,
    sortColumns: [
      ...config.columns.filter((c) => c.sortable).map(sortColumnOf),
      ...(config.card?.sortOptions.map((o) => o.column) ?? []),
    ],
    viewModes,
    pageSize: LIST_PAGE_SIZE,
  };
}

/** What the delete confirmation is about: one row (its own DELETE) or a bulk selection. */
interface PendingDelete<T> {
  items: T[];
  bulk: boolean;
}

export function ListView<T extends ListItem>({ config }: { config: ListViewConfig<T> }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const stateConfig = listStateConfig(config);
  const [state, update] = useListViewState(stateConfig);
  const permissions = useListPermissions(config.resource, config.noun);
  const nouns = config.nounPlural ?? `${config.noun}s`;
  const { data, error, isFetching } = useGetListPageQuery({
    resource: config.resource,
    query: toListQuery(stateConfig, state),
  });
  // The list endpoint's rows are the resource's documented list shape (see each page's type).
  const items = (data?.result ?? []) as unknown as T[];
  const favorites = useFavorites(
    config.resource,
    items.map((item) => item.id),
    config.favorite === true,
  );
  const [bulkMode, setBulkMode] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<PendingDelete<T> | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [deleteOne] = useDeleteListItemMutation();
  const [deleteMany] = useBulkDeleteListItemsMutation();

  useFetchErrorToast(
    error,
    useCallback(
      (detail: string) => t('An error occurred while fetching %ss: %s', config.noun, detail),
      [config.noun],
    ),
  );

  /** Every change of the query also drops the selection: selected rows must be visible rows. */
  const changeState = (change: (previous: ListViewState) => ListViewState) => {
    setSelected(new Set());
    update(change);
  };

  const ownable = config.ownable === true;
  const canModify = (item: T) => canModifyItem(item, user, permissions, ownable);
  const canBulkDelete = config.bulkDelete === true && permissions.canWrite;
  const canBulkExport = config.exportable === true && permissions.canExport;

  const toast = (text: string, toastType: 'success' | 'danger') =>
    dispatch(toastAdded({ text, toastType }));

  const runExport = (targets: readonly T[]) => {
    setExporting(true);
    downloadExport(
      config.resource,
      targets.map((item) => item.id),
    )
      .catch((err: unknown) =>
        toast(t('There was an issue exporting: %s', errorMessage(err)), 'danger'),
      )
      .finally(() => setExporting(false));
  };

  const actionsOf = (item: T): RowAction[] => {
    const modifiable = canModify(item);
    const actions = [
      ...(config.extraActions?.(item, { permissions, canModify: modifiable }) ?? []),
    ];
    const onEdit = config.onEdit;
    if (onEdit && modifiable) {
      actions.push({
        key: 'edit',
        label: t('Edit'),
        icon: <EditOutlined />,
        onClick: () => onEdit(item),
      });
    }
    if (config.exportable && permissions.canExport) {
      actions.push({
        key: 'export',
        label: t('Export'),
        icon: <UploadOutlined />,
        onClick: () => runExport([item]),
      });
    }
    if (config.deletable && modifiable && (config.isDeletable?.(item) ?? true)) {
      actions.push({
        key: 'delete',
        label: t('Delete'),
        icon: <DeleteOutlined />,
        danger: true,
        onClick: () => setPendingDelete({ items: [item], bulk: false }),
      });
    }
    return actions;
  };

  const selectedItems = items.filter((item) => selected.has(item.id));

  const confirmDelete = () => {
    if (pendingDelete === null) return;
    const { items: targets, bulk } = pendingDelete;
    const ids = targets.map((item) => item.id);
    const [first] = targets;
    setDeleting(true);
    const call =
      !bulk && first !== undefined
        ? deleteOne({ resource: config.resource, id: first.id })
        : deleteMany({ resource: config.resource, ids });
    call
      .unwrap()
      .then(() => {
        toast(t('Deleted: %s', targets.map(config.itemName).join(', ')), 'success');
        setPendingDelete(null);
        // Emptying the last page would leave the user on a page that no longer exists.
        const emptiesPage = items.every((item) => ids.includes(item.id));
        changeState((previous) =>
          emptiesPage && previous.page > 0 ? { ...previous, page: previous.page - 1 } : previous,
        );
      })
      .catch((err: unknown) => {
        toast(t('There was an issue deleting: %s', errorMessage(err)), 'danger');
        setPendingDelete(null);
      })
      .finally(() => setDeleting(false));
  };

  const viewModes = stateConfig.viewModes;
  const filtered = isFiltered(state);
  const empty: ReactNode =
    error !== undefined ? (
      t('%s could not be loaded', config.title)
    ) : filtered ? (
      <div className="pn-list-empty">
        <div>
          {Object.keys(state.filters).length === 0
            ? t('No %s match your search', nouns)
            : t('No results match your filter criteria')}
        </div>
        <Button type="link" onClick={() => changeState(() => initialListState(stateConfig))}>
          {t('Clear all filters')}
        </Button>
      </div>
    ) : (
      t('No %s yet', nouns)
    );
  const itemsViewProps: ListItemsViewProps<T> = {
    items,
    loading: isFetching,
    itemName: config.itemName,
    favorites: config.favorite ? favorites : null,
    actionsOf,
    bulkMode,
    selected,
    empty,
  };

  const blockedReason = selectedItems.some(
    (item) => !canModify(item) || !(config.isDeletable?.(item) ?? true),
  )
    ? t('You can only delete %s you own', nouns)
    : undefined;

  return (
    <div className="pn-page">
      <div className="pn-page-header">
        <Typography.Title level={3} className="pn-page-title">
          {config.title}
        </Typography.Title>
        {data !== undefined && (
          <Tag className="pn-count" data-testid="list-count">
            {data.count}
          </Tag>
        )}
        <div className="pn-page-actions">
          {canBulkDelete || canBulkExport ? (
            <Button
              data-testid="bulk-select"
              type={bulkMode ? 'primary' : 'default'}
              ghost={bulkMode}
              aria-pressed={bulkMode}
              onClick={() => {
                setSelected(new Set());
                setBulkMode((on) => !on);
              }}
            >
              {t('Bulk select')}
            </Button>
          ) : null}
          {config.headerButtons?.(permissions)}
        </div>
      </div>
      <Card className="pn-list-card">
        <ListViewToolbar
          config={config}
          state={state}
          viewModes={viewModes}
          onSearch={(text) => changeState((previous) => ({ ...previous, search: text, page: 0 }))}
          onFilter={(id, selection) =>
            changeState((previous) => {
              const filters = { ...previous.filters };
              if (selection === undefined) delete filters[id];
              else filters[id] = selection;
              return { ...previous, filters, page: 0 };
            })
          }
          onClear={() =>
            changeState((previous) => ({ ...previous, search: '', filters: {}, page: 0 }))
          }
          onCardSort={(option) =>
            changeState((previous) => ({
              ...previous,
              sortColumn: option.column,
              sortDirection: option.direction,
              page: 0,
            }))
          }
          onViewMode={(viewMode) => changeState((previous) => ({ ...previous, viewMode }))}
        />
        {bulkMode ? (
          <BulkActionBar
            count={selected.size}
            canDelete={canBulkDelete}
            canExport={canBulkExport}
            deleteBlockedReason={blockedReason}
            exporting={exporting}
            onDelete={() => setPendingDelete({ items: selectedItems, bulk: true })}
            onExport={() => runExport(selectedItems)}
            onSelectAll={() => setSelected(new Set(items.map((item) => item.id)))}
            onDeselectAll={() => setSelected(new Set())}
          />
        ) : null}
        {state.viewMode === 'card' && config.card ? (
          <>
            <ListViewCards
              {...itemsViewProps}
              card={config.card}
              onToggleSelected={(id) =>
                setSelected((previous) => {
                  const next = new Set(previous);
                  if (next.has(id)) next.delete(id);
                  else next.add(id);
                  return next;
                })
              }
            />
            <Pagination
              className="pn-card-pagination"
              current={state.page + 1}
              pageSize={stateConfig.pageSize ?? LIST_PAGE_SIZE}
              total={data?.count ?? 0}
              showSizeChanger={false}
              hideOnSinglePage
              showTotal={(total, [from, to]) => t('%s-%s of %s', from, to, total)}
              onChange={(page) => changeState((previous) => ({ ...previous, page: page - 1 }))}
            />
          </>
        ) : (
          <ListViewTable
            {...itemsViewProps}
            total={data?.count ?? 0}
            pageSize={stateConfig.pageSize ?? LIST_PAGE_SIZE}
            columns={config.columns}
            state={state}
            onSelectedChange={setSelected}
            onSort={(sortColumn, sortDirection) =>
              changeState((previous) => ({ ...previous, sortColumn, sortDirection, page: 0 }))
            }
            onPage={(page) => changeState((previous) => ({ ...previous, page }))}
          />
        )}
      </Card>
      {pendingDelete !== null ? (
        <DeleteConfirmModal
          title={t('Please confirm')}
          loading={deleting}
          description={
            pendingDelete.bulk
              ? t('Are you sure you want to delete the selected %s?', nouns)
              : pendingDelete.items[0] !== undefined && config.deleteDescription
                ? config.deleteDescription(pendingDelete.items[0])
                : t(
                    'Are you sure you want to delete %s?',
                    pendingDelete.items.map(config.itemName).join(', '),
                  )
          }
          onConfirm={confirmDelete}
          onCancel={() => setPendingDelete(null)}
        />
      ) : null}
    </div>
  );
}
