/** The 'Results' tab: the rows of the chart's first query, as the chart received them. */
import { t } from '../../../i18n/t';
import type { ChartDataResult } from '../../../visualizations/chartPluginTypes';
import { DataPaneTab } from './DataPaneTab';
import type { DataPaneTableSettings } from './DataPaneTab';
import { resultTable } from './resultTable';

export interface ResultsTabProps extends DataPaneTableSettings {
  result: ChartDataResult | null;
  chartStatus: string;
  /** The chart's own error text, when it failed. */
  errorMessage?: string | null;
  rowLimit: number | null;
}

export function ResultsTab({ result, chartStatus, errorMessage, ...tableProps }: ResultsTabProps) {
  const loading = chartStatus === 'loading';
  const failed = chartStatus === 'failed';
  const error =
    failed && !loading
      ? errorMessage ||
        (typeof result?.error === 'string' && result.error) ||
        t('Sorry, an error occurred')
      : null;
  return <DataPaneTab {...tableProps} {...resultTable(result)} loading={loading} error={error} />;
}
