import { describe, expect, it } from 'vitest';
import { asTimeSeriesColumn, fieldsFor, timeSeriesColumnTitle } from './timeSeriesColumn';

describe('time-series columns', () => {
  it('fills defaults', () => {
    expect(asTimeSeriesColumn({ label: 'YoY', colType: 'time' })).toMatchObject({
      label: 'YoY',
      colType: 'time',
      showYAxis: false,
      bounds: [null, null],
    });
  });
  it('shows the options of each kind', () => {
    expect(fieldsFor('spark')).toContain('yAxisBounds');
    expect(fieldsFor('spark')).not.toContain('comparisonType');
    expect(fieldsFor('time')).toContain('comparisonType');
    expect(fieldsFor('')).toEqual(['label', 'tooltip', 'colType']);
  });
  it('titles by label, then kind', () => {
    expect(timeSeriesColumnTitle(asTimeSeriesColumn({ label: 'A' }))).toBe('A');
    expect(timeSeriesColumnTitle(asTimeSeriesColumn({ colType: 'spark' }))).toBe('Sparkline');
    expect(timeSeriesColumnTitle(asTimeSeriesColumn({}))).toBe('Column');
  });
});
