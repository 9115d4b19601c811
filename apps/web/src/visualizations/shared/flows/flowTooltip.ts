/**
 * The tooltip of a flow chart (sankey, chord): a link titled "source → target", a node titled
 * by its name, each with the rows the chart gives it.
 */
import type { TooltipParams } from '../extended-echarts/extendedEChartsOption';
import { tooltipHtml, type TooltipRow } from '../extended-echarts/tooltipHtml';

export interface TooltipLink {
  source: string;
  target: string;
  value: number;
}

export function flowTooltipFormatter(
  linkRows: (link: TooltipLink) => TooltipRow[],
  nodeRows: (name: string) => TooltipRow[],
): (params: unknown) => string {
  return (params) => {
    const { dataType, data, name = '' } = params as TooltipParams;
    if (dataType === 'edge') {
      const link = data as TooltipLink;
      return tooltipHtml(`${link.source} → ${link.target}`, linkRows(link));
    }
    return tooltipHtml(name, nodeRows(name));
  };
}
