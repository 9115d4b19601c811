/**
 * One ECharts canvas: created with the first option, disposed on unmount, resized when `width` /
 * `height` change, redrawn from scratch when `option` changes (`notMerge`, so removed series
 * disappear). An option using parts ECharts does not have yet (a zoom slider, annotation
 * marks...) is drawn once they are loaded (`loadOptionParts.ts`), never without them; a part that
 * fails to load fails the chart. `onFinished` is called once per option, after ECharts reports
 * 'finished' (all rendering and animation done) — the chart holder counts the chart as rendered
 * then. Event callbacks are read through a ref so new closures never re-create the chart. The
 * tooltip joins the option on the first pointer move over the chart (splitTooltip).
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { ECharts } from 'echarts/core';
import { useChartAnimation, withoutAnimation } from './chartAnimation';
import { attachChartEvents, type ChartEventHandlers, type ChartViewProps } from './chartEvents';
import { echarts } from './echartsCore';
import type { EChartsOption } from './echartsOption';
import { loadMissingOptionParts } from './loadOptionParts';
import { optionPartRegistrations, stagesAddedSince } from './optionPartRegistry';
import { optionPartsUsedBy } from './optionParts';

export interface EChartsViewProps extends ChartViewProps<EChartsOption> {
  /** A legend item was clicked (ECharts toggles the series itself). */
  onLegendSelectChanged?: (name: string, selected: Record<string, boolean>) => void;
}

interface Handlers extends ChartEventHandlers {
  onLegendSelectChanged?: (name: string, selected: Record<string, boolean>) => void;
}

/**
 * The option without its tooltip, which is added on the first pointer move instead (see
 * createChart): ECharts builds a tooltip's HTML box as soon as the option is set and measures
 * the page to place it, a forced style and layout per chart. A dashboard drawing two dozen
 * charts at once paid it two dozen times, before anyone pointed at any of them.
 */
function splitTooltip(option: EChartsOption): { drawn: EChartsOption; tooltip: unknown } {
  const { tooltip, ...drawn } = option as EChartsOption & { tooltip?: unknown };
  return tooltip === undefined ? { drawn: option, tooltip } : { drawn, tooltip };
}

/** A new ECharts instance on `container`, reporting its events through the refs. */
function createChart(
  container: HTMLDivElement,
  size: { width: number; height: number },
  handlers: RefObject<Handlers>,
  finishPending: RefObject<boolean>,
  pendingTooltip: RefObject<unknown>,
): ECharts {
  // The size is known: passing it spares ECharts a forced layout to measure the container.
  const chart = echarts.init(container, null, { renderer: 'canvas', ...size });
  attachChartEvents(chart, handlers, finishPending);
  chart.getZr().on('mousemove', (event) => {
    const tooltip = pendingTooltip.current;
    if (tooltip === undefined) return;
    pendingTooltip.current = undefined;
    chart.setOption({ tooltip } as EChartsOption, { lazyUpdate: false });
    // Shown where the pointer is now, not only from its next move on.
    chart.dispatchAction({ type: 'showTip', x: event.offsetX, y: event.offsetY });
  });
  chart.on('legendselectchanged', (params) => {
    const { name, selected } = params as { name: string; selected: Record<string, boolean> };
    handlers.current.onLegendSelectChanged?.(name, selected);
  });
  return chart;
}

export function EChartsView(props: EChartsViewProps) {
  const { option, width, height, testId } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ECharts | null>(null);
  // The option part registration clock when the instance was created.
  const chartCreatedAt = useRef(0);
  const size = useRef({ width, height });
  const finishPending = useRef(false);
  // The drawn option's tooltip until the first pointer move adds it (splitTooltip).
  const pendingTooltip = useRef<unknown>(undefined);
  const handlers = useRef<Handlers>({});
  const animate = useChartAnimation();
  const [drawError, setDrawError] = useState<Error | null>(null);
  // Thrown while rendering, so the chart's error boundary reports the chart as failed.
  if (drawError) throw drawError;

  useLayoutEffect(() => {
    handlers.current = {
      onFinished: props.onFinished,
      onClick: props.onClick,
      onContextMenu: props.onContextMenu,
      onLegendSelectChanged: props.onLegendSelectChanged,
    };
  });

  useLayoutEffect(
    () => () => {
      chartRef.current?.dispose();
      chartRef.current = null;
    },
    [],
  );

  useLayoutEffect(() => {
    size.current = { width, height };
    chartRef.current?.resize({ width, height });
  }, [width, height]);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const shown = animate ? option : withoutAnimation(option);
    const parts = optionPartsUsedBy(shown);
    const draw = () => {
      // An instance never runs the pipeline stages (data processors, layouts) of parts
      // registered after it was created: one older than such a part it now draws is replaced.
      if (!chartRef.current || stagesAddedSince(chartCreatedAt.current, parts)) {
        chartRef.current?.dispose();
        chartRef.current = createChart(
          container,
          size.current,
          handlers,
          finishPending,
          pendingTooltip,
        );
        chartCreatedAt.current = optionPartRegistrations();
      }
      const chart = chartRef.current;
      finishPending.current = true;
      const { drawn, tooltip } = splitTooltip(shown);
      pendingTooltip.current = tooltip;
      chart.setOption(drawn, { notMerge: true, lazyUpdate: false });
      // A zero-sized canvas draws nothing and may never report 'finished'.
      if (chart.getWidth() <= 0 || chart.getHeight() <= 0) {
        finishPending.current = false;
        handlers.current.onFinished?.();
      }
    };
    const loading = loadMissingOptionParts(parts);
    if (!loading) {
      draw();
      return undefined;
    }
    // Until this option is drawn, the previous one's 'finished' must not count as its own.
    finishPending.current = false;
    let current = true;
    loading
      .then(() => {
        if (current) draw();
      })
      // Out of React's commit here: a part that failed to load, or a draw that threw, reaches
      // the chart's error boundary through state.
      .catch((error: unknown) => {
        if (current) setDrawError(error instanceof Error ? error : new Error(String(error)));
      });
    return () => {
      current = false;
    };
  }, [option, animate]);

  return <div ref={containerRef} data-testid={testId} style={{ width, height }} />;
}
