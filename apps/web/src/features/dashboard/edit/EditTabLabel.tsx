/**
 * A tab's title in the tab bar as an edit-mode drag source and drop target: drag a title to
 * reorder tabs or move a tab into other tabs; drop a component on a title to put it at the end
 * of that tab. A pointer drag starts after 5 px, so a click still switches tabs and a double
 * click still renames. Keyboard users move tabs with the drag handle in the tab's content.
 *
 * Meant to wrap the label TabsComponent gives each tab:
 *   label: <EditTabLabel tabId={tabId}><TabTitle .../></EditTabLabel>
 */
import { useDraggable } from '@dnd-kit/core';
import type { PointerEventHandler, ReactNode } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectEditMode, selectLayoutItem } from '../state/dashboardSelectors';
import { componentLabelOf } from './componentLabel';
import type { EditDragData } from './dragData';
import { FRAME_ID_ATTRIBUTE } from './dropTargetsDom';

export function EditTabLabel({ tabId, children }: { tabId: string; children: ReactNode }) {
  const editMode = useAppSelector(selectEditMode);
  const tab = useAppSelector((state) => selectLayoutItem(state, tabId));
  const data: EditDragData | undefined = tab && {
    kind: 'existing',
    id: tab.id,
    type: tab.type,
    label: componentLabelOf(tab),
  };
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `tab-label:${tabId}`,
    data,
    disabled: !editMode || !tab,
  });
  // dnd-kit types its listeners as bare Functions; this one is its pointer-down handler.
  const startPointerDrag = listeners?.onPointerDown as PointerEventHandler<HTMLElement> | undefined;
  if (!editMode) return <span className="pn-edit-tab-label">{children}</span>;
  const frameAttributes = { [FRAME_ID_ATTRIBUTE]: tabId };
  return (
    <span
      ref={setNodeRef}
      className={`pn-edit-tab-label pn-edit-tab-label--edit ${isDragging ? 'pn-edit-frame--dragging' : ''}`}
      // Pointer only: Enter and Space on the title belong to renaming and tab switching.
      onPointerDown={startPointerDrag}
      data-testid="edit-tab-label"
      {...frameAttributes}
    >
      {children}
    </span>
  );
}
