/**
 * Runs the default-value picker's query (filterOptionsQuery.ts) whenever what it depends on
 * changes (dataset, column, pre-filters, sort, parents' defaults), dropping answers to queries
 * the user has already moved on from.
 */
import { useEffect, useMemo, useState } from 'react';
import type { QueryContext } from '@panorama/core/query/query-object';
import { ChartDataError, fetchChartData } from '../../../chart-runtime/chartDataClient';
import type { ChartDataResult } from '../../../visualizations/chartPluginTypes';

export type OptionsQueryState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; rows: Array<Record<string, unknown>> }
  | { status: 'failed'; error: string };

export function useFilterQueryRows(
  queryContext: QueryContext | null,
  dashboardId: number,
): OptionsQueryState {
  // The context is rebuilt on every render; its text is what identifies the query.
  const key = useMemo(() => (queryContext ? JSON.stringify(queryContext) : null), [queryContext]);
  const [state, setState] = useState<{ key: string | null; value: OptionsQueryState }>({
    key: null,
    value: { status: 'idle' },
  });

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    const context = JSON.parse(key) as QueryContext;
    fetchChartData(context, { signal: controller.signal, dashboardId })
      .then((results: ChartDataResult[]) => {
        setState({ key, value: { status: 'loaded', rows: results[0]?.data ?? [] } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ChartDataError ? error.message : String(error);
        setState({ key, value: { status: 'failed', error: message } });
      });
    return () => controller.abort();
  }, [key, dashboardId]);

  if (key === null) return { status: 'idle' };
  return state.key === key ? state.value : { status: 'loading' };
}
