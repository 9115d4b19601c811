/**
 * One chart on a dashboard: a card `meta.width` columns wide and `meta.height` × 8 px high with
 * the chart's title, the age of its data and its menu, an optional description, and the chart
 * itself (the shared ChartContainer, which carries data-chart-status).
 *
 * A chart queries the first time it comes on screen (or at once in report mode, where every
 * chart of the shown tabs must be drawn for the screenshot) once the dashboard's starting filter
 * state is known and no 'required first' filter it is in the scope of is unset; it keeps its
 * result afterwards and queries again only when the filters reaching it change. It emits cross
 * filters (and a filter box its selections) through `hooks.setDataMask`.
 */
import { FILTER_BOX_VIZ_TYPE } from '@panorama/core/filters/filter-box';
import type { DataMask } from '@panorama/core/filters/filter-types';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { ChartContainer } from '../../../chart-runtime/ChartContainer';
import { DeferredTooltip } from '../../../components/DeferredTooltip';
import { selectChart } from '../../../chart-runtime/chartsSlice';
import { useElementSize } from '../../../components/useElementSize';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ChartAnimationContext } from '../../../visualizations/shared/echarts/chartAnimation';
import { useChartPlugin } from '../../../visualizations/useChartPlugin';
import type { DashboardChart } from '../api/dashboardApiTypes';
import { heightPx, useGridGeometry, widthPx } from '../components/gridGeometry';
import { InlineText } from '../components/InlineText';
import { useClock } from '../hooks/useClock';
import { useSeenInViewport } from '../hooks/useSeenInViewport';
import { LazyMarkdownHtml } from '../markdown/LazyMarkdownHtml';
import { dataAgeLabel } from '../model/cacheTime';
import { dashboardChartFormData, withSharedColors } from '../model/chartFormData';
import { crossFilterHint } from '../model/crossFilterHint';
import { useSharedLabelColors } from '../hooks/useSharedLabelColors';
import { selectHidesChartControls, selectIsReportMode } from '../state/dashboardSelectors';
import { componentMetaUpdated } from '../state/dashboardLayoutSlice';
import { chartFullSizeExited } from '../state/dashboardStateSlice';
import { queryDashboardChart } from '../thunks/queryDashboardChart';
import { useDrillToDetail } from '../drill-detail/useDrillToDetail';
import { ChartFilterIndicator } from '../native-filters/components/ChartFilterIndicator';
import { filterBoxMaskKey } from '../native-filters/model/filterBoxFilters';
import {
  selectAppliedDataMask,
  selectChartCanQuery,
  selectChartExtraFormData,
  selectChartWaitsOn,
  selectCrossFiltersEnabled,
} from '../native-filters/state/nativeFilterSelectors';
import { emitChartDataMask } from '../native-filters/thunks/filterActions';
import { ChartHolderMenu } from './ChartHolderMenu';
import { ChartLoadingPlaceholder } from './ChartLoadingPlaceholder';
import { useCrossFilterHintClick } from './useCrossFilterHintClick';
import { ThemedText } from '../../../components/ThemedText';

/** How often "Cached x minutes ago" is brought up to date. */
const AGE_REFRESH_MS = 30_000;

export interface ChartHolderProps {
  componentId: string;
  chartId: number;
  slice: DashboardChart;
  /** Width in columns as drawn (a column's width inside a column) and height in 8 px units. */
  width: number | undefined;
  height: number | undefined;
  /** The component's own title, when set in edit mode. */
  sliceNameOverride: string | undefined;
}

