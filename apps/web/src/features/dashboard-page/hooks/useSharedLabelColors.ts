/**
 * The shared colour map the charts of the open dashboard draw with, brought up to date whenever
 * a chart's labels change. The same object while its content is unchanged, so charts redraw only
 * when a colour does.
 */
import type { LabelColorMap } from '@panorama/core/color/label-colors';
import { useMemo, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../../store/hooks';
import {
  chartLabelsOf,
  subscribeChartLabels,
} from '../../../visualizations/shared/color/chartLabelRecorder';
import { useShallowStable } from '../../../visualizations/shared/useShallowStable';
import { dashboardSharedLabelColors } from '../model/sharedLabelColors';

export function useSharedLabelColors(): LabelColorMap {
  const metadata = useAppSelector((state) => state.dashboardInfo.metadata);
  const dashboardId = useAppSelector((state) => state.dashboardInfo.id) ?? 0;
  const labels = useSyncExternalStore(subscribeChartLabels, () => chartLabelsOf(dashboardId));
  const colors = useMemo(() => dashboardSharedLabelColors(metadata, labels), [metadata, labels]);
  return useShallowStable(colors);
}
