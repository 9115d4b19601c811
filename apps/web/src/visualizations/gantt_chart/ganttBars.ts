/**
 * How ECharts' custom series draws one Gantt bar: a rectangle from the start to the end time,
 * 80 % as tall as its row (value 2 of the item, counted from the top of `rowCount` rows), cut
 * to the plot area so a zoomed-in chart does not draw over its axes.
 */
const BAR_HEIGHT_SHARE = 0.8;

interface RenderApi {
  value: (dimension: number) => unknown;
  coord: (point: [unknown, number]) => number[];
  style: () => unknown;
}

interface RenderParams {
  coordSys: unknown;
}

export function ganttBarRenderer(rowCount: number) {
  return (params: RenderParams, api: RenderApi) => {
    const row = Number(api.value(2));
    if (!Number.isFinite(row)) return null;
    const [startX = 0, top = 0] = api.coord([api.value(0), rowCount - row]);
    const [endX = 0, bottom = 0] = api.coord([api.value(1), rowCount - row - 1]);
    const area = params.coordSys as { x: number; y: number; width: number; height: number };
    const left = Math.min(Math.max(startX, area.x), area.x + area.width);
    const right = Math.min(Math.max(endX, area.x), area.x + area.width);
    const rowHeight = bottom - top;
    const height = rowHeight * BAR_HEIGHT_SHARE;
    if (right - left <= 0 || height <= 0) return null;
    return {
      type: 'rect',
      transition: ['shape'],
      shape: { x: left, y: top + (rowHeight - height) / 2, width: right - left, height },
      style: api.style(),
    };
  };
}
