/**
 * The mixed chart's component: draws the option, emits a cross filter on the clicked series'
 * group values (by the group-by of the query the series comes from, where the host passes
 * `setDataMask`), and opens the drill menu on right click with the point's filters.
 * Lines and bars, the usual mix, are registered up front; scatter series, zoom and annotation
 * marks load when an option uses them.
 */
import { useMemo } from 'react';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import '../shared/echarts/parts/barSeries';
import '../shared/echarts/parts/lineSeries';
import { crossFilterDataMask } from '../shared/echarts/crossFilter';
import { pointDrillFilters } from '../shared/echarts/drillMenu';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { CrossFilterEChartsView } from '../shared/echarts/CrossFilterEChartsView';
import { ANNOTATION_ID_PREFIX } from '../timeseries/annotations/annotationSeries';
import type { MixedTimeseriesChartProps } from './transformProps';

// The tooltip brings the axis pointer its 'axis' trigger draws.
registerEChartsParts([GridComponent, TooltipComponent, LegendComponent]);

function dataSeriesName(event: EChartsMouseEvent): string | undefined {
  if (event.componentType !== 'series' || typeof event.seriesName !== 'string') return undefined;
  return event.seriesId?.startsWith(ANNOTATION_ID_PREFIX) ? undefined : event.seriesName;
}

type MixedCrossFilter = NonNullable<MixedTimeseriesChartProps['crossFilter']>;

/** The query's filter a series belongs to; null for a series of no query with group-by. */
function queryFilterOf(crossFilter: MixedCrossFilter | null, name: string) {
  const query = crossFilter?.queryOf[name];
  return query === undefined ? null : (crossFilter?.queries[query] ?? null);
}

function seriesMask(crossFilter: MixedCrossFilter, event: EChartsMouseEvent) {
  const name = dataSeriesName(event);
  const filter = name === undefined ? null : queryFilterOf(crossFilter, name);
  if (name === undefined || !filter) return null;
  // A selection belongs to one query: names of the other one are dropped.
  const selected = crossFilter.selectedNames.filter((selectedName) =>
    Object.hasOwn(filter.valuesByName, selectedName),
  );
  return crossFilterDataMask(filter.groupby, filter.valuesByName, selected, name);
}

export default function MixedTimeseriesChart(props: MixedTimeseriesChartProps) {
  const xLabel = props.xAxis.label;

  const events = useMemo(
    () => ({
      maskOf: seriesMask,
      drillFiltersOf: (crossFilter: MixedCrossFilter | null, event: EChartsMouseEvent) => {
        const name = dataSeriesName(event);
        if (name === undefined) return null;
        const value = Array.isArray(event.value) ? (event.value as unknown[]) : [];
        const filter = queryFilterOf(crossFilter, name);
        return pointDrillFilters(
          xLabel,
          value[0],
          filter?.groupby ?? [],
          filter?.valuesByName[name] ?? [],
        );
      },
    }),
    [xLabel],
  );

  return <CrossFilterEChartsView chart={props} events={events} testId="echarts-mixed-timeseries" />;
}
