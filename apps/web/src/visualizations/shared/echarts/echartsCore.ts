/**
 * The one ECharts instance factory of the app: `echarts/core` and the canvas renderer, the base
 * every ECharts chart type shares. Nothing else is registered here: each chart type's component
 * module registers the series and components it always draws with (so they travel in its lazily
 * loaded chunk), and parts only some options use load on demand (`loadOptionParts.ts`). Import
 * `echarts` from here, never from 'echarts'.
 */
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([CanvasRenderer]);

export { echarts };
