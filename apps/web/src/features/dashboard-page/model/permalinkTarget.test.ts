import { describe, expect, it } from 'vitest';
import { permalinkTarget } from './permalinkTarget';

describe('permalinkTarget', () => {
  it('opens the dashboard by id with the kept URL parameters and the key', () => {
    expect(
      permalinkTarget('abc', {
        dashboardId: '12',
        state: {
          urlParams: [
            ['uiConfig', '8'],
            ['foo', 'a b'],
            ['permalink_key', 'old'],
          ],
        },
      }),
    ).toBe('/dashboard/12/?uiConfig=8&foo=a+b&permalink_key=abc');
  });

  it('works without kept parameters', () => {
    expect(permalinkTarget('k', { dashboardId: '3', state: {} })).toBe(
      '/dashboard/3/?permalink_key=k',
    );
  });
});
