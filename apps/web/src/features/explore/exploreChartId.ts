/** The chart explore shows has the saved chart's id, or 0 while it is new. */
export function exploreChartId(sliceId: number | undefined): number {
  return sliceId ?? 0;
}
