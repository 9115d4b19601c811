/**
 * Dynamic chart plugins: chart types an admin registers on the server (key and bundle URL) that
 * the app loads at run time when the DYNAMIC_PLUGINS feature flag is on. A bundle is an ES
 * module exporting `plugin`, a ChartPlugin (../chartPluginTypes.ts) whose key is the listed key.
 */

/** One row of `GET /dynamic-plugins/api/read`. */
export interface DynamicPluginRecord {
  id: number;
  name: string;
  key: string;
  bundle_url: string;
}

/** `GET /dynamic-plugins/api/read`: Flask-AppBuilder's list envelope. */
export interface DynamicPluginListResponse {
  count: number;
  ids: number[];
  result: DynamicPluginRecord[];
}

/**
 * Where one plugin's bundle is: `mounting` while it loads, then `complete`, with the reason
 * when it could not be used (the failure is only logged, never shown).
 */
export type DynamicPluginLoadState =
  { key: string; status: 'mounting' } | { key: string; status: 'complete'; error?: string };
