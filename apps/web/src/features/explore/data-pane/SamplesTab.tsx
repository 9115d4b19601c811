/**
 * The 'Samples' tab: the first rows of the dataset itself. It is only mounted while visible, so
 * the request goes out the first time the tab is opened; RTK Query keeps the answer for later
 * openings of the same dataset.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { supersetErrorsOf } from '../../../error-messages';
import { DataPaneTab } from './DataPaneTab';
import type { DataPaneTableSettings } from './DataPaneTab';
import { resultTable } from './resultTable';
import { parseRowLimit } from './rowCount';
import { samplesErrorMessage } from './samplesError';
import { useGetDatasourceSamplesQuery } from './samplesApi';

export interface SamplesTabProps extends DataPaneTableSettings {
  datasource: { id: number; type: string } | null;
}

export function SamplesTab({ datasource, ...tableProps }: SamplesTabProps) {
  const { data, error, isError, isFetching } = useGetDatasourceSamplesQuery(
    datasource ? { datasourceId: datasource.id, datasourceType: datasource.type } : skipToken,
  );
  const failedMessage =
    data?.status === 'failed' || (typeof data?.error === 'string' && data.error !== '')
      ? samplesErrorMessage(data.error)
      : null;
  return (
    <DataPaneTab
      {...tableProps}
      {...resultTable(data)}
      rowLimit={parseRowLimit(data?.per_page)}
      loading={isFetching}
      error={isError && !isFetching ? samplesErrorMessage(error) : failedMessage}
      errors={isError && !isFetching ? supersetErrorsOf(error) : []}
    />
  );
}
