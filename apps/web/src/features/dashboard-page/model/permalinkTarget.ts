/** Where a dashboard permalink leads: its dashboard, with the URL parameters it kept. */
import type { DashboardPermalinkValue } from '../api/dashboardApiTypes';

/** The dashboard URL a permalink opens. */
export function permalinkTarget(key: string, value: DashboardPermalinkValue): string {
  const search = new URLSearchParams();
  for (const [name, paramValue] of value.state.urlParams ?? []) {
    if (name !== null && name !== 'permalink_key') search.append(name, paramValue ?? '');
  }
  search.set('permalink_key', key);
  return `/dashboard/${encodeURIComponent(value.dashboardId)}/?${search.toString()}`;
}
