import { describe, expect, it } from 'vitest';
import { GRID_COLUMN_COUNT } from './layout-constants';
import {
  drawnColumns,
  isPhoneWidth,
  PHONE_MAX_WIDTH,
  PHONE_MEDIA_QUERY,
  stacksLayout,
} from './phone-layout';

describe('phone layout', () => {
  it('draws viewports narrower than a tablet (768 px) as a phone', () => {
    expect(isPhoneWidth(390)).toBe(true);
    expect(isPhoneWidth(PHONE_MAX_WIDTH)).toBe(true);
    expect(isPhoneWidth(768)).toBe(false);
    expect(isPhoneWidth(1024)).toBe(false);
    expect(isPhoneWidth(1440)).toBe(false);
  });

  it('treats an unmeasured viewport as not a phone', () => {
    expect(isPhoneWidth(0)).toBe(false);
  });

  it('matches the same edge in its media query', () => {
    expect(PHONE_MEDIA_QUERY).toBe('(max-width: 767px)');
  });

  it('stacks on a phone unless the dashboard is being edited', () => {
    expect(stacksLayout(true, false)).toBe(true);
    expect(stacksLayout(true, true)).toBe(false);
    expect(stacksLayout(false, false)).toBe(false);
    expect(stacksLayout(false, true)).toBe(false);
  });

  it('draws every component at the full grid width when stacked', () => {
    expect(drawnColumns(4, true)).toBe(GRID_COLUMN_COUNT);
    expect(drawnColumns(undefined, true)).toBe(GRID_COLUMN_COUNT);
    expect(drawnColumns(12, true)).toBe(GRID_COLUMN_COUNT);
  });

  it('keeps each component its own width when not stacked', () => {
    expect(drawnColumns(4, false)).toBe(4);
    expect(drawnColumns(7, false)).toBe(7);
    expect(drawnColumns(undefined, false)).toBeUndefined();
  });
});
