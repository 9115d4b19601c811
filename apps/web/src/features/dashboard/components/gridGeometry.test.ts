import { describe, expect, it } from 'vitest';
import { backgroundClass, columnUnitPx, heightPx, widthPx } from './gridGeometry';

describe('grid geometry', () => {
  it('splits the grid width into 12 columns and 11 gutters of 16 px', () => {
    // (1376 - 11 × 16) / 12 = 1200 / 12 = 100
    expect(columnUnitPx(1376)).toBe(100);
    expect(columnUnitPx(100)).toBe(0);
  });

  it('spans columns and the gutters between them', () => {
    expect(widthPx(4, 100)).toBe(4 * 100 + 3 * 16);
    expect(widthPx(12, 100)).toBe(1376);
    expect(widthPx(1, 100)).toBe(100);
    expect(widthPx(20, 100)).toBe(1376);
    expect(widthPx(undefined, 100)).toBe(448);
  });

  it('turns height units into 8 px steps, 50 units by default', () => {
    expect(heightPx(50)).toBe(400);
    expect(heightPx(5)).toBe(40);
    expect(heightPx(undefined)).toBe(400);
  });

  it('maps the background option to a class', () => {
    expect(backgroundClass('BACKGROUND_WHITE')).toBe('pn-dash-bg-white');
    expect(backgroundClass('BACKGROUND_TRANSPARENT')).toBe('pn-dash-bg-transparent');
    expect(backgroundClass(undefined)).toBe('pn-dash-bg-transparent');
  });
});
