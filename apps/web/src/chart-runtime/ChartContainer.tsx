/**
 * The holder of one chart, here and on dashboards: runs nothing itself, but shows the chart's
 * status record — a spinner while loading, the alert when failed or stopped, the rendered chart
 * otherwise — and reports render success or failure back into the record. The holder carries
 * `data-chart-status` so tests and users' automation can wait for `rendered`.
 */
import { Alert, Button } from 'antd';
import { useMemo } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { Spinner } from '../components/Spinner';
import { ErrorMessageWithStackTrace } from '../error-messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { ChartRenderer, type ChartRendererProps } from '../visualizations/ChartRenderer';
import type { ChartDataResult } from '../visualizations/chartPluginTypes';
import { t } from '../i18n/t';
import { chartRenderingFailed, chartRenderingSucceeded, selectChart } from './chartsSlice';
import './chartContainer.css';
import { ThemedText } from '../components/ThemedText';

/** What the holder hands the chart renderer as it gets it. */
type RendererInput = Pick<
  ChartRendererProps,
  'plugin' | 'datasource' | 'width' | 'height' | 'context' | 'hooks' | 'ownState' | 'filterState'
>;

export interface ChartContainerProps extends RendererInput {
  id: number;
  /** What to render with; defaults to the form data of the last query. */
  formData?: QueryFormData;
  /** Shown while the chart has never run (explore: "create the chart" hint). */
  emptyState?: React.ReactNode;
  /** Explore offers Stop while a query runs. */
  onStop?: () => void;
}

const NO_ANNOTATION_DATA: Record<string, unknown> = {};

/**
 * The result as the chart draws it: annotation layers fetched on their own (explore's
 * annotation queries) added to the first result's `annotation_data`.
 */
function useWithAnnotationData(
  queriesResponse: ChartDataResult[] | null,
  annotationData: Record<string, unknown> = NO_ANNOTATION_DATA,
): ChartDataResult[] | null {
  return useMemo(() => {
    if (!queriesResponse || Object.keys(annotationData).length === 0) return queriesResponse;
    const [first, ...rest] = queriesResponse;
    if (!first) return queriesResponse;
    return [
      { ...first, annotation_data: { ...first.annotation_data, ...annotationData } },
      ...rest,
    ];
  }, [queriesResponse, annotationData]);
}

export function ChartContainer(props: ChartContainerProps) {
  const { id, formData: givenFormData, emptyState, onStop, ...rendererInput } = props;
  const dispatch = useAppDispatch();
  const chart = useAppSelector((state) => selectChart(state, id));
  const status = chart?.chartStatus ?? 'empty';
  const formData = givenFormData ?? chart?.latestQueryFormData ?? null;
  const queriesData = useWithAnnotationData(chart?.queriesResponse ?? null, chart?.annotationData);

  const errorSource = props.context === 'EXPLORE' ? 'explore' : 'dashboard';
  let body: React.ReactNode = null;
  if (status === 'stopped') {
    body = (
      <Alert
        className="pn-chart-alert"
        type="warning"
        showIcon
        message={<span data-testid="chart-alert">{chart?.chartAlert}</span>}
      />
    );
  } else if (status === 'failed') {
    body = (
      <div className="pn-chart-alert">
        <ErrorMessageWithStackTrace
          errors={chart?.chartErrors}
          message={chart?.chartAlert}
          stackTrace={chart?.chartStackTrace}
          source={errorSource}
          testId="chart-alert"
        />
      </div>
    );
  } else if ((status === 'success' || status === 'rendered') && queriesData && formData) {
    body = (
      <ChartRenderer
        {...rendererInput}
        formData={formData}
        queriesData={queriesData}
        hooks={props.hooks ?? {}}
        onRenderSuccess={() => dispatch(chartRenderingSucceeded({ id, at: Date.now() }))}
        onRenderFailure={(error: Error) =>
          dispatch(
            chartRenderingFailed({
              id,
              message: error.message,
              stackTrace: error.stack ?? null,
            }),
          )
        }
      />
    );
  } else if (status === 'empty') {
    body = emptyState ?? null;
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
          <Spinner />
          {onStop && (
            <Button size="small" onClick={onStop} data-testid="chart-stop">
              {t('Stop')}
            </Button>
          )}
        </div>
      )}
      {status === 'empty' && !emptyState && (
        <ThemedText tone="secondary">{t('No results')}</ThemedText>
      )}
    </div>
  );
}
