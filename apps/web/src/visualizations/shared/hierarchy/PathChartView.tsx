/**
 * The view of hierarchy charts (sunburst, treemap): draws the option, emits a cross filter when a
 * node is clicked (where the host passes `setDataMask`) and opens the drill menu on right click,
 * both for the node's whole path. The chart's own module registers its series before using this.
 */
import type { EChartsMouseEvent } from '../echarts/echartsOption';
import { CrossFilterEChartsView } from '../echarts/CrossFilterEChartsView';
import {
  eventNodeKey,
  pathCrossFilterDataMask,
  pathDrillFilters,
  type PathChartProps,
  type PathCrossFilter,
} from './pathCrossFilter';

export interface PathChartViewProps extends PathChartProps {
  testId: string;
}

function nodeMask(crossFilter: PathCrossFilter, event: EChartsMouseEvent) {
  const key = eventNodeKey(event);
  return key === undefined ? null : pathCrossFilterDataMask(crossFilter, key);
}

function nodeDrillFilters(crossFilter: PathCrossFilter | null, event: EChartsMouseEvent) {
  const key = eventNodeKey(event);
  return crossFilter && key !== undefined ? pathDrillFilters(crossFilter, key) : null;
}

const NODE_EVENTS = { maskOf: nodeMask, drillFiltersOf: nodeDrillFilters };

export function PathChartView(props: PathChartViewProps) {
  return <CrossFilterEChartsView chart={props} events={NODE_EVENTS} testId={props.testId} />;
}
