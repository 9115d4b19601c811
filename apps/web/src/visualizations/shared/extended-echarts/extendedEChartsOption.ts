/**
 * The ECharts option of the hierarchy, flow and matrix chart types (sunburst, treemap, heatmap,
 * sankey, graph, tree). Their series are not in the app-wide core set (`echarts/echartsCore.ts`):
 * each chart's lazily loaded component registers the parts it draws with, so this type lists
 * exactly those parts. Type-only module: pure transformProps code imports it without ECharts.
 */
import type {
  GraphSeriesOption,
  HeatmapSeriesOption,
  SankeySeriesOption,
  SunburstSeriesOption,
  TreemapSeriesOption,
  TreeSeriesOption,
} from 'echarts/charts';
import type {
  GraphicComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { EChartsMouseEvent } from '../echarts/echartsOption';

export type ExtendedEChartsOption = ComposeOption<
  | SunburstSeriesOption
  | TreemapSeriesOption
  | HeatmapSeriesOption
  | SankeySeriesOption
  | GraphSeriesOption
  | TreeSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | VisualMapComponentOption
  | GraphicComponentOption
>;

export type {
  GraphSeriesOption,
  HeatmapSeriesOption,
  SankeySeriesOption,
  SunburstSeriesOption,
  TreemapSeriesOption,
  TreeSeriesOption,
};

/** What tooltip formatters of these series receive (the parts our formatters read). */
export interface TooltipParams {
  name?: string;
  value?: unknown;
  data?: unknown;
  dataType?: string;
}

/** A mouse event on a hierarchy series (sunburst, treemap) carries the path to the node. */
export interface HierarchyMouseEvent extends EChartsMouseEvent {
  treePathInfo?: Array<{ name: string; value?: unknown; dataIndex?: number }>;
}
