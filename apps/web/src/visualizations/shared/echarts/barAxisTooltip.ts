/**
 * The tooltip of bar charts that describe a whole x-axis category at once (histogram bins,
 * waterfall steps): shown for the category under the pointer, shading its band, and kept inside
 * the chart's box.
 */
export function barAxisTooltip<Formatter>(formatter: Formatter) {
  return {
    show: true,
    trigger: 'axis' as const,
    confine: true,
    axisPointer: { type: 'shadow' as const },
    formatter,
  };
}
