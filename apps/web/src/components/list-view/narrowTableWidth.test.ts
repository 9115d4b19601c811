import { describe, expect, it } from 'vitest';
import {
  FLEXIBLE_COLUMN_WIDTH,
  narrowTableWidth,
  SELECTION_COLUMN_WIDTH,
} from './narrowTableWidth';

describe('narrow table width', () => {
  it('adds up the set widths and gives every other column room for a name', () => {
    expect(narrowTableWidth([{ width: 48 }, {}, { width: 110 }], false)).toBe(
      48 + FLEXIBLE_COLUMN_WIDTH + 110,
    );
  });

  it('gives a column whose width is not a pixel count the room of a flexible one', () => {
    expect(narrowTableWidth([{ width: '20%' }], false)).toBe(FLEXIBLE_COLUMN_WIDTH);
  });

  it('makes room for the checkboxes of bulk selection', () => {
    expect(narrowTableWidth([{ width: 100 }], true)).toBe(100 + SELECTION_COLUMN_WIDTH);
  });

  it('is nothing for a table without columns', () => {
    expect(narrowTableWidth([], false)).toBe(0);
  });
});
