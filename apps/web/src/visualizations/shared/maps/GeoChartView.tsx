/**
 * One ECharts canvas for the map chart types, like the shared EChartsView (created on mount,
 * resized with the cell, redrawn when the option changes, `onFinished` once per option) plus
 * what maps need: the map shapes registered before the first draw, and a callback when the user
 * zooms (`onZoom`) whose returned patch is merged into the chart — point sizes in metres must
 * grow as the map zooms in.
 */
import { useLayoutEffect, useRef } from 'react';
import type { ECharts } from 'echarts/core';
import { useChartAnimation, withoutAnimation } from '../echarts/chartAnimation';
import {
  attachChartEvents,
  type ChartEventHandlers,
  type ChartViewProps,
} from '../echarts/chartEvents';
import { echarts } from '../echarts/echartsCore';
import type { MapAtlas } from './mapAtlas';
import type { MapEChartsOption } from './mapEChartsOption';

/** Map coordinates → pixel of the first geo component, as currently panned and zoomed. */
export type GeoToPixel = (point: number[]) => number[] | null;

export interface GeoChartViewProps extends ChartViewProps<MapEChartsOption> {
  atlas: MapAtlas;
  /** After the user zoomed: an option patch to merge (null for none). */
  onZoom?: (toPixel: GeoToPixel) => MapEChartsOption | null;
}

interface Handlers extends ChartEventHandlers {
  onZoom?: (toPixel: GeoToPixel) => MapEChartsOption | null;
}

const registeredMaps = new Set<string>();

function registerAtlas(atlas: MapAtlas): void {
  if (registeredMaps.has(atlas.name)) return;
  // ECharts' GeoJSON type is structurally ours (a FeatureCollection of polygons).
  echarts.registerMap(atlas.name, {
    type: 'FeatureCollection',
    features: atlas.features,
  } as unknown as Parameters<typeof echarts.registerMap>[1]);
  registeredMaps.add(atlas.name);
}

export function GeoChartView(props: GeoChartViewProps) {
  const { option, atlas, width, height, testId } = props;
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
      onZoom: props.onZoom,
    };
  });

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const chart = echarts.init(container, null, { renderer: 'canvas' });
    chartRef.current = chart;
    attachChartEvents(chart, handlers, finishPending);
    chart.on('georoam', (params) => {
      // Pans carry dx/dy, zooms a scale factor; only zooms change what the patch depends on.
      if (typeof (params as { zoom?: unknown }).zoom !== 'number') return;
      const toPixel: GeoToPixel = (point) => {
        const pixel: unknown = chart.convertToPixel({ geoIndex: 0 }, point);
        return Array.isArray(pixel) ? (pixel as number[]) : null;
      };
      const patch = handlers.current.onZoom?.(toPixel);
      if (patch) chart.setOption(patch, { lazyUpdate: true });
    });
    return () => {
      chartRef.current = null;
      chart.dispose();
    };
  }, []);

  useLayoutEffect(() => {
    chartRef.current?.resize({ width, height });
  }, [width, height]);

  useLayoutEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    registerAtlas(atlas);
    finishPending.current = true;
    chart.setOption(animate ? option : withoutAnimation(option), {
      notMerge: true,
      lazyUpdate: false,
    });
    if (chart.getWidth() <= 0 || chart.getHeight() <= 0) {
      finishPending.current = false;
      handlers.current.onFinished?.();
    }
  }, [option, atlas, animate]);

  return <div ref={containerRef} data-testid={testId} style={{ width, height }} />;
}
