/**
 * Where the dashboard's own components (the frame of each layout component, each tab title) get
 * their dnd-kit draggable without loading dnd-kit themselves. dnd-kit's hooks work only below
 * its DndContext, and the view-mode code must not download it; but wrapping the grid in a
 * DndContext when edit mode starts would remount every chart. So in edit mode a component
 * files a request here (useEditDraggable); EditDraggableBindings, loaded with edit mode and
 * rendered under the DndContext, calls useDraggable for each request and binds the result back
 * for the component to spread on its elements.
 *
 * Each change produces a new requests array; a binding keeps its identity until its draggable
 * changes, so a component re-renders only when its own binding does.
 */
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import type { EditDragData } from './dragData';

export interface DraggableRequest {
  /** dnd-kit's draggable id, unique on the page. */
  id: string;
  data: EditDragData;
}

/** What useDraggable returns that the requesting component puts on its elements. */
export interface DraggableBinding {
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  isDragging: boolean;
}

export interface EditDraggablesStore {
  subscribe(listener: () => void): () => void;
  /** The open requests, oldest first. */
  getRequests(): readonly DraggableRequest[];
  getBinding(id: string): DraggableBinding | null;
  /** Files a request (replacing one with the same id); the returned function withdraws it. */
  request(request: DraggableRequest): () => void;
  /** Answers the request `id`; the returned function takes the answer back. */
  bind(id: string, binding: DraggableBinding): () => void;
}

export function createEditDraggablesStore(): EditDraggablesStore {
  let requests: readonly DraggableRequest[] = [];
  const bindings = new Map<string, DraggableBinding>();
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getRequests: () => requests,
    getBinding: (id) => bindings.get(id) ?? null,
    request(request) {
      requests = [...requests.filter((filed) => filed.id !== request.id), request];
      notify();
      return () => {
        if (!requests.includes(request)) return;
        requests = requests.filter((filed) => filed !== request);
        notify();
      };
    },
    bind(id, binding) {
      bindings.set(id, binding);
      notify();
      return () => {
        if (bindings.get(id) !== binding) return;
        bindings.delete(id);
        notify();
      };
    },
  };
}
