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
