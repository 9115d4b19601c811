/** Small pure reads of chart data results shared by the renderer and chart types. */
import type { ChartDataResult } from '../chartPluginTypes';

/** True when there is at least one result and none of them has a row. */
export function isEmptyResult(queriesData: readonly ChartDataResult[]): boolean {
  return queriesData.length > 0 && queriesData.every((result) => !result.data?.length);
}
