import { describe, expect, it } from 'vitest';
import { dashboardPath } from './dashboardTypes';

describe('dashboardPath', () => {
  it('prefers the slug and falls back to the id', () => {
    expect(dashboardPath({ id: 4, slug: 'sales' })).toBe('/dashboard/sales/');
    expect(dashboardPath({ id: 4, slug: null })).toBe('/dashboard/4/');
    expect(dashboardPath({ id: 4, slug: '  ' })).toBe('/dashboard/4/');
  });

  it('keeps a slug inside its path segment', () => {
    expect(dashboardPath({ id: 4, slug: 'a/../b?x' })).toBe('/dashboard/a%2F..%2Fb%3Fx/');
  });
});
