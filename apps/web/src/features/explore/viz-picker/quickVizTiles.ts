/**
 * The tile strip above the control panel: line, bar, area, table, big number
 * and pie, one click away; a current type outside them gets its own tile first so the strip
 * always shows what is selected.
 */
export const QUICK_VIZ_TYPES: readonly string[] = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'table',
  'big_number_total',
  'pie',
];

export function quickTileKeys(current: string): string[] {
  if (current === '' || QUICK_VIZ_TYPES.includes(current)) return [...QUICK_VIZ_TYPES];
  return [current, ...QUICK_VIZ_TYPES];
}
