/**
 * A query's state and rows: the elapsed timer and (asynchronous queries) a progress bar while it
 * runs, the server's message when it fails, and when it succeeds the row count, the actions and
 * the virtualised table.
 */
import { Alert, Empty, Progress, Spin } from 'antd';
import type { ReactNode } from 'react';
import { ErrorMessageWithStackTrace } from '../../error-messages';
import { t } from '../../i18n/t';
import { isActive } from './queryPolling';
import { QueryTimer } from './QueryTimer';
import { ResultsTable } from './ResultsTable';
import type { QueryRecord } from './sqllabTypes';

export interface ResultsViewProps {
  query: QueryRecord | undefined;
  /** Buttons acting on a successful result (Explore, Save as dataset, ...). */
  actions?: (query: QueryRecord) => ReactNode;
  emptyText: string;
}

export function ResultsView({ query, actions, emptyText }: ResultsViewProps) {
  if (query === undefined)
    return (
      <div className="pn-sqllab-results-empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </div>
    );

  if (isActive(query.state))
    return (
      <div className="pn-sqllab-running" data-testid="query-running">
        <QueryTimer query={query} />
        {query.runAsync ? (
          <Progress
            percent={Math.round(query.progress)}
            status="active"
            className="pn-sqllab-progress"
            data-testid="query-progress"
          />
        ) : (
          <Spin size="small" />
        )}
        <span className="pn-sqllab-state">
          {t(query.state === 'pending' ? 'Pending...' : 'Running...')}
        </span>
      </div>
    );

  switch (query.state) {
    case 'failed':
    case 'timed_out':
      return (
        <div className="pn-sqllab-results-message">
          <ErrorMessageWithStackTrace
            errors={query.errors}
            message={query.errorMessage ?? t('An error occurred while running the query')}
            source="sqllab"
            testId="query-error"
          />
        </div>
      );
    case 'stopped':
      return (
        <div className="pn-sqllab-results-message">
          <Alert
            type="warning"
            showIcon
            title={t('Query was stopped')}
            data-testid="query-stopped"
          />
        </div>
      );
    case 'offline':
      return (
        <div className="pn-sqllab-results-message">
          <Alert type="warning" showIcon title={t('The query status is unknown')} />
        </div>
      );
    case 'success':
      break;
    case 'pending':
    case 'scheduled':
    case 'running':
    case 'fetching':
      return null;
  }

  if (query.results === null)
    return query.resultsKey !== null ? (
      <div className="pn-sqllab-running">
        <Spin size="small" /> <span>{t('Fetching results...')}</span>
      </div>
    ) : (
      <div className="pn-sqllab-results-message">
        <Alert
          type="info"
          showIcon
          title={t('No stored results found, you need to re-run your query')}
        />
      </div>
    );

  return <ResultsTable query={query} results={query.results} actions={actions?.(query)} />;
}
