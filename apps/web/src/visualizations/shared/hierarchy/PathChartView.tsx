/**
 * The view of hierarchy charts (sunburst, treemap): draws the option, emits a cross filter when a
 * node is clicked (where the host passes `setDataMask`) and opens the drill menu on right click,
 * both for the node's whole path. The chart's own module registers its series before using this.
 */
import { useCallback } from 'react';

import type { EChartsMouseEvent } from '../echarts/echartsOption';
import { PluginEChartsView } from '../echarts/PluginEChartsView';
import {
  eventNodeKey,
  pathCrossFilterDataMask,
  pathDrillFilters,
  type PathChartProps,
} from './pathCrossFilter';
import { useDrillMenuHandler } from '../echarts/useDrillMenuHandler';

export interface PathChartViewProps extends PathChartProps {
  testId: string;
}

export function PathChartView(props: PathChartViewProps) {
  const { crossFilter, setDataMask, onContextMenu } = props;

  const handleClick = useCallback(
    (event: EChartsMouseEvent) => {
      const key = eventNodeKey(event);
      if (!crossFilter || !setDataMask || key === undefined) return;
      const mask = pathCrossFilterDataMask(crossFilter, key);
      if (mask) setDataMask(mask);
    },
    [crossFilter, setDataMask],
  );

  const handleContextMenu = useDrillMenuHandler(
    onContextMenu,
    useCallback(
      (event: EChartsMouseEvent) => {
        const key = eventNodeKey(event);
        return crossFilter && key !== undefined ? pathDrillFilters(crossFilter, key) : null;
      },
      [crossFilter],
    ),
  );

  return (
    <PluginEChartsView
      chart={props}
      onClick={handleClick}
      onContextMenu={handleContextMenu}
      testId={props.testId}
    />
  );
}
