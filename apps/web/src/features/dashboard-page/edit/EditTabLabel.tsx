/**
 * A tab's title in the tab bar as an edit-mode drag source and drop target: drag a title to
 * reorder tabs or move a tab into other tabs; drop a component on a title to put it at the end
 * of that tab. A pointer drag starts after 5 px, so a click still switches tabs and a double
 * click still renames. Keyboard users move tabs with the drag handle in the tab's content.
 *
 * Meant to wrap the label TabsComponent gives each tab:
 *   label: <EditTabLabel tabId={tabId}><TabTitle .../></EditTabLabel>
 * View-mode code: the draggable comes through useEditDraggable, so dnd-kit loads with edit mode.
 */
import { useMemo, type PointerEventHandler, type ReactNode } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectEditMode, selectLayoutItem } from '../state/dashboardSelectors';
import { componentLabelOf } from './componentLabel';
import type { DraggableRequest } from './editDraggablesStore';
import { FRAME_ID_ATTRIBUTE } from './dropTargetsDom';
import { useEditDraggable } from './useEditDraggable';

export function EditTabLabel({ tabId, children }: { tabId: string; children: ReactNode }) {
  const editMode = useAppSelector(selectEditMode);
  const tab = useAppSelector((state) => selectLayoutItem(state, tabId));
  const request = useMemo<DraggableRequest | null>(
    () =>
      editMode && tab
        ? {
            id: `tab-label:${tabId}`,
            data: { kind: 'existing', id: tab.id, type: tab.type, label: componentLabelOf(tab) },
          }
        : null,
    [editMode, tab, tabId],
  );
  const drag = useEditDraggable(request);
  // dnd-kit types its listeners as bare Functions; this one is its pointer-down handler.
  const startPointerDrag = drag?.listeners?.onPointerDown as
    PointerEventHandler<HTMLElement> | undefined;
  if (!editMode) return <span className="pn-edit-tab-label">{children}</span>;
  const frameAttributes = { [FRAME_ID_ATTRIBUTE]: tabId };
  return (
    <span
      ref={drag?.setNodeRef}
      className={`pn-edit-tab-label pn-edit-tab-label--edit ${drag?.isDragging ? 'pn-edit-frame--dragging' : ''}`}
      // Pointer only: Enter and Space on the title belong to renaming and tab switching.
      onPointerDown={startPointerDrag}
      data-testid="edit-tab-label"
      {...frameAttributes}
    >
      {children}
    </span>
  );
}