export function ChartHolder(props: ChartHolderProps) {
  const { chartId, slice } = props;
  const dispatch = useAppDispatch();
  const { columnUnit } = useGridGeometry();
  const chart = useAppSelector((state) => selectChart(state, chartId));
  const metadata = useAppSelector((state) => state.dashboardInfo.metadata);
  const dashboardId = useAppSelector((state) => state.dashboardInfo.id);
  const datasource = useAppSelector(
    (state) => state.datasources[String(slice.form_data.datasource)] ?? null,
  );
  const expanded = useAppSelector((state) => state.dashboardState.expandedSlices[chartId] === true);
  const isFullSize = useAppSelector((state) => state.dashboardState.fullSizeChartId === chartId);
  const hideControls = useAppSelector(selectHidesChartControls);
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  const reportMode = useAppSelector(selectIsReportMode);
  const plugin = useChartPlugin(slice.form_data.viz_type || slice.viz_type);
  // Until the page has scrolled to its anchor, what is on screen now is not what will be shown.
  const anchorPending = useAppSelector((state) => state.dashboardState.anchor !== null);
  const [viewportRef, seen] = useSeenInViewport<HTMLDivElement>(!anchorPending);
  const [bodyRef, bodySize] = useElementSize<HTMLDivElement>();
  const chartArea = useRef<HTMLDivElement | null>(null);
  const now = useClock(AGE_REFRESH_MS);
  const setBody = useCallback(
    (node: HTMLDivElement | null) => {
      chartArea.current = node;
      return bodyRef(node);
    },
    [bodyRef],
  );

  const status = chart?.chartStatus;
  const visible = seen || reportMode;
  const canQuery = useAppSelector((state) => selectChartCanQuery(state, chartId));
  const waitsOn = useAppSelector((state) => selectChartWaitsOn(state, chartId));
  // Compared as text: a new but equal object (another filter applied) must not re-query.
  const filtersKey = useAppSelector((state) =>
    JSON.stringify(selectChartExtraFormData(state, chartId)),
  );
  const queriedFiltersKey = JSON.stringify(chart?.latestQueryFormData?.extra_form_data ?? {});
  useEffect(() => {
    if (!visible || !canQuery) return;
    // No record yet: a chart just added in edit mode; 'empty': never queried.
    const neverQueried = status === undefined || status === 'empty';
    const filtersChanged = status !== 'loading' && queriedFiltersKey !== filtersKey;
    if (neverQueried || filtersChanged) void dispatch(queryDashboardChart(chartId));
  }, [visible, canQuery, status, filtersKey, queriedFiltersKey, chartId, dispatch]);

  useEffect(() => {
    if (!isFullSize) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(chartFullSizeExited());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isFullSize, dispatch]);

  const sharedLabelColors = useSharedLabelColors();
  const queriedFormData = chart?.latestQueryFormData;
  // Drawn with the dashboard's shared colour map as it stands now, without querying again.
  const formData = useMemo(
    () =>
      withSharedColors(
        queriedFormData ??
          dashboardChartFormData(
            { ...slice.form_data, slice_id: chartId },
            metadata,
            dashboardId ?? 0,
          ),
        sharedLabelColors,
      ),
    [queriedFormData, slice.form_data, chartId, metadata, dashboardId, sharedLabelColors],
  );
  const title = props.sliceNameOverride || slice.slice_name;
  const fetchedAt = chart?.chartUpdateEndTime ?? null;
  const dataAge =
    status === 'success' || status === 'rendered'
      ? dataAgeLabel(chart?.queriesResponse?.[0], fetchedAt, Math.max(now, fetchedAt ?? 0))
      : null;
  const description = slice.description ?? '';
  const crossFiltersEnabled = useAppSelector(selectCrossFiltersEnabled);
  const isFilterBox = (slice.form_data.viz_type || slice.viz_type) === FILTER_BOX_VIZ_TYPE;
  const emitsDataMask = crossFiltersEnabled || isFilterBox;
  const drill = useDrillToDetail({
    chartId,
    dashboardId: dashboardId ?? undefined,
    sliceName: title,
    formData,
    datasource,
    ...(emitsDataMask
      ? { onCrossFilter: (mask: DataMask) => dispatch(emitChartDataMask(chartId, mask)) }
      : {}),
  });
  const hooks = useMemo(
    () => ({
      onContextMenu: drill.onContextMenu,
      ...(emitsDataMask
        ? {
            setDataMask: (dataMask: DataMask) => dispatch(emitChartDataMask(chartId, dataMask)),
          }
        : {}),
    }),
    [drill.onContextMenu, emitsDataMask, chartId, dispatch],
  );
  const hint = crossFilterHint({
    behaviors: plugin?.metadata.behaviors,
    crossFiltersEnabled,
    isFilterBox,
  });
  const hintClick = useCrossFilterHintClick(hint, editMode);
  // The selection this chart emitted, so it can show it (and clear it on a second click).
  const ownFilterState = useAppSelector(
    (state) =>
      selectAppliedDataMask(state)[isFilterBox ? filterBoxMaskKey(chartId) : String(chartId)]
        ?.filterState,
  );

  return (
    <div
      ref={viewportRef}
      className={`pn-chart-holder ${isFullSize ? 'pn-chart-holder--fullsize' : ''}`}
      data-test-chart-id={chartId}
      data-component-id={props.componentId}
      data-testid="dashboard-chart"
      // Whether the chart has been shown, so may query: charts never shown wait for the scroll.
      data-shown={visible ? 'true' : 'false'}
      style={
        isFullSize
          ? undefined
          : { width: widthPx(props.width, columnUnit), height: heightPx(props.height) }
      }
    >
      <div className="pn-chart-holder-header">
        {editMode ? (
          <InlineText
            value={props.sliceNameOverride ?? ''}
            placeholder={slice.slice_name}
            editable
            maxLength={250}
            aria-label={t('Chart title')}
            className="pn-chart-holder-title"
            data-testid="chart-title"
            onCommit={(text) =>
              dispatch(
                componentMetaUpdated(props.componentId, {
                  sliceNameOverride: text.trim() === '' ? undefined : text.trim(),
                }),
              )
            }
          />
        ) : (
          <DeferredTooltip title={title} placement="topLeft" mouseEnterDelay={0.6}>
            <span className="pn-chart-holder-title" data-testid="chart-title">
              {title}
            </span>
          </DeferredTooltip>
        )}
        {!hideControls && chart?.queriesResponse?.[0]?.is_cached && dataAge && (
          <DeferredTooltip title={t('Force refresh')}>
            <button
              type="button"
              className="pn-chart-holder-age"
              data-testid="chart-cached"
              onClick={() => void dispatch(queryDashboardChart(chartId, { force: true }))}
            >
              {dataAge}
            </button>
          </DeferredTooltip>
        )}
        {!hideControls && !editMode && (
          <ChartFilterIndicator chartId={chartId} result={chart?.queriesResponse?.[0]} />
        )}
        {!hideControls && (
          <ChartHolderMenu
            chartId={chartId}
            sliceName={title}
            backend={datasource?.database?.backend}
            plugin={plugin}
            formData={formData}
            result={chart?.queriesResponse ?? null}
            hasDescription={description.trim() !== ''}
            isFullSize={isFullSize}
            dataAge={dataAge}
            onDrillToDetail={() => drill.openDrill()}
            chartElement={() =>
              chartArea.current?.querySelector<HTMLElement>('[data-testid="chart-container"]') ??
              null
            }
          />
        )}
      </div>
      {expanded && description.trim() !== '' && (
        // The default allow-list, whatever HTML_SANITIZATION says: in Superset the setting
        // governs markdown blocks, while chart descriptions have their own fixed sanitising.
        <LazyMarkdownHtml
          markdown={description}
          className="pn-chart-holder-description"
          data-testid="chart-description"
        />
      )}
      <div
        className="pn-chart-holder-body"
        ref={setBody}
        onPointerDown={hintClick.onPointerDown}
        onClick={hintClick.onClick}
      >
        {bodySize.width > 0 && bodySize.height > 0 && (
          <ChartAnimationContext value={false}>
            <ChartContainer
              id={chartId}
              formData={queriedFormData ? formData : undefined}
              plugin={plugin}
              datasource={datasource}
              width={bodySize.width}
              height={bodySize.height}
              context="DASHBOARD"
              hooks={hooks}
              filterState={ownFilterState}
              emptyState={
                waitsOn ? (
                  <ThemedText tone="secondary" data-testid="chart-waits-on-filters">
                    {t('Waiting on %s', waitsOn.join(', '))}
                  </ThemedText>
                ) : (
                  <ChartLoadingPlaceholder />
                )
              }
            />
          </ChartAnimationContext>
        )}
      </div>
      {drill.elements}
    </div>
  );
}
