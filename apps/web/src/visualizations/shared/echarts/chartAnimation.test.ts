import { describe, expect, it } from 'vitest';
import { withoutAnimation } from './chartAnimation';

describe('withoutAnimation', () => {
  it('switches off the option-wide and every series’ own animation', () => {
    const option = {
      animation: true,
      title: { text: 'Sales' },
      series: [
        { type: 'pie', animation: true, data: [1, 2] },
        { type: 'line', data: [3] },
      ],
    };
    expect(withoutAnimation(option)).toEqual({
      animation: false,
      title: { text: 'Sales' },
      series: [
        { type: 'pie', animation: false, data: [1, 2] },
        { type: 'line', animation: false, data: [3] },
      ],
    });
    // The caller's option is left as it was.
    expect(option.series[0]?.animation).toBe(true);
  });

  it('handles a single series object and an option without series', () => {
    expect(withoutAnimation({ series: { type: 'gauge', animation: true } })).toEqual({
      animation: false,
      series: { type: 'gauge', animation: false },
    });
    const noSeries: { grid: object; series?: unknown } = { grid: {} };
    expect(withoutAnimation(noSeries)).toEqual({ animation: false, grid: {} });
  });
});
