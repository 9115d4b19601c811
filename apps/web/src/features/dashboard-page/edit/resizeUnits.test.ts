import { describe, expect, it } from 'vitest';
import type { LayoutComponentType, LayoutItemMeta } from '@panorama/core/layout/layout-types';
import {
  handleAxes,
  heightUnitsAfterDrag,
  keyboardResizeStep,
  resizeHandlesFor,
  sizeUnitsOf,
  widthUnitsAfterDrag,
} from './resizeUnits';

// A 1184 px grid: (1184 - 11 gutters × 16) / 12 = 84 px columns, so one column is 100 px of travel.
const COLUMN = 84;
const FULL = { min: 1, max: 12 };

describe('widthUnitsAfterDrag', () => {
  it('adds one column per column width plus gutter travelled, to the nearest column', () => {
    expect(widthUnitsAfterDrag(4, 0, COLUMN, FULL)).toBe(4);
    expect(widthUnitsAfterDrag(4, 49, COLUMN, FULL)).toBe(4);
    expect(widthUnitsAfterDrag(4, 51, COLUMN, FULL)).toBe(5);
    expect(widthUnitsAfterDrag(4, 151, COLUMN, FULL)).toBe(6);
    expect(widthUnitsAfterDrag(4, -260, COLUMN, FULL)).toBe(1);
  });

  it('stays within the bounds where the component stands', () => {
    expect(widthUnitsAfterDrag(4, 1000, COLUMN, FULL)).toBe(12);
    expect(widthUnitsAfterDrag(4, -1000, COLUMN, FULL)).toBe(1);
    expect(widthUnitsAfterDrag(4, 500, COLUMN, { min: 3, max: 6 })).toBe(6);
    expect(widthUnitsAfterDrag(4, -300, COLUMN, { min: 3, max: 6 })).toBe(3);
  });

  it('keeps the width without a measured column, or when no width fits', () => {
    expect(widthUnitsAfterDrag(4, 300, 0, FULL)).toBe(4);
    expect(widthUnitsAfterDrag(4, 300, COLUMN, { min: 5, max: 3 })).toBe(4);
  });
});

describe('heightUnitsAfterDrag', () => {
  it('moves in 8 px steps, to the nearest step', () => {
    expect(heightUnitsAfterDrag(50, 0)).toBe(50);
    expect(heightUnitsAfterDrag(50, 19)).toBe(52); // 2.375 steps
    expect(heightUnitsAfterDrag(50, 21)).toBe(53); // 2.625 steps
    expect(heightUnitsAfterDrag(50, -80)).toBe(40);
  });

  it('stays between 5 and 100 units', () => {
    expect(heightUnitsAfterDrag(50, -400)).toBe(5);
    expect(heightUnitsAfterDrag(50, 1000)).toBe(100);
  });
});

describe('handles', () => {
  const of = (type: LayoutComponentType, meta: LayoutItemMeta = {}) => ({ type, meta });

  it('offers width, height and corner on charts and markdown, only width on columns', () => {
    expect(resizeHandlesFor(of('CHART'))).toEqual(['right', 'bottom', 'bottomRight']);
    expect(resizeHandlesFor(of('MARKDOWN'))).toEqual(['right', 'bottom', 'bottomRight']);
    expect(resizeHandlesFor(of('COLUMN'))).toEqual(['right']);
    expect(resizeHandlesFor(of('ROW'))).toEqual([]);
    expect(resizeHandlesFor(of('HEADER'))).toEqual([]);
  });

  it('offers only the height of a chart or markdown that spans its column', () => {
    expect(resizeHandlesFor(of('CHART'), 'COLUMN')).toEqual(['bottom']);
    expect(resizeHandlesFor(of('MARKDOWN'), 'COLUMN')).toEqual(['bottom']);
    expect(resizeHandlesFor(of('CHART'), 'ROW')).toEqual(['right', 'bottom', 'bottomRight']);
  });

  it('offers all three on a registered component unless it may not be resized', () => {
    expect(resizeHandlesFor(of('DYNAMIC', { componentKey: 'k' }))).toEqual([
      'right',
      'bottom',
      'bottomRight',
    ]);
    expect(resizeHandlesFor(of('DYNAMIC', { componentKey: 'k', resizable: false }))).toEqual([]);
  });

  it('moves the axes of its edge', () => {
    expect(handleAxes('right')).toEqual({ width: true, height: false });
    expect(handleAxes('bottom')).toEqual({ width: false, height: true });
    expect(handleAxes('bottomRight')).toEqual({ width: true, height: true });
  });

  it('takes the arrow keys of its axes', () => {
    expect(keyboardResizeStep('ArrowRight', 'right')).toEqual({ width: 1, height: 0 });
    expect(keyboardResizeStep('ArrowLeft', 'bottomRight')).toEqual({ width: -1, height: 0 });
    expect(keyboardResizeStep('ArrowDown', 'bottom')).toEqual({ width: 0, height: 1 });
    expect(keyboardResizeStep('ArrowUp', 'bottomRight')).toEqual({ width: 0, height: -1 });
    expect(keyboardResizeStep('ArrowDown', 'right')).toBeNull();
    expect(keyboardResizeStep('Enter', 'bottomRight')).toBeNull();
  });
});

describe('sizeUnitsOf', () => {
  it('reads the meta, with a new chart’s 4 × 50 when it has none', () => {
    expect(sizeUnitsOf({ width: 6, height: 30 })).toEqual({ width: 6, height: 30 });
    expect(sizeUnitsOf({})).toEqual({ width: 4, height: 50 });
    expect(sizeUnitsOf({ width: 0, height: -3 })).toEqual({ width: 4, height: 50 });
  });
});
