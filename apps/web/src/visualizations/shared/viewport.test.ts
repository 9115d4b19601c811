import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEWPORT, asViewport, viewportLabel } from './viewport';

describe('viewport', () => {
  it('defaults to the Superset viewport', () => {
    expect(asViewport(undefined)).toEqual({
      longitude: 6.85,
      latitude: 31.22,
      zoom: 1,
      bearing: 0,
      pitch: 0,
    });
  });
  it('keeps numeric fields and repairs the rest', () => {
    expect(asViewport({ longitude: -122.4, latitude: '37.8', zoom: 'far' })).toEqual({
      ...DEFAULT_VIEWPORT,
      longitude: -122.4,
      latitude: 37.8,
    });
  });
  it('labels by position', () => {
    expect(viewportLabel(DEFAULT_VIEWPORT)).toBe('6.85° 31.22°');
  });
});
