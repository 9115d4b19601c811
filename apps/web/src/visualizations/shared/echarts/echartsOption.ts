/**
 * The ECharts option type of the cartesian and pie chart types, composed from the parts they
 * draw with (registered by each type's component module, or on demand for the parts only some
 * options use: `optionParts.ts`), so an option using any other component fails to type-check.
 * Type-only module: pure transformProps code imports it without loading ECharts.
 */
import type {
  BarSeriesOption,
  LineSeriesOption,
  PieSeriesOption,
  ScatterSeriesOption,
} from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GraphicComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkAreaComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type CartesianSeriesOption = LineSeriesOption | BarSeriesOption | ScatterSeriesOption;

export type EChartsOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | ScatterSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
  | MarkLineComponentOption
  | MarkAreaComponentOption
  | GraphicComponentOption
>;

export type {
  BarSeriesOption,
  LegendComponentOption,
  LineSeriesOption,
  PieSeriesOption,
  ScatterSeriesOption,
  TooltipComponentOption,
};

/** The part of an ECharts mouse event our handlers read. */
export interface EChartsMouseEvent {
  componentType?: string;
  seriesName?: string;
  seriesId?: string;
  seriesIndex?: number;
  dataIndex?: number;
  name?: string;
  value?: unknown;
  data?: unknown;
  /** zrender's wrapper around the DOM event. */
  event?: { event?: MouseEvent | PointerEvent };
}
