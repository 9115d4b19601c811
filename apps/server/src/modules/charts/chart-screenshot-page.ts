/**
 * The page a chart is photographed from (reports, thumbnails): the chart editor in standalone
 * mode, which holds one chart container; it is done once drawn or failed.
 */
export const CHART_READY_SELECTOR = '[data-chart-status="rendered"], [data-chart-status="failed"]';
export const chartScreenshotPath = (chartId: number) =>
  `/explore/?slice_id=${chartId}&standalone=true`;
