import { describe, expect, it } from 'vitest';
import { ANNOTATION_ID_PREFIX, annotationSeries, readAnnotationLayers } from './annotationSeries';

const JAN = Date.UTC(2024, 0, 1);
const FEB = Date.UTC(2024, 1, 1);
const MAR = Date.UTC(2024, 2, 1);
const NATIVE_COLUMNS = ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'];

describe('annotation series', () => {
  it('draws NATIVE events as vertical mark lines labelled with title and description', () => {
    const [events] = annotationSeries(
      readAnnotationLayers([
        {
          name: 'Releases',
          annotationType: 'EVENT',
          sourceType: 'NATIVE',
          value: 1,
          show: true,
          color: '#ff0000',
          style: 'dashed',
          width: 3,
          opacity: 'opacityMedium',
        },
      ]),
      [],
      {
        Releases: {
          columns: NATIVE_COLUMNS,
          records: [
            {
              start_dttm: FEB,
              end_dttm: FEB,
              short_descr: 'v1.0',
              long_descr: 'First release',
              json_metadata: null,
            },
          ],
        },
      },
    );
    expect(events?.id).toBe(`${ANNOTATION_ID_PREFIX}Event - Releases`);
    expect(events?.markLine?.data).toEqual([{ name: 'v1.0\n\nFirst release', xAxis: FEB }]);
    expect(events?.markLine?.lineStyle).toEqual({
      type: 'dashed',
      width: 3,
      opacity: 0.5,
      color: '#ff0000',
    });
    // Hidden unless hovered: the hover label is the tooltip of an annotation.
    expect(events?.markLine?.label?.show).toBe(false);
    expect(events?.markLine?.emphasis?.label?.show).toBe(true);
  });

  it('draws NATIVE intervals as shaded mark areas from start to end', () => {
    const [intervals] = annotationSeries(
      readAnnotationLayers([
        { name: 'Outages', annotationType: 'INTERVAL', value: 2, show: true, showLabel: true },
      ]),
      [],
      {
        Outages: {
          columns: NATIVE_COLUMNS,
          records: [
            { start_dttm: JAN, end_dttm: FEB, short_descr: 'Down', long_descr: null },
            { start_dttm: MAR, end_dttm: null, short_descr: 'Blip', long_descr: 'Seconds' },
          ],
        },
      },
    );
    expect(intervals?.markArea?.data).toEqual([
      [{ name: 'Down', xAxis: JAN }, { xAxis: FEB }],
      // No end: a zero-width interval at the start.
      [{ name: 'Blip\n\nSeconds', xAxis: MAR }, { xAxis: MAR }],
    ]);
    expect(intervals?.markArea?.label?.show).toBe(true);
    expect(intervals?.markArea?.itemStyle?.opacity).toBe(0.2);
  });

  it("draws a saved chart's series as extra lines, hideLine leaving only markers", () => {
    const series = annotationSeries(
      readAnnotationLayers([
        {
          name: 'Flights',
          annotationType: 'TIME_SERIES',
          sourceType: 'line',
          value: 9,
          show: true,
          hideLine: true,
          showMarkers: true,
        },
        { name: 'Two', annotationType: 'TIME_SERIES', sourceType: 'line', value: 10, show: true },
      ]),
      [],
      {
        Flights: {
          columns: ['date', 'count'],
          records: [
            { date: FEB, count: 6 },
            { date: JAN, count: 5 },
          ],
        },
        Two: {
          columns: ['date', 'a', 'b'],
          records: [{ date: JAN, a: 1, b: 2 }],
        },
      },
    );
    expect(series.map((s) => s.name)).toEqual(['Flights', 'Two - a', 'Two - b']);
    expect(series[0]?.data).toEqual([
      [JAN, 5],
      [FEB, 6],
    ]);
    expect(series[0]?.lineStyle?.width).toBe(0);
    expect(series[0]?.showSymbol).toBe(true);
    expect(series[2]?.data).toEqual([[JAN, 2]]);
  });

  it('draws nothing for hidden layers or layers without data', () => {
    expect(
      annotationSeries(
        readAnnotationLayers([
          { name: 'Hidden', annotationType: 'EVENT', value: 1, show: false },
          { name: 'Empty', annotationType: 'EVENT', value: 2, show: true },
          { name: 'Bad', annotationType: 'NOPE', value: 3 },
        ]),
        [],
        { Hidden: { records: [{ start_dttm: JAN, short_descr: 'x' }] }, Empty: { records: [] } },
      ),
    ).toEqual([]);
  });
});
