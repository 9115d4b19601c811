/**
 * The 'Results' tab: the rows of the chart's first query, as the chart received them; for a
 * chart without a query of its own, why there are none.
 */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
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
  /** Why the chart has no results of its own (see ownQuery.ts); null when it queries. */
  noOwnQueryReason?: string | null;
}

export function ResultsTab({
  result,
  chartStatus,
  errorMessage,
  noOwnQueryReason = null,
  ...tableProps
}: ResultsTabProps) {
  if (noOwnQueryReason !== null) {
    return (
      <div className="pn-data-pane-tab pn-data-pane-no-query" data-testid="data-pane-no-query">
        <Typography.Text type="secondary">
          <InfoCircleOutlined className="pn-data-pane-no-query-icon" />
          {noOwnQueryReason}
        </Typography.Text>
      </div>
    );
  }
  const loading = chartStatus === 'loading';
  const failed = chartStatus === 'failed';
  const error =
    failed && !loading
      ? errorMessage ||
        (typeof result?.error === 'string' && result.error) ||
        t('Sorry, an error occurred')
      : null;
  return (
    <DataPaneTab
      {...tableProps}
      {...resultTable(result)}
      counts={result}
      loading={loading}
      error={error}
    />
  );
}
