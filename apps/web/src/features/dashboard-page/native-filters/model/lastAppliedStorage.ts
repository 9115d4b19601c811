/**
 * The user's last applied filter values per dashboard, kept in the browser (localStorage) so a
 * reopened dashboard shows what the user last looked at. Stored in the URL format (values that
 * differ from the defaults, cross filters), and read back through the same sanitising as a link.
 * Storage may be unavailable (private mode, quota): then nothing is remembered.
 */
import type { DataMaskMap } from '@panorama/core/filters/filter-types';

const PREFIX = 'panorama.dashboard.nativeFilters.';

function storageKey(dashboardId: number): string {
  return `${PREFIX}${dashboardId}`;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readLastApplied(dashboardId: number): unknown {
  try {
    const text = storage()?.getItem(storageKey(dashboardId));
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Stores the state; an empty state removes the entry (the defaults apply next time). */
export function writeLastApplied(dashboardId: number, state: DataMaskMap): void {
  try {
    const store = storage();
    if (!store) return;
    if (Object.keys(state).length === 0) store.removeItem(storageKey(dashboardId));
    else store.setItem(storageKey(dashboardId), JSON.stringify(state));
  } catch {
    // Quota or privacy settings: remembering is a convenience, not a requirement.
  }
}
