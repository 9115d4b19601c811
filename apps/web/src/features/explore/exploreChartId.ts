/** The chart explore shows has the saved chart's id, or 0 while it is new. */
export function exploreChartId(savedChartId: number | undefined): number {
  return savedChartId ?? 0;
}
