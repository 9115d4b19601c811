/**
 * The tooltip lines every hierarchy chart shows for a node: its share of the whole and of its
 * parent, then its metric value, titled with the node's path.
 */
import { t } from '../../../i18n/t';
import { PATH_SEPARATOR, type IndexedNode } from './hierarchy';
import type { TooltipRow } from '../extended-echarts/tooltipHtml';

export interface HierarchyTooltipFormat {
  total: number;
  metricLabel: string;
  formatValue: (value: number) => string;
  formatPercent: (value: number) => string;
}

function share(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

export function hierarchyTooltipTitle({ node }: IndexedNode): string {
  return node.names.join(PATH_SEPARATOR);
}

export function hierarchyTooltipRows(
  { node, parent }: IndexedNode,
  format: HierarchyTooltipFormat,
): TooltipRow[] {
  const rows: TooltipRow[] = [
    [t('%s of total', format.formatPercent(share(node.value, format.total)))],
  ];
  if (parent) {
    rows.push([t('%s of %s', format.formatPercent(share(node.value, parent.value)), parent.name)]);
  }
  rows.push([format.metricLabel, format.formatValue(node.value)]);
  return rows;
}
