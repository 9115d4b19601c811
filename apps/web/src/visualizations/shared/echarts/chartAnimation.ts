/**
 * Whether ECharts may play its entry and update animations where the chart is drawn. Explore
 * keeps them (one chart, changed by hand, the motion shows what changed). A dashboard turns them
 * off: two dozen charts animating at once keep the main thread busy for about a second and the
 * numbers are not readable until the motion ends, which is also what "rendered" (ECharts'
 * 'finished') waits for — for screenshots and reports too.
 */
import { createContext, useContext } from 'react';

export const ChartAnimationContext = createContext(true);

export function useChartAnimation(): boolean {
  return useContext(ChartAnimationContext);
}

/**
 * The option with every animation off: the option-wide switch, and each series' own (pie,
 * funnel, sunburst and treemap turn theirs on, which would win over the option-wide one).
 */
export function withoutAnimation<O extends { series?: unknown }>(option: O): O {
  const { series } = option;
  const still = (entry: unknown) =>
    typeof entry === 'object' && entry !== null ? { ...entry, animation: false } : entry;
  return {
    ...option,
    animation: false,
    ...(series === undefined
      ? {}
      : { series: Array.isArray(series) ? series.map(still) : still(series) }),
  };
}
