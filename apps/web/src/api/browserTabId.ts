/**
 * This browser tab's id, sent as `tab_id` with the state a page keeps on the server (explore
 * form data, a dashboard's filter state) so the server keeps one key per tab, as Superset scopes
 * those entries. The id lives in sessionStorage: a reload keeps it, another tab gets its own.
 */
const TAB_ID_KEY = 'panorama.tabId';

export function browserTabId(): number {
  const stored = Number(sessionStorage.getItem(TAB_ID_KEY));
  if (Number.isInteger(stored) && stored > 0) return stored;
  const created = Math.floor(Math.random() * 1_000_000_000) + 1;
  sessionStorage.setItem(TAB_ID_KEY, String(created));
  return created;
}
