import { describe, expect, it } from 'vitest';
import { vizTypeChoices, vizTypeName } from './vizTypes';

describe('vizTypes', () => {
  it('names known types and passes unknown keys through', () => {
    expect(vizTypeName('table')).toBe('Table');
    expect(vizTypeName('echarts_timeseries_line')).toBe('Line Chart');
    expect(vizTypeName('my_plugin')).toBe('my_plugin');
  });

  it('has unique keys, sorted by name for the filter', () => {
    const choices = vizTypeChoices();
    expect(new Set(choices.map((c) => c.key)).size).toBe(choices.length);
    const names = choices.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
