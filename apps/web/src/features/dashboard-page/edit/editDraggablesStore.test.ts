import { describe, expect, it, vi } from 'vitest';
import { createEditDraggablesStore, type DraggableBinding } from './editDraggablesStore';

const request = (id: string, label = id) => ({
  id,
  data: { kind: 'existing' as const, id, type: 'CHART' as const, label },
});

const binding = (isDragging = false): DraggableBinding => ({
  setNodeRef: () => undefined,
  setActivatorNodeRef: () => undefined,
  attributes: {
    role: 'button',
    tabIndex: 0,
    'aria-disabled': false,
    'aria-pressed': undefined,
    'aria-roledescription': 'draggable',
    'aria-describedby': 'DndDescribedBy-0',
  },
  listeners: undefined,
  isDragging,
});

describe('createEditDraggablesStore', () => {
  it('lists requests until withdrawn, with a new array on every change', () => {
    const store = createEditDraggablesStore();
    const withdrawA = store.request(request('a'));
    const afterA = store.getRequests();
    store.request(request('b'));
    expect(store.getRequests().map((filed) => filed.id)).toEqual(['a', 'b']);
    expect(store.getRequests()).not.toBe(afterA);
    withdrawA();
    expect(store.getRequests().map((filed) => filed.id)).toEqual(['b']);
  });

  it('replaces a request filed again under the same id; the old withdrawal is then a no-op', () => {
    const store = createEditDraggablesStore();
    const withdrawOld = store.request(request('a', 'old label'));
    store.request(request('a', 'new label'));
    withdrawOld();
    expect(store.getRequests()).toHaveLength(1);
    expect(store.getRequests()[0]?.data).toMatchObject({ label: 'new label' });
  });

  it('hands out the binding of an id until it is taken back', () => {
    const store = createEditDraggablesStore();
    expect(store.getBinding('a')).toBeNull();
    const bound = binding();
    const unbind = store.bind('a', bound);
    expect(store.getBinding('a')).toBe(bound);
    unbind();
    expect(store.getBinding('a')).toBeNull();
  });

  it('keeps a newer binding when an older one is taken back', () => {
    const store = createEditDraggablesStore();
    const unbindOld = store.bind('a', binding());
    const newer = binding(true);
    store.bind('a', newer);
    unbindOld();
    expect(store.getBinding('a')).toBe(newer);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const store = createEditDraggablesStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const withdraw = store.request(request('a'));
    const unbind = store.bind('a', binding());
    unbind();
    withdraw();
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.request(request('b'));
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
