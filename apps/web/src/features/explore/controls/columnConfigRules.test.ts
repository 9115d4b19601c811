import { describe, expect, it } from 'vitest';
import {
  MAX_SHOWN_COLUMNS,
  needsShowAllToggle,
  POSITIVE_NUMBER_ERROR,
  shownColumns,
  validateColumnWidth,
} from './columnConfigRules';

const names = (count: number) => Array.from({ length: count }, (_, i) => `c${i}`);

describe('which columns the per-column editor lists', () => {
  it('lists up to twelve columns in full, with no toggle', () => {
    for (const count of [0, 1, 10, 11, 12]) {
      expect(needsShowAllToggle(count)).toBe(false);
      expect(shownColumns(names(count), false)).toHaveLength(count);
    }
  });

  it('shows the first ten of more than twelve until all are asked for', () => {
    expect(MAX_SHOWN_COLUMNS).toBe(10);
    expect(needsShowAllToggle(13)).toBe(true);
    expect(shownColumns(names(13), false)).toEqual(names(10));
    expect(shownColumns(names(13), true)).toEqual(names(13));
    expect(shownColumns(names(40), false)).toHaveLength(10);
  });
});

describe('column width validation', () => {
  it('accepts blank (automatic) and positive numbers, typed or stored', () => {
    for (const value of ['', null, undefined, '120', ' 80 ', 1, 0.5, '12.5']) {
      expect(validateColumnWidth(value)).toBe(false);
    }
  });

  it('refuses text that is not a number with the number message', () => {
    for (const value of ['abc', '12px', 'NaN', 'Infinity', true]) {
      expect(validateColumnWidth(value)).toBe('is expected to be a number');
    }
  });

  it('refuses zero and negative widths', () => {
    for (const value of ['0', 0, '-10', -1]) {
      expect(validateColumnWidth(value)).toBe(POSITIVE_NUMBER_ERROR);
    }
  });
});
