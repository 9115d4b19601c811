import { describe, expect, it } from 'vitest';
import { annotationText, recordsOf, timeSeriesOf, toTime } from './annotationRecords';

const JAN = Date.UTC(2024, 0, 1);
const FEB = Date.UTC(2024, 1, 1);
const MAR = Date.UTC(2024, 2, 1);

describe('annotation records', () => {
  it('reads times as epoch ms, naive text as UTC', () => {
    expect(toTime(JAN)).toBe(JAN);
    expect(toTime('2024-01-01T00:00:00')).toBe(JAN);
    expect(toTime('2024-02-01 00:00')).toBe(FEB);
    expect(toTime('2024-01-01T02:00:00+02:00')).toBe(JAN);
    expect(toTime('not a date')).toBeNull();
    expect(toTime(null)).toBeNull();
  });

  it('reads the records of {columns, records} and of a plain list', () => {
    expect(recordsOf({ columns: ['a'], records: [{ a: 1 }, null, 3] })).toEqual([{ a: 1 }]);
    expect(recordsOf([{ a: 2 }])).toEqual([{ a: 2 }]);
    expect(recordsOf(undefined)).toEqual([]);
  });

  it('labels an annotation with its title, then its descriptions', () => {
    const record = { short_descr: 'v1.0', long_descr: 'First release', notes: '  ', n: 3 };
    expect(annotationText(record, 'short_descr', ['long_descr'])).toBe('v1.0\n\nFirst release');
    expect(annotationText(record, 'short_descr', ['long_descr', 'notes', 'n'])).toBe(
      'v1.0\n\nFirst release\n3',
    );
    expect(
      annotationText({ short_descr: 'v2', long_descr: null }, 'short_descr', ['long_descr']),
    ).toBe('v2');
    expect(annotationText({ long_descr: 'only text' }, 'short_descr', ['long_descr'])).toBe(
      'only text',
    );
  });

  it('turns a saved chart result into one sorted series per numeric column', () => {
    const series = timeSeriesOf({
      columns: ['date', 'count', 'label', 'avg'],
      records: [
        { date: MAR, count: 7, label: 'c', avg: 1.5 },
        { date: JAN, count: 5, label: 'a', avg: null },
        { date: 'garbage', count: 1, label: 'x', avg: 1 },
        { date: FEB, count: 6, label: 'b', avg: 2.5 },
      ],
    });
    expect(series).toEqual([
      {
        key: 'count',
        points: [
          [JAN, 5],
          [FEB, 6],
          [MAR, 7],
        ],
      },
      {
        key: 'avg',
        points: [
          [JAN, null],
          [FEB, 2.5],
          [MAR, 1.5],
        ],
      },
    ]);
  });

  it('prefers __timestamp as the x column and reads the legacy NVD3 shape', () => {
    expect(
      timeSeriesOf({
        columns: ['n', '__timestamp'],
        records: [{ n: 2, __timestamp: FEB }],
      }),
    ).toEqual([{ key: 'n', points: [[FEB, 2]] }]);
    expect(
      timeSeriesOf([
        {
          key: 'boys',
          values: [
            { x: JAN, y: 3 },
            { x: 'bad', y: 4 },
          ],
        },
        { values: [{ x: '2024-02-01T00:00:00', y: 'n/a' }] },
      ]),
    ).toEqual([
      { key: 'boys', points: [[JAN, 3]] },
      { key: '2', points: [[FEB, null]] },
    ]);
    expect(timeSeriesOf({ columns: [], records: [] })).toEqual([]);
  });
});
