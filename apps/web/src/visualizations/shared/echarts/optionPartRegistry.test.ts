/**
 * Why EChartsView re-creates its ECharts instance only after parts that add pipeline stages:
 * drawn by an instance created before the part was registered, such a part renders wrong or
 * fails, while the others render exactly as on a new instance. Each case registers its part here, in order,
 * against a real ECharts rendering to SVG without a DOM.
 */
import { describe, expect, it } from 'vitest';
import {
  init,
  use as registerEChartsParts,
  type ECharts,
  type EChartsCoreOption,
} from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { optionPartRegistrations, stagesAddedSince } from './optionPartRegistry';
// The grid, tooltip and legend every time-series chart registers.
import '../../timeseries/TimeseriesChart';

registerEChartsParts([SVGRenderer]);

function newChart(): ECharts {
  return init(null, null, { renderer: 'svg', ssr: true, width: 400, height: 300 });
}

/** The SVG drawn, without the ids and class names each instance numbers its own way. */
function render(chart: ECharts, option: EChartsCoreOption): string {
  chart.setOption(option, { notMerge: true });
  return chart.renderToSVGString().replace(/zr\d+-[a-z]+-?\d+/g, 'id');
}

const cartesian = (series: object): EChartsCoreOption => ({
  animation: false,
  xAxis: { type: 'category', data: ['a', 'b', 'c', 'd'] },
  yAxis: { type: 'value' },
  series: [{ data: [1, 3, 2, 4], ...series }],
});

/** Renders `option` before and after `register`, on the instance created before and on a new one. */
async function renderAround(register: () => Promise<unknown>, option: EChartsCoreOption) {
  const older = newChart();
  const before = render(older, option);
  await register();
  let onOlder: string;
  try {
    onOlder = render(older, option);
  } catch (error) {
    onOlder = `failed: ${String(error)}`;
  }
  const onNew = render(newChart(), option);
  return { before, onOlder, onNew };
}

describe('option parts drawn by an ECharts instance created before them', () => {
  it('a series type is drawn wrong: it adds layouts and processors', async () => {
    const { before, onOlder, onNew } = await renderAround(
      () => import('./parts/lineSeries'),
      cartesian({ type: 'line' }),
    );
    expect(onNew).not.toBe(before);
    expect(onOlder).not.toBe(onNew);
  });

  it('the data zoom fails to draw: it adds a data processor', async () => {
    const { before, onOlder, onNew } = await renderAround(() => import('./parts/dataZoom'), {
      ...cartesian({ type: 'line' }),
      dataZoom: [{ type: 'slider', start: 50, end: 100 }],
    });
    expect(onNew).not.toBe(before);
    expect(onOlder).not.toBe(onNew);
  });

  it('mark lines and areas and graphics draw as on a new instance', async () => {
    const marked = await renderAround(
      () => Promise.all([import('./parts/markLine'), import('./parts/markArea')]),
      cartesian({
        type: 'line',
        markLine: { data: [{ yAxis: 2 }] },
        markArea: { data: [[{ xAxis: 'b' }, { xAxis: 'c' }]] },
      }),
    );
    expect(marked.onNew).not.toBe(marked.before);
    expect(marked.onOlder).toBe(marked.onNew);

    const total = await renderAround(() => import('./parts/graphic'), {
      graphic: { type: 'text', left: 10, top: 10, style: { text: 'Total: 5' } },
    });
    expect(total.onNew).not.toBe(total.before);
    expect(total.onOlder).toBe(total.onNew);
  });

  it('tells which instances are older than a part with stages they draw', () => {
    // Clock 0: before any part registered above.
    expect(stagesAddedSince(0, ['lineSeries'])).toBe(true);
    expect(stagesAddedSince(0, ['dataZoom'])).toBe(true);
    expect(stagesAddedSince(0, ['markLine', 'markArea', 'graphic'])).toBe(false);
    expect(stagesAddedSince(optionPartRegistrations(), ['lineSeries', 'dataZoom'])).toBe(false);
  });
});
