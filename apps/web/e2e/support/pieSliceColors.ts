/**
 * The colour each slice of a drawn pie has on screen, read from the chart's canvas pixels: a pie
 * starts at twelve o'clock and runs clockwise, so a slice's middle angle follows from the values
 * in the order the chart received them. The pie must be drawn without legend and labels, so that
 * it is centred in its canvas and nothing covers the pixels read.
 */
import type { Locator } from 'playwright-core';
import type { ApiSession } from './apiSession';

export interface PieSlice {
  name: string;
  value: number;
}

/** Saves a pie of `metric` by `groupby`, largest slice first, without legend and labels. */
export async function createPlainPie(
  api: ApiSession,
  datasetId: number,
  groupby: string,
  metric: string,
): Promise<number> {
  const params = {
    viz_type: 'pie',
    datasource: `${datasetId}__table`,
    groupby: [groupby],
    metric,
    sort_by_metric: true,
    show_legend: false,
    show_labels: false,
  };
  const created = await api.post<{ id: number }>('/api/v1/chart/', {
    slice_name: `${groupby} by ${metric}`,
    viz_type: 'pie',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify(params),
  });
  return created.id;
}

/**
 * The slices of a pie of one metric by one column sorted by the metric (largest first), queried
 * the way the pie asks for them, in the order drawn.
 */
export async function pieSlicesOf(
  api: ApiSession,
  datasetId: number,
  groupby: string,
  metric: string,
): Promise<PieSlice[]> {
  const response = await api.post<{ result: Array<{ data: Array<Record<string, unknown>> }> }>(
    '/api/v1/chart/data',
    {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: [groupby], metrics: [metric], orderby: [[metric, false]] }],
      result_format: 'json',
      result_type: 'full',
    },
  );
  return (response.result[0]?.data ?? []).map((row) => ({
    name: String(row[groupby]),
    value: Number(row[metric]),
  }));
}

/** Slice name → `#rrggbb` drawn halfway between the centre and a third of the canvas. */
export function pieSliceColors(
  holder: Locator,
  slices: PieSlice[],
): Promise<Record<string, string>> {
  return holder.evaluate((element, drawn) => {
    const canvas = element.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return {};
    const box = canvas.getBoundingClientRect();
    const scale = canvas.width / box.width;
    const radius = Math.min(box.width, box.height) * 0.15;
    const total = drawn.reduce((sum, slice) => sum + slice.value, 0);
    const colors: Record<string, string> = {};
    let start = 0;
    for (const slice of drawn) {
      const middle = start + slice.value / total / 2;
      start += slice.value / total;
      const angle = Math.PI / 2 - middle * 2 * Math.PI;
      const x = box.width / 2 + radius * Math.cos(angle);
      const y = box.height / 2 - radius * Math.sin(angle);
      const [r = 0, g = 0, b = 0] = context.getImageData(
        Math.round(x * scale),
        Math.round(y * scale),
        1,
        1,
      ).data;
      colors[slice.name] = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    }
    return colors;
  }, slices);
}
