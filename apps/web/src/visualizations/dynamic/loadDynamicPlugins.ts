/**
 * Loads every dynamic plugin the server lists: each bundle URL is imported as a module and must
 * export `plugin` shaped like a ChartPlugin whose key is the listed key. Each key goes mounting ->
 * complete in the store, with an error when its bundle could not be used. Failures are only
 * logged (console.warn): a broken plugin must not stop the app, and charts of that type then
 * report their type as unknown.
 */
import { checkChartPluginShape } from './chartPluginShape';
import type { DynamicPluginOutcome, DynamicPluginStore } from './dynamicPluginStore';
import type { DynamicPluginRecord } from './dynamicPluginTypes';
import { resolveBundleUrl } from './resolveBundleUrl';

/** Imports a module by URL: `import()` in the browser, a fake in tests. */
export type BundleImporter = (url: string) => Promise<unknown>;

export interface DynamicPluginLoadOptions {
  fetchPlugins: () => Promise<readonly DynamicPluginRecord[]>;
  importBundle: BundleImporter;
  store: DynamicPluginStore;
  /** The page's origin, against which same-origin bundle paths resolve. */
  pageOrigin: string;
  warn?: (message: string, detail?: unknown) => void;
}

function describeError(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

async function loadOne(
  record: DynamicPluginRecord,
  { importBundle, pageOrigin }: DynamicPluginLoadOptions,
): Promise<DynamicPluginOutcome> {
  const url = resolveBundleUrl(record.bundle_url, pageOrigin);
  if (url === null) return { error: `Refusing bundle URL ${JSON.stringify(record.bundle_url)}.` };
  let moduleExports: unknown;
  try {
    moduleExports = await importBundle(url);
  } catch (err) {
    return { error: describeError(err) };
  }
  return checkChartPluginShape(moduleExports, record.key);
}

/** Never rejects: every failure ends as a warning and, per plugin, an error in the store. */
export async function loadDynamicPlugins(options: DynamicPluginLoadOptions): Promise<void> {
  const { store, warn = console.warn } = options;
  store.listingStarted();
  let records: readonly DynamicPluginRecord[];
  try {
    records = await options.fetchPlugins();
  } catch (err) {
    warn('Failed to load the list of dynamic plugins', err);
    store.begin([]);
    return;
  }
  // Keys are unique on the server; should two rows still share one, the first listed wins.
  const unique = records.filter(
    (record, index) => records.findIndex((other) => other.key === record.key) === index,
  );
  store.begin(unique.map((record) => record.key));
  await Promise.all(
    unique.map(async (record) => {
      const outcome = await loadOne(record, options);
      if ('error' in outcome) {
        warn(`Failed to load dynamic plugin ${record.key}: ${outcome.error}`);
      }
      store.complete(record.key, outcome);
    }),
  );
}
