/**
 * Edit mode's side of EditDraggablesStore: for every draggable the layout components request, a
 * useDraggable under EditDndProvider's DndContext, bound back to the store for the component to
 * use. Renders nothing itself.
 */
import { useDraggable } from '@dnd-kit/core';
import { useContext, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { DraggableRequest, EditDraggablesStore } from './editDraggablesStore';
import { EditDraggablesContext } from './useEditDraggable';

function DraggableAnswer({
  request,
  store,
}: {
  request: DraggableRequest;
  store: EditDraggablesStore;
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: request.id,
    data: request.data,
  });
  const binding = useMemo(
    () => ({ setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging }),
    [setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging],
  );
  useLayoutEffect(() => store.bind(request.id, binding), [store, request.id, binding]);
  return null;
}

export function EditDraggableBindings() {
  const store = useContext(EditDraggablesContext);
  const requests = useSyncExternalStore(store.subscribe, store.getRequests);
  return requests.map((request) => (
    <DraggableAnswer key={request.id} request={request} store={store} />
  ));
}
