/**
 * Runs a filter's own query (its options or bounds) through the chart data API with the
 * dashboard id, as Superset's filter plugins do. A new query aborts the one still running; the
 * same query (by content) is not sent twice.
 */
import { useEffect, useMemo, useState } from 'react';
import type { QueryContext } from '@panorama/core/query/query-object';
import { fetchChartData } from '../../../../chart/chartDataClient';
import type { ChartDataResult } from '../../../../visualizations/chartPluginTypes';

export interface FilterQueryState {
  loading: boolean;
  result: ChartDataResult | undefined;
  error: string | null;
  /** The query text the result belongs to (callers compare it to tell a fresh answer). */
  resultKey: string | null;
}

const IDLE: FilterQueryState = { loading: false, result: undefined, error: null, resultKey: null };

export function useFilterQuery(
  queryContext: QueryContext | null,
  dashboardId: number | null,
): FilterQueryState {
  const key = useMemo(() => (queryContext ? JSON.stringify(queryContext) : null), [queryContext]);
  const [state, setState] = useState<FilterQueryState>(IDLE);

  useEffect(() => {
    if (key === null) {
      setState(IDLE);
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    fetchChartData(JSON.parse(key) as QueryContext, {
      signal: controller.signal,
      dashboardId: dashboardId ?? undefined,
    }).then(
      (results) => {
        if (!controller.signal.aborted) {
          setState({ loading: false, result: results[0], error: null, resultKey: key });
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          loading: false,
          result: undefined,
          error: error instanceof Error ? error.message : String(error),
          resultKey: key,
        });
      },
    );
    return () => controller.abort();
  }, [key, dashboardId]);

  return state;
}
