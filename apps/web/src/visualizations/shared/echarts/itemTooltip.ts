/**
 * The tooltip of charts whose marks each describe themselves (slices, regions, nodes, links):
 * shown for the one item under the pointer and kept inside the chart's box, so it is not cut
 * off by a small dashboard cell.
 */
export function itemTooltip<Formatter>(formatter: Formatter, show = true) {
  return { show, trigger: 'item' as const, confine: true, formatter };
}
