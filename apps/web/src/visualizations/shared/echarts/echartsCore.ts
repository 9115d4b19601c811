/**
 * The one ECharts instance factory of the app: `echarts/core` with only the charts, components
 * and renderer our chart types draw with, so the bundle carries none of the rest (maps, 3D,
 * SVG renderer...). Import `echarts` from here, never from 'echarts'.
 */
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  AxisPointerComponent,
  DataZoomComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  LineChart,
  BarChart,
  ScatterChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  AxisPointerComponent,
  LegendComponent,
  DataZoomComponent,
  // Annotation layers: events are mark lines, intervals mark areas.
  MarkLineComponent,
  MarkAreaComponent,
  // The pie's "Total" text.
  GraphicComponent,
  // Hides overlapping pie labels.
  LabelLayout,
  CanvasRenderer,
]);

export { echarts };
