import { describe, expect, it, vi } from 'vitest';
import { formDataColorScale } from '../echarts/categoricalColors';
import { chartLabelsOf, startChartLabels, subscribeChartLabels } from './chartLabelRecorder';

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('chartLabelRecorder', () => {
  it('publishes the labels a dashboard chart colours, once per change', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeChartLabels(listener);
    const formData = { datasource: '1__table', viz_type: 'pie', dashboardId: 501, slice_id: 7 };
    const scale = formDataColorScale(formData);
    scale('rain');
    scale('sun');
    scale('rain');
    await settle();
    expect(chartLabelsOf(501).get(7)).toEqual(['rain', 'sun']);
    expect(listener).toHaveBeenCalledTimes(1);

    const again = formDataColorScale(formData);
    again('rain');
    again('sun');
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);

    const snapshot = chartLabelsOf(501);
    formDataColorScale(formData)('fog');
    await settle();
    expect(chartLabelsOf(501).get(7)).toEqual(['fog']);
    expect(chartLabelsOf(501)).not.toBe(snapshot);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('ignores notes of a drawing a newer one replaced', async () => {
    const stale = startChartLabels(502, 1);
    startChartLabels(502, 1)('b');
    stale('a');
    await settle();
    expect(chartLabelsOf(502).get(1)).toEqual(['b']);
  });

  it('records nothing for a chart drawn outside a dashboard, which ignores any shared map', () => {
    const scale = formDataColorScale({
      datasource: '1__table',
      viz_type: 'pie',
      slice_id: 8,
      shared_label_colors: { rain: '#000000' },
    });
    expect(scale('rain')).toBe('#1FA8C9');
    expect(chartLabelsOf(0).size).toBe(0);
  });

  it('draws a dashboard chart with its shared colour map', () => {
    const scale = formDataColorScale({
      datasource: '1__table',
      viz_type: 'pie',
      dashboardId: 503,
      slice_id: 9,
      shared_label_colors: { rain: '#000000' },
    });
    expect([scale('sun'), scale('rain')]).toEqual(['#1FA8C9', '#000000']);
  });
});
