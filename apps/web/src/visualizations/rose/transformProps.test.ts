import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { sampleEChartsTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';
import { roseSegmentDepths } from './roseSegments';
import { transformProps } from './transformProps';

const JAN = Date.UTC(2024, 0, 1);
const FEB = Date.UTC(2024, 1, 1);

const transform = sampleEChartsTransform(transformProps, {
  formData: {
    datasource: '1__table',
    viz_type: 'rose',
    granularity_sqla: 'date',
    metrics: ['avg_temp_max'],
    groupby: ['weather'],
    number_format: ',.1f',
    date_time_format: '%Y-%m',
  },
  queriesData: [
    queryResult({ date: 'TEMPORAL', sun: 'NUMERIC', rain: 'NUMERIC' }, [
      { date: JAN, sun: 9, rain: 16 },
      { date: FEB, sun: 4, rain: null },
    ]),
  ],
});

describe('rose segments', () => {
  it('stacks values by radius, or by area with square roots of the running totals', () => {
    expect(roseSegmentDepths([9, 16, null, -2], false)).toEqual([9, 16, 0, 0]);
    // Running totals 9 and 25: outer radii 3 and 5.
    expect(roseSegmentDepths([9, 16], true)).toEqual([3, 2]);
  });
});

describe('rose transformProps', () => {
  it('makes one wedge per time bucket and one stacked polar bar series per series', () => {
    const { option, seriesList } = transform();
    expect(option.angleAxis.data).toEqual(['2024-01', '2024-02']);
    // Series in name order: rain, then sun.
    expect(seriesList.map((series: AnyRecord) => series.name)).toEqual(['rain', 'sun']);
    expect(seriesList.every((series: AnyRecord) => series.coordinateSystem === 'polar')).toBe(true);
    expect(seriesList.every((series: AnyRecord) => series.stack === 'rose')).toBe(true);
    expect(seriesList.map((series: AnyRecord) => series.data)).toEqual([
      [16, 0],
      [9, 4],
    ]);
  });

  it('sizes segments by area with rose_area_proportion', () => {
    const { seriesList } = transform({ rose_area_proportion: true });
    // January: rain 16 → radius 4; sun 9 more → total 25 → radius 5. February: sun 4 → 2.
    expect(seriesList.map((series: AnyRecord) => series.data)).toEqual([
      [4, 0],
      [1, 2],
    ]);
  });

  it('lists every series of the bucket in the rich tooltip, one without it', () => {
    expect(transform().option.tooltip.formatter([{ dataIndex: 1, seriesIndex: 1 }])).toBe(
      '<b>2024-02</b><br/>rain: <b>–</b><br/>sun: <b>4.0</b>',
    );
    const plain = transform({ rich_tooltip: false }).option.tooltip;
    expect(plain.trigger).toBe('item');
    expect(plain.formatter({ dataIndex: 0, seriesIndex: 0 })).toBe(
      '<b>2024-01</b><br/>rain: <b>16.0</b>',
    );
  });
});

describe('rose labels around the circle', () => {
  const months = Array.from({ length: 48 }, (_, index) => ({
    date: Date.UTC(2012, index, 1),
    sun: index + 1,
    rain: 2,
  }));
  const rose = (width: number, height: number) =>
    transform(
      {},
      {
        width,
        height,
        queriesData: [queryResult({ date: 'TEMPORAL', sun: 'NUMERIC', rain: 'NUMERIC' }, months)],
      },
    ).option;

  it('names only as many wedges as the circle has room for', () => {
    const { angleAxis } = rose(330, 300);
    const interval = angleAxis.axisLabel.interval as number;
    const shown = Math.ceil(48 / (interval + 1));
    // About 300 px across: a circle of ~700 px holds ~10 labels of a 7-character date.
    expect(shown).toBeGreaterThan(4);
    expect(shown).toBeLessThanOrEqual(12);
  });

  it('names every wedge when they fit', () => {
    expect(rose(1400, 1200).angleAxis.axisLabel.interval).toBe(0);
  });
});
