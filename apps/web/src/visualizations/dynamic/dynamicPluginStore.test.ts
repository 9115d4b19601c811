import { describe, expect, it } from 'vitest';
import { createDynamicPluginStore } from './dynamicPluginStore';
import { testPlugin } from './testPlugin';

describe('dynamic plugin store', () => {
  it('moves each key from mounting to complete and tracks loading', () => {
    const store = createDynamicPluginStore();
    expect(store.getSnapshot()).toEqual({
      listing: false,
      loading: false,
      states: {},
      plugins: [],
    });

    store.listingStarted();
    expect(store.getSnapshot()).toMatchObject({ listing: true, loading: true });

    store.begin(['a', 'b']);
    expect(store.getSnapshot()).toEqual({
      listing: false,
      loading: true,
      states: { a: { key: 'a', status: 'mounting' }, b: { key: 'b', status: 'mounting' } },
      plugins: [],
    });

    const b = testPlugin('b');
    store.complete('b', { plugin: b });
    expect(store.getSnapshot().loading).toBe(true);
    expect(store.getSnapshot().states.b).toEqual({ key: 'b', status: 'complete' });
    expect(store.getPlugin('b')).toBe(b);

    store.complete('a', { error: 'boom' });
    expect(store.getSnapshot()).toEqual({
      listing: false,
      loading: false,
      states: {
        a: { key: 'a', status: 'complete', error: 'boom' },
        b: { key: 'b', status: 'complete' },
      },
      plugins: [b],
    });
    expect(store.getPlugin('a')).toBeUndefined();
  });

  it('keeps plugins in listed order whatever order they finish in', () => {
    const store = createDynamicPluginStore();
    store.begin(['first', 'second', 'third']);
    const [first, second, third] = [testPlugin('first'), testPlugin('second'), testPlugin('third')];
    store.complete('third', { plugin: third });
    store.complete('first', { plugin: first });
    store.complete('second', { plugin: second });
    expect(store.getSnapshot().plugins).toEqual([first, second, third]);
  });

  it('is not loading when the list is empty', () => {
    const store = createDynamicPluginStore();
    store.listingStarted();
    store.begin([]);
    expect(store.getSnapshot()).toMatchObject({ listing: false, loading: false, states: {} });
  });

  it('notifies subscribers with a new snapshot on each change only', () => {
    const store = createDynamicPluginStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.begin(['x']);
    expect(calls).toBe(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.complete('x', { error: 'nope' });
    expect(calls).toBe(1);
  });
});
