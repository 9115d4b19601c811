import { describe, expect, it } from 'vitest';
import { crossFilterDataMask, isCrossFilterValueSelected } from './cross-filter';

describe('crossFilterDataMask', () => {
  it('emits one IN clause per group-by column', () => {
    const mask = crossFilterDataMask(['origin', 'carrier'], [['SFO', 'AA']]);
    expect(mask.extraFormData).toEqual({
      filters: [
        { col: 'origin', op: 'IN', val: ['SFO'] },
        { col: 'carrier', op: 'IN', val: ['AA'] },
      ],
    });
    expect(mask.filterState).toEqual({
      label: 'SFO, AA',
      value: [['SFO', 'AA']],
      filters: { origin: ['SFO'], carrier: ['AA'] },
    });
  });

  it('collects several selected points per column without repeats', () => {
    const mask = crossFilterDataMask(['origin'], [['SFO'], ['LAX'], ['SFO']]);
    expect(mask.extraFormData?.filters).toEqual([{ col: 'origin', op: 'IN', val: ['SFO', 'LAX'] }]);
  });

  it('sends dates as epoch milliseconds with the grain on __timestamp', () => {
    const day = new Date(Date.UTC(2020, 0, 2));
    const mask = crossFilterDataMask(['__timestamp'], [[day]], { timeGrain: 'P1D' });
    expect(mask.extraFormData?.filters).toEqual([
      { col: '__timestamp', op: 'IN', val: [1577923200000], grain: 'P1D' },
    ]);
    expect(mask.filterState?.value).toEqual([[1577923200000]]);
    expect(
      crossFilterDataMask(['ds'], [[day]], { timeGrain: 'P1D' }).extraFormData?.filters,
    ).toEqual([{ col: 'ds', op: 'IN', val: [1577923200000] }]);
  });

  it('turns an empty value into IS NULL', () => {
    const mask = crossFilterDataMask(['origin', 'carrier'], [['SFO', null]]);
    expect(mask.extraFormData?.filters).toEqual([
      { col: 'origin', op: 'IN', val: ['SFO'] },
      { col: 'carrier', op: 'IS NULL' },
    ]);
    expect(mask.filterState?.label).toBe('SFO, <NULL>');
  });

  it('clears with null or nothing selected', () => {
    const cleared = {
      extraFormData: { filters: [] },
      filterState: { label: null, value: null, filters: null },
    };
    expect(crossFilterDataMask(['origin'], null)).toEqual(cleared);
    expect(crossFilterDataMask(['origin'], [])).toEqual(cleared);
  });
});

describe('isCrossFilterValueSelected', () => {
  it('matches a selected row, dates by their instant', () => {
    const day = new Date(Date.UTC(2020, 0, 2));
    const mask = crossFilterDataMask(['origin', '__timestamp'], [['SFO', day]]);
    expect(isCrossFilterValueSelected(mask, ['SFO', new Date(day.getTime())])).toBe(true);
    expect(isCrossFilterValueSelected(mask, ['LAX', day])).toBe(false);
    expect(isCrossFilterValueSelected(undefined, ['SFO'])).toBe(false);
    expect(isCrossFilterValueSelected(crossFilterDataMask(['origin'], null), ['SFO'])).toBe(false);
  });
});
