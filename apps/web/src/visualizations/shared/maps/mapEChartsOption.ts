/**
 * The ECharts option of the map chart types (world_map, country_map, deck_scatter): the geo
 * component (shapes, pan and zoom) with scatter series on it, tooltip and legend. The geo
 * component is not in the app-wide core set; each map chart's lazily loaded component registers
 * it. Type-only module: pure option builders import it without loading ECharts.
 */
import type { ScatterSeriesOption } from 'echarts/charts';
import type {
  GeoComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type MapEChartsOption = ComposeOption<
  ScatterSeriesOption | GeoComponentOption | TooltipComponentOption | LegendComponentOption
>;

export type { GeoComponentOption, LegendComponentOption, ScatterSeriesOption };

/** What a geo region's or scatter point's tooltip formatter receives (the parts we read). */
export interface MapTooltipParams {
  componentType?: string;
  name?: string;
  value?: unknown;
  data?: unknown;
  seriesName?: string;
}
