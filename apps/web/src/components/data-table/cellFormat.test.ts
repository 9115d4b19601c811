import { describe, expect, it } from 'vitest';
import { cellText, formatTemporal, originalText, toDate } from './cellFormat';
import { GenericDataType } from './columnTypes';
import type { DataTableColumn } from './columnTypes';

const ds: DataTableColumn = { key: 'ds', type: GenericDataType.TEMPORAL };
const name: DataTableColumn = { key: 'name', type: GenericDataType.STRING };
const num: DataTableColumn = { key: 'n', type: GenericDataType.NUMERIC };

describe('formatTemporal', () => {
  it('drops a midnight time', () => {
    expect(formatTemporal(Date.UTC(2020, 0, 31))).toBe('2020-01-31');
  });

  it('keeps any other time, in UTC', () => {
    expect(formatTemporal(Date.UTC(2020, 11, 5, 13, 4, 9))).toBe('2020-12-05 13:04:09');
    expect(formatTemporal(Date.UTC(2020, 0, 1, 0, 0, 1))).toBe('2020-01-01 00:00:01');
  });

  it('keeps a time made only of milliseconds rather than pretend it is midnight', () => {
    expect(formatTemporal(Date.UTC(2020, 0, 1, 0, 0, 0, 500))).toBe('2020-01-01 00:00:00');
  });

  it('reads ISO strings and numeric strings', () => {
    expect(formatTemporal('2021-03-04T05:06:07Z')).toBe('2021-03-04 05:06:07');
    expect(formatTemporal(String(Date.UTC(1999, 6, 1)))).toBe('1999-07-01');
  });

  it('shows values that are not dates unchanged', () => {
    expect(formatTemporal('not a date')).toBe('not a date');
    expect(formatTemporal(true)).toBe('true');
  });

  it('pads early years', () => {
    expect(formatTemporal(new Date('0099-01-01T00:00:00Z').getTime())).toBe('0099-01-01');
  });
});

describe('toDate', () => {
  it('rejects blanks and junk', () => {
    expect(toDate('')).toBeNull();
    expect(toDate('abc')).toBeNull();
    expect(toDate(null)).toBeNull();
    expect(toDate(Number.NaN)).toBeNull();
  });
});

describe('cellText', () => {
  it('is null for empty cells', () => {
    expect(cellText(null, name)).toBeNull();
    expect(cellText(undefined, num)).toBeNull();
  });

  it('formats temporal columns unless the original value was chosen', () => {
    const ms = Date.UTC(2020, 0, 1);
    expect(cellText(ms, ds)).toBe('2020-01-01');
    expect(cellText(ms, ds, { ds: 'formatted' })).toBe('2020-01-01');
    expect(cellText(ms, ds, { ds: 'original' })).toBe(String(ms));
  });

  it('leaves other columns as received', () => {
    expect(cellText(1234.5, num)).toBe('1234.5');
    expect(cellText(0, num)).toBe('0');
    expect(cellText('', name)).toBe('');
    expect(cellText(false, { key: 'b', type: GenericDataType.BOOLEAN })).toBe('false');
  });

  it('writes objects as JSON', () => {
    expect(originalText({ a: [1, 2] })).toBe('{"a":[1,2]}');
  });
});
