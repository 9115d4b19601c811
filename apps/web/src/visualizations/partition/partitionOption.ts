/**
 * The Partition Chart's ECharts option at one zoom (pure): each icicle gets an equal band of the
 * height; levels are equal columns from left to right. Zoomed into a node, its icicle shows that
 * node's column and the ones right of it over the full band height, its parent squeezed into a
 * narrow strip at the left to click back out. Rectangles are drawn by a custom series (ECharts'
 * treemap lays out areas, not columns); a label shows only where the rectangle is tall enough
 * for a line of text and is cut to the rectangle's width.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { itemTooltip } from '../shared/echarts/itemTooltip';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { tooltipHtml, type TooltipRow } from '../shared/extended-echarts/tooltipHtml';
import { dataItemKey } from '../shared/hierarchy/hierarchy';
import { hierarchyTooltipRows, hierarchyTooltipTitle } from '../shared/hierarchy/hierarchyTooltip';
import type { Icicle, PartitionChartProps, PartitionItem } from './transformProps';

/** Width of the strip that shows the zoomed node's parent. */
const PARENT_STRIP = 40;
/** Space between stacked icicles. */
const ICICLE_GAP = 6;
/** Labels need a rectangle taller than this (one 12 px line). */
const MIN_LABEL_HEIGHT = 12;
const LABEL_PADDING = 8;
const FONT_SIZE = 12;
/** Pixels below which a cut rectangle is a rounding leftover. */
const EDGE = 1e-6;

/** The node each icicle is zoomed into, by icicle index; missing means its root. */
export type PartitionZoom = Readonly<Record<number, string>>;

export interface PartitionRect {
  item: PartitionItem;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where one icicle's items sit in pixels within its band, cut to the band. */
export function layoutIcicle(
  icicle: Icicle,
  columnCount: number,
  size: { width: number; height: number; top: number },
  zoomId: string | undefined,
): PartitionRect[] {
  const zoomed = icicle.items.find((item) => item.id === zoomId) ?? icicle.items[0];
  if (!zoomed) return [];
  const start = zoomed.depth / columnCount;
  const strip = zoomed.depth > 0 ? PARENT_STRIP : 0;
  const xOf = (share: number) => strip + ((share - start) * (size.width - strip)) / (1 - start);
  const span = zoomed.y1 - zoomed.y0 || 1;
  const yOf = (share: number) => ((share - zoomed.y0) / span) * size.height;
  const rects: PartitionRect[] = [];
  for (const item of icicle.items) {
    const left = Math.max(0, xOf(item.depth / columnCount));
    const right = Math.min(size.width, xOf((item.depth + 1) / columnCount));
    const top = Math.max(0, yOf(item.y0));
    const bottom = Math.min(size.height, yOf(item.y1));
    // Rounding leaves slivers of the nodes beside a zoomed node; they are not drawn.
    if (right - left < EDGE || bottom - top < EDGE) continue;
    rects.push({ item, x: left, y: size.top + top, width: right - left, height: bottom - top });
  }
  return rects;
}

/** The node a click zooms into: a node without drawn children zooms into its parent. */
export function zoomTargetOf(items: readonly PartitionItem[], id: string): string | undefined {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) return undefined;
  return item.hasChildren ? item.id : (item.parentId ?? item.id);
}

/** The icicle and node id a click landed on, if it landed on a node. */
export function clickedNode(
  props: PartitionChartProps,
  event: EChartsMouseEvent,
): { icicle: number; id: string } | undefined {
  const id = dataItemKey(event.data);
  if (id === undefined) return undefined;
  const icicle = props.icicles.findIndex((candidate) =>
    candidate.items.some((item) => item.id === id),
  );
  return icicle < 0 ? undefined : { icicle, id };
}

const formatPercent = getNumberFormatter(',.1%');

function tooltipFormatter(props: PartitionChartProps): (params: unknown) => string {
  const byId = new Map<string, { item: PartitionItem; icicle: Icicle }>();
  for (const icicle of props.icicles) {
    for (const item of icicle.items) byId.set(item.id, { item, icicle });
  }
  const columnName = (depth: number) => props.columnNames[depth] ?? '';
  return (params) => {
    const id = dataItemKey((params as { data?: unknown }).data);
    const entry = id === undefined ? undefined : byId.get(id);
    if (!entry) return '';
    const { item, icicle } = entry;
    const ancestors: PartitionItem[] = [];
    for (let parentId = item.parentId; parentId !== null;) {
      const parent = byId.get(parentId)?.item;
      if (!parent) break;
      ancestors.unshift(parent);
      parentId = parent.parentId;
    }
    const levelRows: TooltipRow[] = props.richTooltip
      ? ancestors.map((ancestor) => [
          columnName(ancestor.depth),
          `${ancestor.node.name}: ${props.formatValue(ancestor.node.value)}`,
        ])
      : [];
    levelRows.push([columnName(item.depth), item.node.name]);
    // Shares of the parent and total only mean something where a parent is its children's sum.
    const shareRows: TooltipRow[] = props.showShares
      ? hierarchyTooltipRows(item, {
          total: icicle.total,
          metricLabel: icicle.metricLabel,
          formatValue: props.formatValue,
          formatPercent,
        })
      : [[icicle.metricLabel, props.formatValue(item.node.value)]];
    const title = item.parent ? hierarchyTooltipTitle(item) : icicle.metricLabel;
    return tooltipHtml(title, [...levelRows, ...shareRows]);
  };
}

/** The option drawing every icicle at `zoom`. */
export function partitionOption(props: PartitionChartProps, zoom: PartitionZoom): object {
  const { icicles, columnCount, width, height } = props;
  const bandHeight = icicles.length
    ? (height - ICICLE_GAP * (icicles.length - 1)) / icicles.length
    : height;
  const rects = icicles.flatMap((icicle, index) =>
    layoutIcicle(
      icicle,
      columnCount,
      { width, height: bandHeight, top: index * (bandHeight + ICICLE_GAP) },
      zoom[index],
    ),
  );
  return {
    animationDurationUpdate: 750,
    tooltip: itemTooltip(tooltipFormatter(props)),
    series: [
      {
        type: 'custom',
        coordinateSystem: 'none',
        data: rects.map(({ item }) => ({ id: item.id, name: item.node.name, key: item.id })),
        renderItem: (params: { dataIndex: number }) => {
          const rect = rects[params.dataIndex];
          if (!rect) return null;
          const { item } = rect;
          const labelled = rect.height > MIN_LABEL_HEIGHT && rect.width > LABEL_PADDING * 2;
          return {
            type: 'rect',
            transition: ['shape'],
            shape: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
            style: { fill: item.color, stroke: '#ffffff', lineWidth: 1 },
            // The label is always given, hidden where it does not fit: an update that left it
            // out would keep the label the rectangle had before (ECharts merges by id).
            textContent: {
              type: 'text',
              ignore: !labelled,
              style: {
                text: item.label,
                fill: item.textColor,
                fontSize: FONT_SIZE,
                overflow: 'truncate',
                width: Math.max(0, rect.width - LABEL_PADDING * 2),
              },
            },
            textConfig: { position: 'insideLeft', distance: LABEL_PADDING },
          };
        },
      },
    ],
  };
}
