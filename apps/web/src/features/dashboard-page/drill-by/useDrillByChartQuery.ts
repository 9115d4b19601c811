/**
 * The query of the chart a drill-by modal shows. It runs through the same chart lifecycle as the
 * dashboard's charts (so the same request, status record and renderer), under an id of its own
 * that no saved chart has: negative, one per modal, dropped when the modal closes.
 */
import { useEffect, useState } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { chartRemoved } from '../../../chart-runtime/chartsSlice';
import { runChartQuery } from '../../../chart-runtime/runChartQuery';
import { useAppDispatch } from '../../../store/hooks';
import type { ChartPlugin } from '../../../visualizations/chartPluginTypes';

let lastDrillChartId = 0;

function nextDrillChartId(): number {
  lastDrillChartId -= 1;
  return lastDrillChartId;
}

export interface DrillByChartQueryArgs {
  formData: QueryFormData;
  plugin: ChartPlugin | undefined;
  /** The dashboard chart drilled from, sent as the dashboard sends it for access checks. */
  savedChartId: number;
  dashboardId: number | undefined;
}

/** Runs the query whenever the form data changes; returns the id its status record has. */
export function useDrillByChartQuery(args: DrillByChartQueryArgs): number {
  const { formData, plugin, savedChartId, dashboardId } = args;
  const dispatch = useAppDispatch();
  const [id] = useState(nextDrillChartId);
  useEffect(() => {
    if (!plugin) return;
    void dispatch(runChartQuery({ id, formData, plugin, savedChartId, dashboardId }));
  }, [id, formData, plugin, savedChartId, dashboardId, dispatch]);
  useEffect(() => () => void dispatch(chartRemoved({ id })), [id, dispatch]);
  return id;
}
