import { describe, expect, it } from 'vitest';
import { defaultTemporalColumn, withDefaultTimeFilter } from './default-time-filter';

const columns = [
  { column_name: 'origin', is_dttm: false },
  { column_name: 'booked_at', is_dttm: true },
  { column_name: 'flight_date', is_dttm: true },
];
const flights = { columns, main_dttm_col: 'flight_date' };

describe('defaultTemporalColumn', () => {
  it('prefers the default time column', () => {
    expect(defaultTemporalColumn(flights)).toBe('flight_date');
  });

  it('takes the first temporal column when the default one is unset or not temporal', () => {
    expect(defaultTemporalColumn({ columns })).toBe('booked_at');
    expect(defaultTemporalColumn({ columns, main_dttm_col: 'origin' })).toBe('booked_at');
  });

  it('is null without a temporal column or a dataset', () => {
    expect(defaultTemporalColumn({ columns: [{ column_name: 'origin' }] })).toBeNull();
    expect(defaultTemporalColumn(null)).toBeNull();
  });
});

describe('withDefaultTimeFilter', () => {
  const noFilter = {
    clause: 'WHERE',
    subject: 'flight_date',
    operator: 'TEMPORAL_RANGE',
    comparator: 'No filter',
    expressionType: 'SIMPLE',
  };

  it("adds Superset's 'No filter' time range filter on the time column", () => {
    expect(withDefaultTimeFilter([], flights)).toEqual([noFilter]);
    expect(withDefaultTimeFilter(undefined, flights)).toEqual([noFilter]);
  });

  it('appends it after the filters already there, with the configured default range', () => {
    const origin = {
      clause: 'WHERE',
      subject: 'origin',
      operator: 'IN',
      comparator: ['SFO'],
      expressionType: 'SIMPLE',
    };
    expect(withDefaultTimeFilter([origin], flights, 'Last week')).toEqual([
      origin,
      { ...noFilter, comparator: 'Last week' },
    ]);
  });

  it('leaves filters that already hold a time range filter as they are', () => {
    const ranged = [{ ...noFilter, subject: 'booked_at', comparator: 'Last year' }];
    expect(withDefaultTimeFilter(ranged, flights)).toBe(ranged);
  });

  it('adds nothing for a dataset without a temporal column', () => {
    expect(withDefaultTimeFilter([], { columns: [{ column_name: 'origin' }] })).toEqual([]);
  });
});
