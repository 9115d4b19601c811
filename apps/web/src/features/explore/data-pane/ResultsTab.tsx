/** The 'Results' tab: the rows of the chart's first query, as the chart received them. */
import type { DataRow } from '../../../components/data-table/columnTypes';
import { t } from '../../../i18n/t';
import type { ChartDataResult } from '../../../visualizations/chartPluginTypes';
import { DataPaneTab } from './DataPaneTab';
import type { DataPaneTableSettings } from './DataPaneTab';

export interface ResultsTabProps extends DataPaneTableSettings {
  result: ChartDataResult | null;
  chartStatus: string;
  /** The chart's own error text, when it failed. */
  errorMessage?: string | null;
  rowLimit: number | null;
}

const NO_ROWS: readonly DataRow[] = [];

export function ResultsTab({ result, chartStatus, errorMessage, ...tableProps }: ResultsTabProps) {
  const loading = chartStatus === 'loading';
  const failed = chartStatus === 'failed';
  const rows = result?.data ?? NO_ROWS;
  const error =
    failed && !loading
      ? errorMessage ||
        (typeof result?.error === 'string' && result.error) ||
        t('Sorry, an error occurred')
      : null;
  return (
    <DataPaneTab
      {...tableProps}
      rows={rows}
      colnames={result?.colnames}
      coltypes={result?.coltypes}
      rowcount={result?.rowcount ?? rows.length}
      loading={loading}
      error={error}
    />
  );
}
