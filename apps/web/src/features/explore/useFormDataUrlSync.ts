/**
 * Keeps the chart being edited in the server's form data cache and its key in the address bar
 * (`/explore/?form_data_key=…&slice_id=…`, as Superset does), so a reload or a shared link opens
 * the unsaved edits. The address is replaced without a router navigation: explore must not
 * reopen (and reset) because its own URL changed.
 */
import { useEffect, useRef } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { parseDatasourceKey } from '@panorama/core/query/form-data';
import { browserTabId } from '../../api/browserTabId';
import { useSaveExploreFormDataMutation } from './exploreApi';

const SYNC_DELAY_MS = 1000;

export function exploreUrlFor(key: string, savedChartId: number | undefined): string {
  const search = new URLSearchParams({ form_data_key: key });
  if (savedChartId !== undefined) search.set('slice_id', String(savedChartId));
  return `/explore/?${search.toString()}`;
}

export function useFormDataUrlSync(
  formData: QueryFormData,
  savedChartId: number | undefined,
): void {
  const [save] = useSaveExploreFormDataMutation();
  const key = useRef<string | null>(
    new URLSearchParams(window.location.search).get('form_data_key'),
  );
  const first = useRef(true);

  useEffect(() => {
    // What explore opened with is already where the URL points.
    if (first.current) {
      first.current = false;
      return;
    }
    const datasource = parseDatasourceKey(formData.datasource);
    if (!datasource) return;
    const timer = window.setTimeout(() => {
      save({
        key: key.current,
        tabId: browserTabId(),
        body: {
          datasource_id: datasource.id,
          datasource_type: datasource.type,
          chart_id: savedChartId ?? null,
          form_data: JSON.stringify(formData),
        },
      })
        .unwrap()
        .then((answer) => {
          key.current = answer.key;
          window.history.replaceState(
            window.history.state,
            '',
            exploreUrlFor(answer.key, savedChartId),
          );
        })
        // Losing the cache entry only loses reload-survival; the editor itself is unaffected.
        .catch(() => undefined);
    }, SYNC_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [formData, savedChartId, save]);
}
