/**
 * The on-demand parts against a real ECharts (server-side rendering to SVG, no DOM): a chart
 * type's component module registers what its options always use, and an option that turns on
 * a zoom slider, annotation marks or another series type is drawn with them once
 * `loadMissingOptionParts` resolved. ECharts drops what it has no part for (silently in a
 * production build), so each case first shows the part missing from the drawn chart.
 */
import { describe, expect, it, vi } from 'vitest';
// Named apart from React's `use` hook.
import { init, use as registerEChartsParts, type EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { transformProps as lineTransformProps } from '../../echarts_timeseries_line/transformProps';
import { FEB, GENDER_RESULT, JAN, chartProps } from '../../timeseries/timeseriesFixtures';
// What a line chart's lazily loaded chunk registers before its first draw.
import '../../echarts_timeseries_line/EchartsLineChart';
import { loadMissingOptionParts } from './loadOptionParts';
import { isOptionPartRegistered } from './optionPartRegistry';
import { optionPartsUsedBy } from './optionParts';

registerEChartsParts([SVGRenderer]);

/** ECharts' model of a drawn option; `getOption()` would echo back components it ignored. */
interface GlobalModel {
  queryComponents(condition: { mainType: string; subType?: string }): unknown[];
}

/** How many components of a type (series of a type) ECharts built to draw `option`. */
function built(option: EChartsCoreOption, mainType: string, subType?: string): number {
  const chart = init(null, null, { renderer: 'svg', ssr: true, width: 800, height: 400 });
  // ECharts' development build reports some of the parts it lacks; the counts say it all.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    chart.setOption(option);
    // Not in ECharts' typings, but the model its own components and extensions read.
    const model = (chart as unknown as { getModel(): GlobalModel }).getModel();
    // A `subType` key, even undefined, filters by it.
    return model.queryComponents(subType ? { mainType, subType } : { mainType }).length;
  } finally {
    consoleError.mockRestore();
    chart.dispose();
  }
}

function lineOption(formData: Partial<QueryFormData> = {}, result = GENDER_RESULT) {
  return lineTransformProps(chartProps(formData, result)).option;
}

describe('loadMissingOptionParts with ECharts', () => {
  it('draws a plain line chart at once: its chunk registered everything it uses', () => {
    const option = lineOption();
    expect(loadMissingOptionParts(optionPartsUsedBy(option))).toBeNull();
    expect(built(option, 'series', 'line')).toBe(2);
    expect(built(option, 'grid')).toBe(1);
    expect(built(option, 'legend')).toBe(1);
    expect(built(option, 'tooltip')).toBe(1);
  });

  it('gives a line chart with zoom enabled its slider and mouse-wheel zoom', async () => {
    const option = lineOption({ zoomable: true });
    expect(isOptionPartRegistered('dataZoom')).toBe(false);
    expect(built(option, 'dataZoom')).toBe(0);

    await loadMissingOptionParts(optionPartsUsedBy(option));

    expect(built(option, 'dataZoom', 'slider')).toBe(1);
    expect(built(option, 'dataZoom', 'inside')).toBe(1);
    // Registered now: the next zoomable chart is drawn at once.
    expect(loadMissingOptionParts(optionPartsUsedBy(option))).toBeNull();
  });

  it('gives event and interval annotation layers their mark lines and areas', async () => {
    const option = lineOption(
      {
        annotation_layers: [
          { name: 'Launches', annotationType: 'EVENT', value: 1, show: true },
          { name: 'Outage', annotationType: 'INTERVAL', value: 2, show: true },
        ],
      },
      {
        ...GENDER_RESULT,
        annotation_data: {
          Launches: { records: [{ start_dttm: FEB, short_descr: 'v2' }] },
          Outage: { records: [{ start_dttm: JAN, end_dttm: FEB, short_descr: 'down' }] },
        },
      },
    );
    expect(built(option, 'markLine')).toBe(0);
    expect(built(option, 'markArea')).toBe(0);

    await loadMissingOptionParts(optionPartsUsedBy(option));

    expect(built(option, 'markLine')).toBe(1);
    expect(built(option, 'markArea')).toBe(1);
  });

  it('gives a line chart whose saved form data asks for bars its bar series', async () => {
    const option = { ...lineOption(), series: [{ type: 'bar', data: [[JAN, 1]] }] };
    expect(built(option, 'series', 'bar')).toBe(0);

    await loadMissingOptionParts(optionPartsUsedBy(option));

    expect(built(option, 'series', 'bar')).toBe(1);
  });

  it('gives a chart its graphic elements', async () => {
    const option = { graphic: { type: 'text', style: { text: 'Total: 5' } } };
    expect(built(option, 'graphic')).toBe(0);

    await loadMissingOptionParts(optionPartsUsedBy(option));

    expect(built(option, 'graphic')).toBe(1);
  });
});
