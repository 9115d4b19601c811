/**
 * The holder of one chart, here and on dashboards: runs nothing itself, but shows the chart's
 * status record — a spinner while loading, the alert when failed or stopped, the rendered chart
 * otherwise — and reports render success or failure back into the record. The holder carries
 * `data-chart-status` so tests and users' automation can wait for `rendered`.
 */
import { Alert, Button, Spin, Typography } from 'antd';
import { useState } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../features/datasets/datasourceTypes';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { ChartRenderer } from '../visualizations/ChartRenderer';
import type { ChartContext, ChartHooks, ChartPlugin } from '../visualizations/chartPluginTypes';
import { t } from '../i18n/t';
import { chartRenderingFailed, chartRenderingSucceeded, selectChart } from './chartsSlice';
import './chartContainer.css';

export interface ChartContainerProps {
  id: number;
  plugin: ChartPlugin | undefined;
  /** What to render with; defaults to the form data of the last query. */
  formData?: QueryFormData;
  datasource: DatasourceJson | null;
  width: number;
  height: number;
  context: ChartContext;
  hooks?: ChartHooks;
  ownState?: Record<string, unknown>;
  /** Shown while the chart has never run (explore: "create the chart" hint). */
  emptyState?: React.ReactNode;
  /** Explore offers Stop while a query runs. */
  onStop?: () => void;
}

export function ChartContainer(props: ChartContainerProps) {
  const dispatch = useAppDispatch();
  const chart = useAppSelector((state) => selectChart(state, props.id));
  const status = chart?.chartStatus ?? 'empty';
  const formData = props.formData ?? chart?.latestQueryFormData ?? null;
  const [showTrace, setShowTrace] = useState(false);

  let body: React.ReactNode = null;
  if (status === 'failed' || status === 'stopped') {
    body = (
      <Alert
        className="pn-chart-alert"
        type={status === 'stopped' ? 'warning' : 'error'}
        showIcon
        message={<span data-testid="chart-alert">{chart?.chartAlert}</span>}
        description={
          chart?.chartStackTrace ? (
            <>
              <Button type="link" size="small" onClick={() => setShowTrace((v) => !v)}>
                {showTrace ? t('Hide details') : t('See more')}
              </Button>
              {showTrace && <pre className="pn-chart-trace">{chart.chartStackTrace}</pre>}
            </>
          ) : undefined
        }
      />
    );
  } else if (
    (status === 'success' || status === 'rendered') &&
    chart?.queriesResponse &&
    formData
  ) {
    body = (
      <ChartRenderer
        plugin={props.plugin}
        formData={formData}
        queriesData={chart.queriesResponse}
        datasource={props.datasource}
        width={props.width}
        height={props.height}
        context={props.context}
        hooks={props.hooks ?? {}}
        ownState={props.ownState}
        onRenderSuccess={() => dispatch(chartRenderingSucceeded({ id: props.id, at: Date.now() }))}
        onRenderFailure={(error: Error) =>
          dispatch(
            chartRenderingFailed({
              id: props.id,
              message: error.message,
              stackTrace: error.stack ?? null,
            }),
          )
        }
      />
    );
  } else if (status === 'empty') {
    body = props.emptyState ?? null;
  }

  return (
    <div
      className="pn-chart-container"
      data-chart-status={status}
      data-testid="chart-container"
      style={{ width: props.width || '100%', height: props.height || '100%' }}
    >
      {body}
      {status === 'loading' && (
        <div className="pn-chart-loading" data-testid="chart-loading">
          <Spin size="large" />
          {props.onStop && (
            <Button size="small" onClick={props.onStop} data-testid="chart-stop">
              {t('Stop')}
            </Button>
          )}
        </div>
      )}
      {status === 'empty' && !props.emptyState && (
        <Typography.Text type="secondary">{t('No results')}</Typography.Text>
      )}
    </div>
  );
}
