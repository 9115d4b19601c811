/**
 * The 'Samples' tab: the first rows of the dataset itself. It is only mounted while visible, so
 * the request goes out the first time the tab is opened; RTK Query keeps the answer for later
 * openings of the same dataset.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { DataRow } from '../../../components/data-table/columnTypes';
import { DataPaneTab } from './DataPaneTab';
import type { DataPaneTableSettings } from './DataPaneTab';
import { parseRowLimit } from './rowCount';
import { samplesErrorMessage } from './samplesError';
import { useGetDatasourceSamplesQuery } from './samplesApi';

export interface SamplesTabProps extends DataPaneTableSettings {
  datasource: { id: number; type: string } | null;
}

const NO_ROWS: readonly DataRow[] = [];

export function SamplesTab({ datasource, ...tableProps }: SamplesTabProps) {
  const { data, error, isError, isFetching } = useGetDatasourceSamplesQuery(
    datasource ? { datasourceId: datasource.id, datasourceType: datasource.type } : skipToken,
  );
  const failedMessage =
    data?.status === 'failed' || (typeof data?.error === 'string' && data.error !== '')
      ? samplesErrorMessage(data.error)
      : null;
  const rows = data?.data ?? NO_ROWS;
  return (
    <DataPaneTab
      {...tableProps}
      rows={rows}
      colnames={data?.colnames}
      coltypes={data?.coltypes}
      rowcount={data?.rowcount ?? rows.length}
      rowLimit={parseRowLimit(data?.per_page)}
      loading={isFetching}
      error={isError && !isFetching ? samplesErrorMessage(error) : failedMessage}
    />
  );
}
