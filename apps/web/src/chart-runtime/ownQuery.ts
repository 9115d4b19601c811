/**
 * Chart types without a query of their own: a multi-layer map draws other saved charts, each of
 * which runs its own query, so its `buildQuery` returns no query objects. The chart runtime sends
 * such a chart no request (its result is the empty list), and there are no results to show,
 * export, view as SQL or open in SQL Lab: the pages say so instead of asking the server, which
 * refuses a request without queries.
 */
import type { QueryContext } from '@panorama/core/query/query-object';
import { t } from '../i18n/t';

export function hasOwnQuery(queryContext: QueryContext): boolean {
  return queryContext.queries.length > 0;
}

/** Why a chart without its own query offers no data, for menus and the results pane. */
export function noOwnQueryReason(): string {
  return t(
    'This chart has no query of its own: it draws other saved charts, each with its own data.',
  );
}
