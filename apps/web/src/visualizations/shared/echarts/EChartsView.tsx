/**
 * One ECharts canvas: created on mount, disposed on unmount, resized when `width` / `height`
 * change, redrawn from scratch when `option` changes (`notMerge`, so removed series disappear).
 * `onFinished` is called once per option, after ECharts reports 'finished' (all rendering and
 * animation done) — the chart holder counts the chart as rendered then. Event callbacks are
 * read through a ref so new closures never re-create the chart.
 */
import { useLayoutEffect, useRef } from 'react';
import type { ECharts } from 'echarts/core';
import { useChartAnimation } from './chartAnimation';
import { echarts } from './echartsCore';
import type { EChartsMouseEvent, EChartsOption } from './echartsOption';

export interface EChartsViewProps {
  option: EChartsOption;
  width: number;
  height: number;
  /** After the current option has been drawn; once per option. */
  onFinished?: () => void;
  onClick?: (event: EChartsMouseEvent) => void;
  /** Right click on a data element (drill menus); the browser menu is suppressed then. */
  onContextMenu?: (event: EChartsMouseEvent) => void;
  /** A legend item was clicked (ECharts toggles the series itself). */
  onLegendSelectChanged?: (name: string, selected: Record<string, boolean>) => void;
  testId?: string;
}

interface Handlers {
  onFinished?: () => void;
  onClick?: (event: EChartsMouseEvent) => void;
  onContextMenu?: (event: EChartsMouseEvent) => void;
  onLegendSelectChanged?: (name: string, selected: Record<string, boolean>) => void;
}

export function EChartsView(props: EChartsViewProps) {
  const { option, width, height, testId } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ECharts | null>(null);
  const finishPending = useRef(false);
  const handlers = useRef<Handlers>({});
  const animate = useChartAnimation();

  useLayoutEffect(() => {
    handlers.current = {
      onFinished: props.onFinished,
      onClick: props.onClick,
      onContextMenu: props.onContextMenu,
      onLegendSelectChanged: props.onLegendSelectChanged,
    };
  });

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    // The size is known: passing it spares ECharts a forced layout to measure the container.
    const chart = echarts.init(container, null, { renderer: 'canvas', width, height });
    chartRef.current = chart;
    chart.on('finished', () => {
      // 'finished' also fires after hover effects; only the first one per option counts.
      if (!finishPending.current) return;
      finishPending.current = false;
      handlers.current.onFinished?.();
    });
    chart.on('click', (params) => handlers.current.onClick?.(params as EChartsMouseEvent));
    chart.on('contextmenu', (params) => {
      const event = params as EChartsMouseEvent;
      if (!handlers.current.onContextMenu) return;
      event.event?.event?.preventDefault();
      handlers.current.onContextMenu(event);
    });
    chart.on('legendselectchanged', (params) => {
      const { name, selected } = params as { name: string; selected: Record<string, boolean> };
      handlers.current.onLegendSelectChanged?.(name, selected);
    });
    return () => {
      chartRef.current = null;
      chart.dispose();
    };
    // Created once; later sizes reach it through resize() below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    chartRef.current?.resize({ width, height });
  }, [width, height]);

  useLayoutEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    finishPending.current = true;
    chart.setOption(animate ? option : { ...option, animation: false }, {
      notMerge: true,
      lazyUpdate: false,
    });
    // A zero-sized canvas draws nothing and may never report 'finished'.
    if (chart.getWidth() <= 0 || chart.getHeight() <= 0) {
      finishPending.current = false;
      handlers.current.onFinished?.();
    }
  }, [option, animate]);

  return <div ref={containerRef} data-testid={testId} style={{ width, height }} />;
}
