/**
 * What edit mode adds beside the grid, loaded when edit mode starts: drag and drop (the
 * DndContext, the layout components' draggables), the side panel with the palettes, and the
 * undo/redo shortcuts. DashboardView renders it where the side panel goes; besides the panel it
 * draws only dnd-kit's hidden screen-reader text there (the drop line and the drag preview go to
 * document.body).
 */
import { EditDndProvider } from './EditDndProvider';
import { EditDraggableBindings } from './EditDraggableBindings';
import { EditSidePanel } from './EditSidePanel';
import { useUndoRedoShortcuts } from './useUndoRedoShortcuts';

export function EditModeLayer() {
  useUndoRedoShortcuts();
  return (
    <EditDndProvider>
      <EditDraggableBindings />
      <EditSidePanel />
    </EditDndProvider>
  );
}
