/**
 * `/explore/?slice_id=…&standalone=true`: the chart alone, filling the window, without the editor
 * or the navigation — what Superset's standalone explore shows, and what report screenshots and
 * embeds capture. The chart runs once on opening; its container carries data-chart-status.
 */
import { useEffect, useRef } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { ChartContainer } from '../../chart-runtime/ChartContainer';
import { runChartQuery } from '../../chart-runtime/runChartQuery';
import { useElementSize } from '../../components/useElementSize';
import { useHideNavigation } from '../../shell/appChrome';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useChartPlugin } from '../../visualizations/useChartPlugin';
import { exploreChartId } from './exploreChartId';

export function ExploreStandaloneChart() {
  useHideNavigation(true);
  const dispatch = useAppDispatch();
  const explore = useAppSelector((state) => state.explore);
  const formData = explore.formData as QueryFormData;
  const savedChartId = explore.slice?.slice_id;
  const chartId = exploreChartId(savedChartId);
  const plugin = useChartPlugin(formData.viz_type);
  const [areaRef, size] = useElementSize<HTMLDivElement>();

  const ran = useRef<number | null>(null);
  useEffect(() => {
    if (ran.current === chartId || !plugin) return;
    ran.current = chartId;
    void dispatch(runChartQuery({ id: chartId, formData, plugin, savedChartId }));
  }, [chartId, formData, plugin, savedChartId, dispatch]);

  return (
    <div className="pn-explore-standalone" ref={areaRef} data-testid="explore-standalone">
      {size.width > 0 && size.height > 0 && (
        <ChartContainer
          id={chartId}
          plugin={plugin}
          datasource={explore.datasource}
          width={size.width}
          height={size.height}
          context="EMBEDDED"
        />
      )}
    </div>
  );
}
