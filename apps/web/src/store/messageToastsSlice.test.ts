import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOAST_DURATION_MS,
  messageToastsSlice,
  toastAdded,
  toastRemoved,
} from './messageToastsSlice';

const reduce = messageToastsSlice.reducer;

describe('messageToastsSlice', () => {
  it('adds toasts with an id and the default duration', () => {
    const state = reduce([], toastAdded({ text: 'Saved', toastType: 'success' }));
    expect(state).toHaveLength(1);
    expect(state[0]).toMatchObject({
      text: 'Saved',
      toastType: 'success',
      duration: DEFAULT_TOAST_DURATION_MS,
    });
    expect(state[0]?.id).toEqual(expect.any(String));
    expect(state[0]).not.toHaveProperty('noDuplicate');
  });

  it('gives every toast its own id', () => {
    const a = toastAdded({ text: 'x', toastType: 'info' });
    const b = toastAdded({ text: 'x', toastType: 'info' });
    expect(a.payload.id).not.toBe(b.payload.id);
  });

  it('drops duplicates only when asked to', () => {
    let state = reduce([], toastAdded({ text: 'Oops', toastType: 'danger' }));
    state = reduce(state, toastAdded({ text: 'Oops', toastType: 'danger', noDuplicate: true }));
    expect(state).toHaveLength(1);
    state = reduce(state, toastAdded({ text: 'Oops', toastType: 'danger' }));
    expect(state).toHaveLength(2);
  });

  it('removes a toast by id', () => {
    const added = toastAdded({ text: 'Bye', toastType: 'info', duration: 0 });
    const state = reduce(reduce([], added), toastRemoved(added.payload.id));
    expect(state).toEqual([]);
  });
});
