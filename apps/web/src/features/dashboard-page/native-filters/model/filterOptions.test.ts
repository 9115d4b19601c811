import { describe, expect, it } from 'vitest';
import { optionsWithSelected, type SelectOption } from './filterOptions';

const option = (value: string | number): SelectOption => ({
  key: JSON.stringify(value),
  value,
  label: String(value),
});

describe('optionsWithSelected', () => {
  it('keeps the queried options in order and appends selected values they lack', () => {
    const searched = [option('item 1500'), option('item 150')];
    expect(optionsWithSelected(searched, ['item 7', 'item 1500'])).toEqual([
      option('item 1500'),
      option('item 150'),
      option('item 7'),
    ]);
  });

  it('a value picked from a search stays offered once the search is cleared', () => {
    const firstPage = [option('item 1'), option('item 2')];
    expect(optionsWithSelected(firstPage, ['item 1500']).map((o) => o.label)).toEqual([
      'item 1',
      'item 2',
      'item 1500',
    ]);
  });

  it('tells a number from its text and lists each selected value once', () => {
    expect(optionsWithSelected([option(5)], ['5', 5, '5'])).toEqual([option(5), option('5')]);
  });
});
