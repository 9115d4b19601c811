/**
 * A layout component's draggable in edit mode, through the dashboard's EditDraggablesStore (see
 * there why dnd-kit is not called here): `request` files the draggable while given, null
 * withdraws it. The binding is null until edit mode's drag and drop has loaded and answered.
 * Memoise `request`: a new object files it again.
 */
import { createContext, useContext, useLayoutEffect, useSyncExternalStore } from 'react';
import {
  createEditDraggablesStore,
  type DraggableBinding,
  type DraggableRequest,
  type EditDraggablesStore,
} from './editDraggablesStore';

/** The store of the dashboard on screen; DashboardView provides a fresh one per dashboard. */
export const EditDraggablesContext = createContext<EditDraggablesStore>(
  createEditDraggablesStore(),
);

export function useEditDraggable(request: DraggableRequest | null): DraggableBinding | null {
  const store = useContext(EditDraggablesContext);
  useLayoutEffect(() => (request ? store.request(request) : undefined), [store, request]);
  return useSyncExternalStore(store.subscribe, () =>
    request ? store.getBinding(request.id) : null,
  );
}
