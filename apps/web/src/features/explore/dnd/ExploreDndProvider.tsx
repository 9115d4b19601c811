/**
 * The drag-and-drop context of the explore page: wrap the datasource panel and the control panel
 * in it so columns and metrics can be dragged into drop zones, and zone items reordered.
 *
 * How a draggable must look (the datasource panel):
 *   const { setNodeRef, listeners, attributes } =
 *     useDraggable({ id: dragItemId(item), data: item });   // item: DatasourceDragItem
 * Drop zones register droppables with `ZoneDropData` and learn about drops with `useDndMonitor`
 * (see DndZone): nothing here needs to know which zones exist.
 *
 * The pointer sensor starts a drag only after the pointer moved a few pixels, so a click on a
 * zone item still opens its popover.
 */
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { t } from '../../../i18n/t';
import { dragLabel } from './dndData';
import './dnd.css';

/** Pixels the pointer must move before a press becomes a drag. */
const DRAG_ACTIVATION_DISTANCE = 5;

const InExploreDnd = createContext(false);

/** Whether a component is rendered inside an ExploreDndProvider. */
export function useInExploreDnd(): boolean {
  return useContext(InExploreDnd);
}

/** The zone under the pointer wins; keyboard drags (no pointer) fall back to overlap. */
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

function label(data: unknown): string {
  return dragLabel(data) || t('item');
}

const announcements: Announcements = {
  onDragStart: ({ active }) => t('Picked up %s.', label(active.data.current)),
  onDragOver: ({ active, over }) =>
    over
      ? t('%s is over a drop zone.', label(active.data.current))
      : t('%s is no longer over a drop zone.', label(active.data.current)),
  onDragEnd: ({ active, over }) =>
    over
      ? t('%s was dropped.', label(active.data.current))
      : t('%s was not dropped.', label(active.data.current)),
  onDragCancel: ({ active }) => t('Dragging %s was cancelled.', label(active.data.current)),
};

export function ExploreDndProvider({ children }: { children: ReactNode }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [activeLabel, setActiveLabel] = useState<string | null>(null);
  const accessibility = useMemo(() => ({ announcements }), []);

  const onDragStart = (event: DragStartEvent) => {
    setActiveLabel(dragLabel(event.active.data.current) || null);
  };
  const clear = () => setActiveLabel(null);

  return (
    <InExploreDnd.Provider value>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        accessibility={accessibility}
        onDragStart={onDragStart}
        onDragEnd={clear}
        onDragCancel={clear}
      >
        {children}
        <DragOverlay dropAnimation={null}>
          {activeLabel !== null ? (
            <div className="pn-dnd-overlay" data-testid="dnd-drag-overlay">
              {activeLabel}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </InExploreDnd.Provider>
  );
}
