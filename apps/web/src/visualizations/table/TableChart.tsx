/**
 * The table chart: a header that sorts on click, rows virtualised with @tanstack/react-virtual
 * (100,000 rows scroll smoothly: only the visible ones exist in the DOM), cell bars and
 * conditional-format colours, a sticky totals row, an optional search box and client-side or
 * server-side pages. Server pages, sort and search go to the host through `setOwnState`.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { MouseEvent as ReactMouseEvent } from 'react';
import { lazyComponent } from '../../components/lazyComponent';
import { t } from '../../i18n/t';
import { columnWidths } from './columnWidths';
import { nextSort, searchIndexes, sortedIndexes } from './rowOperations';
import type { Row, SortState } from './rowOperations';
import { TableCell, TableHeaderCell } from './TableCells';
import type { TableChartProps } from './transformProps';
import './tableChart.css';

// The search box and pager (antd Input, Select, Pagination) come from their own chunk: most
// tables show neither. Their rows keep their height while it loads, so nothing moves.
const TableSearchColumnSelect = lazyComponent(() =>
  import('./TableControls').then((m) => m.TableSearchColumnSelect),
);
const TableSearchBox = lazyComponent(() => import('./TableControls').then((m) => m.TableSearchBox));
const TablePager = lazyComponent(() => import('./TableControls').then((m) => m.TablePager));

const ROW_HEIGHT = 32;
const HEADER_HEIGHT = 36;
const TOOLBAR_HEIGHT = 40;
const PAGER_HEIGHT = 40;
const SCROLLBAR_ALLOWANCE = 14;
const SEARCH_DEBOUNCE_MS = 500;

export default function TableChart(props: TableChartProps) {
  const { width, height, columns, data, totals, serverPage, hooks, colorFormatters } = props;
  const [search, setSearch] = useState(serverPage?.searchText ?? '');
  const deferredSearch = useDeferredValue(search);
  const [clientSort, setClientSort] = useState<SortState | null>(null);
  const [clientPage, setClientPage] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);

  const sort = serverPage ? serverPage.sortBy : clientSort;
  const indexes = useMemo(() => {
    // The server already searched and ordered its page.
    if (serverPage) return data.map((_, index) => index);
    return sortedIndexes(data, searchIndexes(data, columns, deferredSearch), clientSort);
  }, [serverPage, data, columns, deferredSearch, clientSort]);

  const pageLength = props.pageLength;
  const pageCount = pageLength > 0 ? Math.max(1, Math.ceil(indexes.length / pageLength)) : 1;
  const page = Math.min(clientPage, pageCount - 1);
  const visible =
    pageLength > 0 ? indexes.slice(page * pageLength, (page + 1) * pageLength) : indexes;

  const showToolbar = props.includeSearch;
  const showPager = Boolean(serverPage) || pageLength > 0;
  const bodyHeight = Math.max(
    ROW_HEIGHT * 2,
    height - (showToolbar ? TOOLBAR_HEIGHT : 0) - (showPager ? PAGER_HEIGHT : 0),
  );
  const widths = useMemo(
    () => columnWidths(columns, data, Math.max(0, width - SCROLLBAR_ALLOWANCE)),
    [columns, data, width],
  );
  const totalWidth = widths.reduce((sum, w) => sum + w, 0);

  // The virtualizer is read fresh on every render, never memoised, so the compiler's caveat
  // about memoising its functions does not apply here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    scrollMargin: HEADER_HEIGHT,
  });

  // Server-side search: tell the host after the user pauses typing.
  const searchColumns = columns.filter((column) => column.kind === 'dimension');
  const searchColumn = serverPage?.searchColumn ?? searchColumns[0]?.key;
  useEffect(() => {
    if (!serverPage || search === serverPage.searchText) return undefined;
    const timer = setTimeout(() => {
      hooks.setOwnState?.({
        ...pageState(serverPage),
        searchText: search,
        searchColumn,
        currentPage: 0,
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, serverPage, searchColumn, hooks]);

  const onSort = (key: string) => {
    const next = nextSort(sort, key);
    if (serverPage) {
      hooks.setOwnState?.({ ...pageState(serverPage), sortBy: next ? [next] : [], currentPage: 0 });
    } else {
      setClientSort(next);
    }
  };

  // The data mask a click on a cell emits: null where its column does not cross filter.
  const cellMask = (key: string, value: unknown) => {
    if (!props.crossFilterColumns.includes(key) || !hooks.setDataMask) return null;
    const selected = props.selectedValues[key] ?? [];
    if (selected.includes(value)) {
      return {
        extraFormData: { filters: [] },
        filterState: { label: null, value: null, filters: null },
      };
    }
    const column = columns.find((c) => c.key === key);
    const grain = key === props.timeAxisColumn && props.timeGrain ? { grain: props.timeGrain } : {};
    return {
      extraFormData: { filters: [{ col: key, op: 'IN', val: [value], ...grain }] },
      filterState: {
        label: column ? column.format(value) : String(value),
        value: [[value]],
        filters: { [key]: [value] },
      },
    };
  };

  const onCellClick = (key: string, value: unknown) => {
    const mask = cellMask(key, value);
    if (mask) hooks.setDataMask?.(mask);
  };

  const onRowContextMenu = (event: ReactMouseEvent, row: Row) => {
    if (!hooks.onContextMenu || props.isRawRecords) return;
    event.preventDefault();
    const filters = columns
      .filter((column) => column.kind === 'dimension')
      .map((column) => ({ col: column.key, op: '==', val: row[column.key] }));
    // The cell under the pointer: the menu offers the cross filter a click on it would emit.
    const cell = (event.target as HTMLElement).closest('.pn-table-row > *');
    const cellIndex = cell?.parentElement ? [...cell.parentElement.children].indexOf(cell) : -1;
    const clickedColumn = columns[cellIndex];
    const mask = clickedColumn ? cellMask(clickedColumn.key, row[clickedColumn.key]) : null;
    hooks.onContextMenu(event.clientX, event.clientY, filters, mask ?? undefined);
  };

  const firstIsDimension = columns[0]?.kind === 'dimension';
  return (
    <div className="pn-table-chart" style={{ width, height }} data-testid="table-chart">
      {showToolbar && (
        <div className="pn-table-toolbar" style={{ height: TOOLBAR_HEIGHT }}>
          <Suspense fallback={null}>
            {serverPage && searchColumns.length > 1 && (
              <TableSearchColumnSelect
                value={searchColumn}
                options={searchColumns.map((column) => ({
                  value: column.key,
                  label: column.label,
                }))}
                onChange={(value: string) =>
                  hooks.setOwnState?.({
                    ...pageState(serverPage),
                    searchColumn: value,
                    currentPage: 0,
                  })
                }
              />
            )}
            <TableSearchBox
              value={search}
              recordCount={serverPage ? serverPage.rowCount : data.length}
              onChange={(event) => {
                setSearch(event.target.value);
                setClientPage(0);
              }}
            />
          </Suspense>
        </div>
      )}
      <div className="pn-table-scroll" ref={scrollRef} style={{ height: bodyHeight }} role="table">
        <div style={{ width: totalWidth, minWidth: '100%' }}>
          <div className="pn-table-header" role="row" style={{ height: HEADER_HEIGHT }}>
            {columns.map((column, i) => (
              <TableHeaderCell
                key={column.key}
                column={column}
                width={widths[i] ?? 100}
                sortDirection={sort?.key === column.key ? (sort.desc ? 'desc' : 'asc') : null}
                onSort={() => onSort(column.key)}
              />
            ))}
          </div>
          <div className="pn-table-body" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = data[visible[item.index] as number] as Row;
              return (
                <div
                  key={item.key}
                  role="row"
                  className="pn-table-row"
                  style={{
                    transform: `translateY(${item.start - HEADER_HEIGHT}px)`,
                    height: ROW_HEIGHT,
                  }}
                  onContextMenu={(event) => onRowContextMenu(event, row)}
                  data-testid="table-row"
                >
                  {columns.map((column, i) => {
                    const value = row[column.key];
                    const filterable = props.crossFilterColumns.includes(column.key);
                    return (
                      <TableCell
                        key={column.key}
                        column={column}
                        value={value}
                        width={widths[i] ?? 100}
                        background={colorFormatters[column.key]?.(value)}
                        selected={
                          filterable && (props.selectedValues[column.key] ?? []).includes(value)
                        }
                        onClick={filterable ? () => onCellClick(column.key, value) : undefined}
                      />
                    );
                  })}
                </div>
              );
            })}
          </div>
          {totals && (
            <div className="pn-table-footer" role="row" data-testid="table-totals">
              {columns.map((column, i) => (
                <TableCell
                  key={column.key}
                  column={column}
                  value={column.kind === 'dimension' ? undefined : totals[column.key]}
                  text={
                    i === 0 && firstIsDimension
                      ? t('Summary')
                      : column.kind === 'dimension'
                        ? ''
                        : undefined
                  }
                  width={widths[i] ?? 100}
                  noBar
                  title={
                    i === 0
                      ? t(
                          'Show total aggregations of selected metrics. Note that row limit does not apply to the result.',
                        )
                      : undefined
                  }
                />
              ))}
            </div>
          )}
        </div>
      </div>
      {serverPage && (
        <div className="pn-table-pager" style={{ height: PAGER_HEIGHT }}>
          <Suspense fallback={null}>
            <TablePager
              current={serverPage.currentPage + 1}
              pageSize={serverPage.pageSize}
              total={serverPage.rowCount}
              pageSizeOptions={[10, 20, 50, 100, 200]}
              onChange={(nextPage, nextSize) =>
                hooks.setOwnState?.({
                  ...pageState(serverPage),
                  currentPage: nextSize === serverPage.pageSize ? nextPage - 1 : 0,
                  pageSize: nextSize,
                })
              }
            />
          </Suspense>
        </div>
      )}
      {!serverPage && pageLength > 0 && (
        <div className="pn-table-pager" style={{ height: PAGER_HEIGHT }}>
          <Suspense fallback={null}>
            <TablePager
              current={page + 1}
              pageSize={pageLength}
              total={indexes.length}
              onChange={(nextPage) => {
                setClientPage(nextPage - 1);
                scrollRef.current?.scrollTo({ top: 0 });
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

function pageState(
  serverPage: NonNullable<TableChartProps['serverPage']>,
): Record<string, unknown> {
  return {
    currentPage: serverPage.currentPage,
    pageSize: serverPage.pageSize,
    searchText: serverPage.searchText,
    searchColumn: serverPage.searchColumn,
    sortBy: serverPage.sortBy ? [serverPage.sortBy] : [],
  };
}
