/**
 * The body of one data pane tab: a toolbar (row count, search, copy) above the virtualised table,
 * with the tab's loading and error states. Search text and sort belong to the parent so they
 * survive switching tabs; copy writes exactly the rows shown, in the order shown, as TSV.
 */
import { CopyOutlined, SearchOutlined } from '@ant-design/icons';
import { Input, Spin } from 'antd';
import { useMemo } from 'react';
import type { TemporalFormat, TemporalFormats } from '../../../components/data-table/cellFormat';
import { columnsFromResult } from '../../../components/data-table/columnTypes';
import type { DataRow } from '../../../components/data-table/columnTypes';
import type { SortState } from '../../../components/data-table/rowOrder';
import { toTsv } from '../../../components/data-table/tabularText';
import { visibleRows } from '../../../components/data-table/tableView';
import { VirtualDataTable } from '../../../components/data-table/VirtualDataTable';
import { ErrorMessageWithStackTrace, type SupersetError } from '../../../error-messages';
import { t } from '../../../i18n/t';
import { useCopyToClipboard } from '../../../components/useCopyToClipboard';
import { RowCountTag } from './RowCountTag';
import type { ResultCounts } from './rowCount';
import { IconButton } from '../../../components/IconButton';

export interface DataPaneView {
  filterText: string;
  sort: SortState | null;
}

/** What every tab receives from the pane: the search and sort, and the chosen date formats. */
export interface DataPaneTableSettings {
  view: DataPaneView;
  onViewChange: (view: DataPaneView) => void;
  temporalFormats: TemporalFormats;
  onTemporalFormatChange: (columnKey: string, format: TemporalFormat) => void;
}

export interface DataPaneTabProps extends DataPaneTableSettings {
  rows: readonly DataRow[];
  colnames?: readonly string[];
  coltypes?: readonly (number | null)[];
  rowcount: number;
  rowLimit: number | null;
  /** The answer's counts and applied row limit, which say whether it was cut at the limit. */
  counts?: ResultCounts | null;
  loading: boolean;
  /** A message to show instead of the table. */
  error: string | null;
  /** The server's structured errors behind `error`, shown through the error registry. */
  errors?: readonly SupersetError[];
}

export function DataPaneTab({
  rows,
  colnames,
  coltypes,
  rowcount,
  rowLimit,
  counts,
  loading,
  error,
  errors,
  view,
  onViewChange,
  temporalFormats,
  onTemporalFormatChange,
}: DataPaneTabProps) {
  const copyToClipboard = useCopyToClipboard();
  const columns = useMemo(
    () => columnsFromResult(colnames, coltypes, rows),
    [colnames, coltypes, rows],
  );
  const canCopy = !loading && error === null && rows.length > 0;

  const copy = async () => {
    const shown = visibleRows(rows, columns, { ...view, temporalFormats });
    await copyToClipboard(toTsv(columns, shown, temporalFormats));
  };

  return (
    <div className="pn-data-pane-tab">
      <div className="pn-data-pane-toolbar">
        <RowCountTag rowcount={rowcount} limit={rowLimit} loading={loading} counts={counts} />
        <div className="pn-data-pane-actions">
          <Input
            className="pn-data-pane-search"
            style={{ width: 200 }}
            size="small"
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('Search')}
            aria-label={t('Search')}
            value={view.filterText}
            onChange={(event) => onViewChange({ ...view, filterText: event.target.value })}
            data-testid="data-pane-search"
          />
          <IconButton
            title={t('Copy')}
            icon={<CopyOutlined />}
            disabled={!canCopy}
            onClick={() => void copy()}
            data-testid="data-pane-copy"
          />
        </div>
      </div>
      <div className="pn-data-pane-table">
        {error !== null ? (
          <div className="pn-data-pane-error">
            <ErrorMessageWithStackTrace
              errors={errors}
              message={error}
              source="explore"
              testId="data-pane-error"
            />
          </div>
        ) : (
          <Spin spinning={loading} className="pn-data-pane-spin">
            <VirtualDataTable
              rows={rows}
              columns={columns}
              filterText={view.filterText}
              sort={view.sort}
              onSortChange={(sort) => onViewChange({ ...view, sort })}
              temporalFormats={temporalFormats}
              onTemporalFormatChange={onTemporalFormatChange}
            />
          </Spin>
        )}
      </div>
    </div>
  );
}
