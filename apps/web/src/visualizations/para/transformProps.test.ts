import { describe, expect, it } from 'vitest';
import { colorAt, sequentialColors } from '../shared/color/linearColorScale';
import { sampleTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';
import { readEChartsProps } from '../shared/testing/chartPropsFixture';
import { transformProps } from './transformProps';

const ROWS = [
  { species: 'Adelie', mass: 3700, flipper: 190, beak: 38 },
  { species: 'Gentoo', mass: 5076, flipper: 217, beak: 47 },
  { species: 'Chinstrap', mass: 3733, flipper: 196, beak: 49 },
];

const transform = sampleTransform(transformProps, {
  formData: {
    datasource: '7__table',
    viz_type: 'para',
    series: 'species',
    metrics: ['mass', 'flipper'],
    secondary_metric: 'beak',
    linear_color_scheme: 'blue_white_yellow',
  },
  queriesData: [
    queryResult({ species: 'STRING', mass: 'NUMERIC', flipper: 'NUMERIC', beak: 'NUMERIC' }, ROWS),
  ],
});

describe('para transformProps', () => {
  it('draws one line per row across an axis per metric', () => {
    const { option, series } = readEChartsProps(transform());
    expect(option.parallelAxis.map((axis: { name: string }) => axis.name)).toEqual([
      'mass',
      'flipper',
    ]);
    expect(series.type).toBe('parallel');
    expect(series.data.map((item: { value: unknown }) => item.value)).toEqual([
      [3700, 190],
      [5076, 217],
      [3733, 196],
    ]);
  });

  it('colours each line by its colour metric along the linear scheme', () => {
    const { series } = readEChartsProps(transform());
    const stops = sequentialColors('blue_white_yellow');
    // Beak lengths 38..49: 38 is the start, 49 the end, 47 is 9/11 of the way.
    expect(
      series.data.map((item: { lineStyle: { color: string } }) => item.lineStyle.color),
    ).toEqual([colorAt(stops, 0), colorAt(stops, 9 / 11), colorAt(stops, 1)]);
  });

  it('puts the series first as a category axis with include_series', () => {
    const { option, series } = readEChartsProps(transform({ include_series: true }));
    expect(option.parallelAxis[0]).toEqual(
      expect.objectContaining({
        name: 'species',
        type: 'category',
        data: ['Adelie', 'Gentoo', 'Chinstrap'],
      }),
    );
    expect(series.data[1].value).toEqual(['Gentoo', 5076, 217]);
  });

  it('lists the rows under a chart half as tall with show_datatable', () => {
    const props = transform({ show_datatable: true });
    expect(props.height).toBe(200);
    expect(props.tableHeight).toBe(200);
    expect(props.table?.columns).toEqual(['species', 'mass', 'flipper']);
    expect(props.table?.rows[1]).toEqual(['Gentoo', '5.08k', '217']);
    expect(transform().table).toBeNull();
  });
});
