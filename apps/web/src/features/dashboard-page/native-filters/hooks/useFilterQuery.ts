/**
 * Runs a filter's own query (its options or bounds) through the chart data API with the
 * dashboard id, as Superset's filter plugins do. A new query aborts the one still running; the
 * same query (by content) is not sent twice.
 */
import { useEffect, useMemo, useState } from 'react';
import type { QueryContext } from '@panorama/core/query/query-object';
import { fetchChartData } from '../../../../chart-runtime/chartDataClient';
import type { ChartDataResult } from '../../../../visualizations/chartPluginTypes';

export interface FilterQueryState {
  loading: boolean;
  result: ChartDataResult | undefined;
  error: string | null;
  /** The query text the result belongs to (callers compare it to tell a fresh answer). */
  resultKey: string | null;
}

const IDLE: FilterQueryState = { loading: false, result: undefined, error: null, resultKey: null };

interface Settled {
  key: string;
  result: ChartDataResult | undefined;
  error: string | null;
}

export function useFilterQuery(
  queryContext: QueryContext | null,
  dashboardId: number | null,
): FilterQueryState {
  const key = useMemo(() => (queryContext ? JSON.stringify(queryContext) : null), [queryContext]);
  // The last answer; the query is loading while that answer belongs to another query text.
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    fetchChartData(JSON.parse(key) as QueryContext, {
      signal: controller.signal,
      dashboardId: dashboardId ?? undefined,
    }).then(
      (results) => {
        if (!controller.signal.aborted) setSettled({ key, result: results[0], error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({
          key,
          result: undefined,
          error: error instanceof Error ? error.message : String(error),
        });
      },
    );
    return () => controller.abort();
  }, [key, dashboardId]);

  if (key === null) return IDLE;
  const fresh = settled?.key === key;
  return {
    loading: !fresh,
    // While a new query runs the previous options stay on screen.
    result: settled?.result,
    error: fresh ? settled.error : null,
    resultKey: settled?.key ?? null,
  };
}
