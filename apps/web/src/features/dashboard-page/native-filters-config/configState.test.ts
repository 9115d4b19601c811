import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_REMOVAL_UNDO_MS } from '@panorama/core/filters/filter-constants';
import type { FilterConfigItem } from '@panorama/core/filters/filter-types';
import { configReducer, initialConfigState, keptIds, type ConfigState } from './configState';
import { newDividerDraft } from './filterDraft';
import { RemovalWindow } from './removalWindow';
import { testFilterItem } from './testFilterItem';

const items: FilterConfigItem[] = ['a', 'b', 'c'].map((name) => testFilterItem(name));

/** The modal's wiring: removal starts a window, expiry and restore go through the reducer. */
function harness() {
  let state: ConfigState = initialConfigState(items);
  const dispatchExpiry = (id: string) => {
    state = configReducer(state, { type: 'removalExpired', id });
  };
  const window = new RemovalWindow(dispatchExpiry);
  return {
    get state() {
      return state;
    },
    remove(id: string) {
      state = configReducer(state, { type: 'itemRemoved', id });
      window.start(id);
    },
    restore(id: string) {
      if (window.cancel(id)) state = configReducer(state, { type: 'itemRestored', id });
    },
    window,
  };
}

describe('the 5000 ms restore window', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is five seconds', () => {
    expect(FILTER_REMOVAL_UNDO_MS).toBe(5000);
  });

  it('keeps a removed item restorable until 5000 ms have passed', () => {
    const modal = harness();
    modal.remove('NATIVE_FILTER-b');
    expect(modal.state.order).toContain('NATIVE_FILTER-b');
    expect(keptIds(modal.state)).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-c']);
    vi.advanceTimersByTime(4999);
    expect(modal.window.isPending('NATIVE_FILTER-b')).toBe(true);
    modal.restore('NATIVE_FILTER-b');
    expect(keptIds(modal.state)).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-b', 'NATIVE_FILTER-c']);
    vi.advanceTimersByTime(10_000);
    expect(modal.state.order).toContain('NATIVE_FILTER-b');
  });

  it('drops the item for good at 5000 ms; restoring then does nothing', () => {
    const modal = harness();
    modal.remove('NATIVE_FILTER-b');
    vi.advanceTimersByTime(5000);
    expect(modal.state.order).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-c']);
    expect(modal.state.drafts['NATIVE_FILTER-b']).toBeUndefined();
    modal.restore('NATIVE_FILTER-b');
    expect(modal.state.order).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-c']);
  });

  it('runs one window per item', () => {
    const modal = harness();
    modal.remove('NATIVE_FILTER-a');
    vi.advanceTimersByTime(3000);
    modal.remove('NATIVE_FILTER-c');
    vi.advanceTimersByTime(2000);
    expect(modal.state.order).toEqual(['NATIVE_FILTER-b', 'NATIVE_FILTER-c']);
    vi.advanceTimersByTime(3000);
    expect(modal.state.order).toEqual(['NATIVE_FILTER-b']);
  });

  it('expires nothing once disposed (the modal closed)', () => {
    const modal = harness();
    modal.remove('NATIVE_FILTER-a');
    modal.window.dispose();
    vi.advanceTimersByTime(6000);
    expect(modal.state.order).toContain('NATIVE_FILTER-a');
  });
});

describe('configuration state', () => {
  it('selects the first item on open and the next kept one after a removal', () => {
    let state = initialConfigState(items);
    expect(state.selectedId).toBe('NATIVE_FILTER-a');
    state = configReducer(state, { type: 'itemRemoved', id: 'NATIVE_FILTER-a' });
    expect(state.selectedId).toBe('NATIVE_FILTER-b');
    state = configReducer(state, { type: 'itemSelected', id: 'NATIVE_FILTER-a' });
    expect(state.selectedId).toBe('NATIVE_FILTER-b');
  });

  it('adds an item at the end, selected and marked edited', () => {
    const divider = newDividerDraft('NATIVE_FILTER_DIVIDER-x');
    const state = configReducer(initialConfigState(items), { type: 'itemAdded', draft: divider });
    expect(state.order.at(-1)).toBe('NATIVE_FILTER_DIVIDER-x');
    expect(state.selectedId).toBe('NATIVE_FILTER_DIVIDER-x');
    expect(state.dirty['NATIVE_FILTER_DIVIDER-x']).toBe(true);
  });

  it('moves an item to the place of another (drag and drop)', () => {
    let state = initialConfigState(items);
    state = configReducer(state, {
      type: 'itemMoved',
      fromId: 'NATIVE_FILTER-c',
      toId: 'NATIVE_FILTER-a',
    });
    expect(state.order).toEqual(['NATIVE_FILTER-c', 'NATIVE_FILTER-a', 'NATIVE_FILTER-b']);
    state = configReducer(state, {
      type: 'itemMoved',
      fromId: 'NATIVE_FILTER-c',
      toId: 'NATIVE_FILTER-b',
    });
    expect(state.order).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-b', 'NATIVE_FILTER-c']);
  });
});
