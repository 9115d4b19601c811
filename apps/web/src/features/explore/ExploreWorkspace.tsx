/**
 * The chart editor once its chart is loaded: header, datasource panel, chart type and control
 * panel with Run / Stop, the chart and the data pane. All state lives in the `explore` and
 * `charts` slices; this component wires events to them.
 */
import { Button, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { ChartContainer } from '../../chart-runtime/ChartContainer';
import { selectChart } from '../../chart-runtime/chartsSlice';
import { hasOwnQuery, noOwnQueryReason } from '../../chart-runtime/ownQuery';
import { runChartQuery, stopChartQuery } from '../../chart-runtime/runChartQuery';
import { useElementSize } from '../../components/useElementSize';
import { t } from '../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { RowCountTag } from './data-pane/RowCountTag';
import { parseRowLimit } from './data-pane/rowCount';
import { getChartPlugin } from '../../visualizations/registry';
import { ControlPanel } from './controls/ControlPanel';
import { listControls, validateControls } from './controls/controlPanelState';
import { DataTablesPane } from './data-pane/DataTablesPane';
import { DatasourcePanel } from './datasource-panel/DatasourcePanel';
import { ExploreDndProvider } from './dnd/ExploreDndProvider';
import { chartRan, controlChanged, datasourceEdited, vizTypeChanged } from './exploreSlice';
import { ExploreHeaderContainer } from './header/ExploreHeaderContainer';
import { switchVizType, changeDatasource } from './formDataTransitions';
import { useFormDataUrlSync } from './useFormDataUrlSync';
import { VizTypeControl } from './viz-picker/VizTypeControl';
import { useAnnotationQueries } from './annotations/useAnnotationQueries';
import { exploreChartId } from './exploreChartId';

/** The instance's default time filter (bootstrap `conf.DEFAULT_TIME_FILTER`), when set. */
function defaultTimeRangeOf(conf: unknown): string | null {
  return typeof conf === 'string' ? conf : null;
}

/**
 * What a dashboard hands a chart for drawing only, its colours: explore draws with those of its
 * own form data (a chart opened from a dashboard keeps them, one opened alone has none), even
 * when the last result came from the dashboard's run of the same chart.
 */
const DRAWING_CONTEXT_KEYS = [
  'dashboardId',
  'label_colors',
  'shared_label_colors',
  'map_label_colors',
];

export function ExploreWorkspace() {
  const dispatch = useAppDispatch();
  const explore = useAppSelector((state) => state.explore);
  const conf = useAppSelector((state) => state.common.conf.DEFAULT_TIME_FILTER);
  const formData = explore.formData as QueryFormData;
  const datasource = explore.datasource;
  const chartId = exploreChartId(explore.slice?.slice_id);
  const chart = useAppSelector((state) => selectChart(state, chartId));
  const plugin = getChartPlugin(formData.viz_type);
  const [chartRef, chartSize] = useElementSize<HTMLDivElement>();
  useFormDataUrlSync(formData, explore.slice?.slice_id);

  const errors = useMemo(
    () => (plugin ? validateControls(plugin.controlPanel, formData, datasource) : {}),
    [plugin, formData, datasource],
  );
  const errorList = Object.entries(errors).filter(([, messages]) => messages.length > 0);
  const valid = plugin !== undefined && errorList.length === 0;

  const run = (force = false) => {
    void dispatch(
      runChartQuery({
        id: chartId,
        formData,
        plugin,
        force,
        savedChartId: explore.slice?.slice_id,
      }),
    );
    dispatch(chartRan());
  };

  // Run once when explore opens a chart whose controls are complete (a saved chart, a permalink).
  const autoRan = useRef<number | null>(null);
  useEffect(() => {
    if (autoRan.current === chartId) return;
    autoRan.current = chartId;
    if (valid && (chart === undefined || chart.chartStatus === 'empty')) run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening a chart
  }, [chartId]);

  // Controls that only change the look re-render from the last result; the rest wait for Run.
  // Annotation layers draw at once too: the data a new layer needs is fetched on its own.
  const renderTriggers = useMemo(
    () =>
      plugin
        ? listControls(plugin.controlPanel)
            .filter((c) => c.config.renderTrigger || c.name === 'annotation_layers')
            .map((c) => c.name)
        : [],
    [plugin],
  );
  useAnnotationQueries({
    chartId,
    savedChartId: explore.slice?.slice_id,
    formData,
    lastRunFormData: chart?.latestQueryFormData ?? null,
    plugin,
  });
  const renderFormData = useMemo(() => {
    const latest = chart?.latestQueryFormData;
    if (!latest || latest.viz_type !== formData.viz_type) return latest ?? undefined;
    const patch = Object.fromEntries(
      [...renderTriggers, ...DRAWING_CONTEXT_KEYS].map((name) => [name, formData[name]]),
    );
    return { ...latest, ...patch };
  }, [chart?.latestQueryFormData, formData, renderTriggers]);

  const ownQuery = useMemo(
    () => (plugin ? hasOwnQuery(plugin.buildQuery(formData)) : true),
    [plugin, formData],
  );
  const loading = chart?.chartStatus === 'loading';
  const rowCount = chart?.queriesResponse?.[0]?.rowcount;

  return (
    <ExploreDndProvider>
      <div className="pn-explore" data-testid="explore">
        <ExploreHeaderContainer chartId={chartId} plugin={plugin} />
        <div className="pn-explore-body">
          <aside className="pn-explore-datasource">
            {datasource && (
              <DatasourcePanel
                datasource={datasource}
                formData={formData}
                onDatasourceChange={(next) => dispatch(changeDatasource(formData, next))}
                onDatasourceEdited={(next) => dispatch(datasourceEdited({ datasource: next }))}
              />
            )}
          </aside>
          <section className="pn-explore-controls" data-testid="explore-control-panel">
            <div className="pn-explore-controls-scroll">
              <VizTypeControl
                value={formData.viz_type}
                onChange={(vizType) =>
                  dispatch(
                    vizTypeChanged({
                      formData: switchVizType(explore, vizType, defaultTimeRangeOf(conf)),
                    }),
                  )
                }
              />
              {plugin ? (
                <ControlPanel
                  controlPanel={plugin.controlPanel}
                  formData={formData}
                  datasource={datasource}
                  queryResponse={chart?.queriesResponse?.[0] ?? null}
                  onChange={(name, value) =>
                    dispatch(
                      controlChanged({ name, value, rendersOnly: renderTriggers.includes(name) }),
                    )
                  }
                />
              ) : (
                <Typography.Text type="danger">
                  {t('This visualization type is not supported.')}
                </Typography.Text>
              )}
            </div>
            <div className="pn-explore-controls-footer">
              {loading ? (
                <Button
                  danger
                  onClick={() => dispatch(stopChartQuery(chartId))}
                  data-testid="explore-stop"
                >
                  {t('Stop')}
                </Button>
              ) : (
                <Tooltip
                  title={
                    valid
                      ? undefined
                      : errorList
                          .map(([name, messages]) => `${name}: ${messages.join(', ')}`)
                          .join('\n')
                  }
                >
                  <Button
                    type="primary"
                    disabled={!valid}
                    onClick={() => run()}
                    data-testid="explore-run"
                  >
                    {chart?.latestQueryFormData ? t('Update chart') : t('Create chart')}
                  </Button>
                </Tooltip>
              )}
            </div>
          </section>
          <main className="pn-explore-main">
            <div className="pn-explore-chart-card">
              <div className="pn-explore-chart-meta">
                <span>
                  {explore.controlsChanged && chart?.latestQueryFormData && !loading && (
                    <Tag color="orange">{t('Your chart is not up to date')}</Tag>
                  )}
                </span>
                {rowCount !== undefined && !loading && (
                  <RowCountTag
                    rowcount={rowCount}
                    limit={parseRowLimit(formData.row_limit)}
                    loading={false}
                    counts={chart?.queriesResponse?.[0]}
                    testId="chart-row-count"
                  />
                )}
              </div>
              <div className="pn-explore-chart-area" ref={chartRef}>
                <ChartContainer
                  id={chartId}
                  plugin={plugin}
                  formData={renderFormData}
                  datasource={datasource}
                  width={chartSize.width}
                  height={chartSize.height}
                  context="EXPLORE"
                  onStop={() => dispatch(stopChartQuery(chartId))}
                  emptyState={
                    <div className="pn-explore-empty">
                      <Typography.Text type="secondary" data-testid="explore-empty">
                        {valid
                          ? t('Click "Create chart" to see the chart.')
                          : t('Add required control values to preview chart')}
                      </Typography.Text>
                    </div>
                  }
                />
              </div>
            </div>
            <DataTablesPane
              queriesResponse={chart?.queriesResponse ?? null}
              chartStatus={chart?.chartStatus ?? 'empty'}
              errorMessage={chart?.chartStatus === 'failed' ? chart.chartAlert : null}
              noOwnQueryReason={ownQuery ? null : noOwnQueryReason()}
              datasource={datasource}
              formData={formData}
            />
          </main>
        </div>
      </div>
    </ExploreDndProvider>
  );
}
