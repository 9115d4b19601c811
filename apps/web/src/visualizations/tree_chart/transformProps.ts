/**
 * Query result + form data → the tree's ECharts option (pure). The tree grows from the root node
 * (see treeNodes.ts), orthogonally in the chosen direction or radially; inner nodes and leaves
 * get their own label positions, and hovering a node highlights its ancestors or descendants.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { t } from '../../i18n/t';
import type { ChartProps } from '../chartPluginTypes';
import { readChoice, readNumber, readOptionalString } from '../shared/echarts/formDataValues';
import { readMetricLabel } from '../shared/formDataMetrics';
import type {
  ExtendedEChartsOption,
  TooltipParams,
  TreeSeriesOption,
} from '../shared/extended-echarts/extendedEChartsOption';
import { readColumnLabel } from '../shared/form-data/formDataColumns';
import { tooltipHtml } from '../shared/extended-echarts/tooltipHtml';
import { buildTree } from './treeNodes';

export type TreeChartProps = {
  option: ExtendedEChartsOption;
  width: number;
  height: number;
};

const LABEL_POSITIONS = ['left', 'top', 'right', 'bottom'] as const;
export const TREE_SYMBOLS = [
  'emptyCircle',
  'circle',
  'rect',
  'triangle',
  'diamond',
  'pin',
  'arrow',
  'none',
] as const;

function readRoam(value: unknown): boolean | 'scale' | 'move' {
  if (typeof value === 'boolean') return value;
  return value === 'scale' || value === 'move' ? value : false;
}

/** The message when `root_node_id` names no node. */
export function missingRootMessage(rootNodeId: string): string {
  return t('No node has the id "%s" given as root node id.', rootNodeId);
}

export function transformProps(chartProps: ChartProps): TreeChartProps {
  const { formData, queriesData, width, height } = chartProps;
  const result = queriesData[0];
  const metricLabel = readMetricLabel(formData.metric);
  const rootNodeId = readOptionalString(formData, 'root_node_id')?.trim();
  const tree = buildTree({
    rows: result?.data ?? [],
    id: readColumnLabel(formData, 'id') ?? '',
    parent: readColumnLabel(formData, 'parent') ?? '',
    name: readColumnLabel(formData, 'name'),
    metric: metricLabel,
    rootNodeId,
    virtualRootName: t('root'),
  });
  if (!tree && rootNodeId) throw new Error(missingRootMessage(rootNodeId));

  const layout = readChoice(formData, 'layout', ['orthogonal', 'radial'] as const, 'orthogonal');
  const formatValue = getNumberFormatter();

  const series: TreeSeriesOption = {
    type: 'tree',
    data: tree ? [tree] : [],
    layout,
    ...(layout === 'orthogonal'
      ? { orient: readChoice(formData, 'orient', ['LR', 'RL', 'TB', 'BT'] as const, 'LR') }
      : {}),
    symbol: readChoice(formData, 'symbol', TREE_SYMBOLS, 'emptyCircle'),
    symbolSize: readNumber(formData, 'symbolSize', 7),
    roam: readRoam(formData.roam),
    expandAndCollapse: true,
    label: {
      position: readChoice(formData, 'node_label_position', LABEL_POSITIONS, 'left'),
      color: '#666666',
    },
    leaves: {
      label: { position: readChoice(formData, 'child_label_position', LABEL_POSITIONS, 'bottom') },
    },
    emphasis: {
      focus: readChoice(formData, 'emphasis', ['ancestor', 'descendant'] as const, 'descendant'),
    },
    lineStyle: { color: '#CCCCCC', width: 1.5 },
    select: { itemStyle: { borderWidth: 3 }, label: { fontWeight: 'bolder' } },
    animationDuration: 500,
  };

  return {
    option: {
      tooltip: {
        show: true,
        trigger: 'item',
        triggerOn: 'mousemove',
        confine: true,
        formatter: (params: unknown) => {
          const { name = '', value } = params as TooltipParams;
          return tooltipHtml(
            name,
            metricLabel !== undefined && typeof value === 'number'
              ? [[metricLabel, formatValue(value)]]
              : [],
          );
        },
      },
      series: [series],
    },
    width,
    height,
  };
}
