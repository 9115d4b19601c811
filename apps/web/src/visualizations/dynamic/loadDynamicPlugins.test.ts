import { describe, expect, it } from 'vitest';
import { createDynamicPluginStore, type DynamicPluginsSnapshot } from './dynamicPluginStore';
import type { DynamicPluginRecord } from './dynamicPluginTypes';
import { loadDynamicPlugins, type BundleImporter } from './loadDynamicPlugins';
import { testPlugin } from './testPlugin';

const ORIGIN = 'https://bi.example.com';

function record(id: number, key: string, bundleUrl: string): DynamicPluginRecord {
  return { id, name: `Plugin ${key}`, key, bundle_url: bundleUrl };
}

/** A promise the test settles by hand, to observe the states in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function statusOf(snapshot: DynamicPluginsSnapshot) {
  return Object.fromEntries(
    Object.values(snapshot.states).map((s) => [
      s.key,
      s.status === 'complete' && s.error !== undefined ? `complete: ${s.error}` : s.status,
    ]),
  );
}

/** Loads `records` into a new store through `importBundle`: the store, and the warnings logged. */
async function loadListed(records: DynamicPluginRecord[], importBundle: BundleImporter) {
  const store = createDynamicPluginStore();
  const warnings: string[] = [];
  await loadDynamicPlugins({
    fetchPlugins: () => Promise.resolve(records),
    importBundle,
    store,
    pageOrigin: ORIGIN,
    warn: (message) => warnings.push(message),
  });
  return { store, warnings };
}

describe('loadDynamicPlugins', () => {
  it('mounts every listed plugin, then completes each with or without an error', async () => {
    const store = createDynamicPluginStore();
    const list = deferred<DynamicPluginRecord[]>();
    const bundles = new Map([
      ['https://cdn.example.com/good.js', deferred<unknown>()],
      [`${ORIGIN}/static/broken.js`, deferred<unknown>()],
    ]);
    const imported: string[] = [];
    const importBundle: BundleImporter = (url) => {
      imported.push(url);
      const bundle = bundles.get(url);
      return bundle ? bundle.promise : Promise.reject(new Error(`unexpected ${url}`));
    };
    const warnings: string[] = [];

    const done = loadDynamicPlugins({
      fetchPlugins: () => list.promise,
      importBundle,
      store,
      pageOrigin: ORIGIN,
      warn: (message) => warnings.push(message),
    });
    expect(store.getSnapshot()).toMatchObject({ listing: true, loading: true, states: {} });

    list.resolve([
      record(1, 'good', 'https://cdn.example.com/good.js'),
      record(2, 'broken', '/static/broken.js'),
    ]);
    await settle();
    expect(statusOf(store.getSnapshot())).toEqual({ good: 'mounting', broken: 'mounting' });
    expect(store.getSnapshot()).toMatchObject({ listing: false, loading: true });
    // A same-origin path is imported from the page's own origin.
    expect(imported).toEqual(['https://cdn.example.com/good.js', `${ORIGIN}/static/broken.js`]);

    const good = testPlugin('good');
    bundles.get('https://cdn.example.com/good.js')?.resolve({ plugin: good });
    await settle();
    expect(statusOf(store.getSnapshot())).toEqual({ good: 'complete', broken: 'mounting' });
    expect(store.getPlugin('good')).toBe(good);
    expect(store.getSnapshot().loading).toBe(true);

    bundles.get(`${ORIGIN}/static/broken.js`)?.reject(new Error('Failed to fetch'));
    await done;
    expect(statusOf(store.getSnapshot())).toEqual({
      good: 'complete',
      broken: 'complete: Failed to fetch',
    });
    expect(store.getSnapshot().loading).toBe(false);
    expect(store.getSnapshot().plugins).toEqual([good]);
    expect(warnings).toEqual(['Failed to load dynamic plugin broken: Failed to fetch']);
  });

  it('refuses bundles that do not export a matching plugin', async () => {
    const modules: Record<string, unknown> = {
      'https://cdn.example.com/none.js': { default: testPlugin('none') },
      'https://cdn.example.com/other.js': { plugin: testPlugin('someone_else') },
      'https://cdn.example.com/half.js': { plugin: { ...testPlugin('half'), loadComponent: 1 } },
    };
    const { store, warnings } = await loadListed(
      [
        record(1, 'none', 'https://cdn.example.com/none.js'),
        record(2, 'other', 'https://cdn.example.com/other.js'),
        record(3, 'half', 'https://cdn.example.com/half.js'),
      ],
      (url) => Promise.resolve(modules[url]),
    );
    expect(statusOf(store.getSnapshot())).toEqual({
      none: 'complete: The bundle does not export `plugin`.',
      other: 'complete: The bundle\'s plugin has key "someone_else", expected "other".',
      half: 'complete: The plugin lacks loadComponent().',
    });
    expect(store.getSnapshot().plugins).toEqual([]);
    expect(warnings).toHaveLength(3);
  });

  it('never imports a script or data URL', async () => {
    const imported: string[] = [];
    const { store, warnings } = await loadListed(
      [
        record(1, 'js', 'javascript:alert(1)'),
        record(2, 'data', 'data:text/javascript,export const plugin = {}'),
      ],
      (url) => {
        imported.push(url);
        return Promise.resolve({});
      },
    );
    expect(imported).toEqual([]);
    expect(statusOf(store.getSnapshot())).toEqual({
      js: 'complete: Refusing bundle URL "javascript:alert(1)".',
      data: 'complete: Refusing bundle URL "data:text/javascript,export const plugin = {}".',
    });
    expect(warnings).toHaveLength(2);
  });

  it('logs a failed list and stops loading without states', async () => {
    const store = createDynamicPluginStore();
    const warnings: unknown[][] = [];
    const failure = { status: 500, data: { message: 'down' } };
    await loadDynamicPlugins({
      fetchPlugins: () => Promise.reject(failure),
      importBundle: () => Promise.reject(new Error('must not be called')),
      store,
      pageOrigin: ORIGIN,
      warn: (...args) => warnings.push(args),
    });
    expect(warnings).toEqual([['Failed to load the list of dynamic plugins', failure]]);
    expect(store.getSnapshot()).toEqual({
      listing: false,
      loading: false,
      states: {},
      plugins: [],
    });
  });

  it('loads a key listed twice only once', async () => {
    const imported: string[] = [];
    const { store } = await loadListed(
      [
        record(1, 'dup', 'https://cdn.example.com/a.js'),
        record(2, 'dup', 'https://cdn.example.com/b.js'),
      ],
      (url) => {
        imported.push(url);
        return Promise.resolve({ plugin: testPlugin('dup') });
      },
    );
    expect(imported).toEqual(['https://cdn.example.com/a.js']);
    expect(store.getSnapshot().plugins.map((p) => p.key)).toEqual(['dup']);
  });
});
