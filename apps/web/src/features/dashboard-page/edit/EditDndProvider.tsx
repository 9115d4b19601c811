/**
 * Edit mode's drag and drop: the DndContext of the side panel's palettes and of the layout
 * components' draggables (EditDraggableBindings; the grid itself is not inside it). dnd-kit
 * provides the gestures (a pointer drag starts after 5 px, so clicks still click; keyboard drags
 * from focused handles) and auto-scrolling; where a drag would land is computed here from the
 * components under the pointer and the layout rules, shown as a line, and applied on release
 * as one layout edit. A drop the rules forbid shows no line and does nothing.
 */
import {
  AutoScrollActivator,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'react-redux';
import {
  DASHBOARD_ROOT_ID,
  DROP_TOP,
  GRID_GUTTER_SIZE,
} from '@panorama/core/layout/layout-constants';
import { t } from '../../../i18n/t';
import { useAppDispatch } from '../../../store/hooks';
import type { RootState } from '../../../store/store';
import {
  draggingIdOf,
  draggingTypeOf,
  dragLabelOf,
  editDragDataOf,
  type EditDragData,
} from './dragData';
import {
  indicatorBox,
  resolveDrop,
  type LineBox,
  type Point,
  type ResolvedDrop,
} from './dropResolution';
import { dropCandidatesAt, frameRectOf } from './dropTargetsDom';
import { applyEditDrop } from './editDrop';
import './edit.css';

/** Pixels the pointer must move before a press becomes a drag. */
const DRAG_ACTIVATION_DISTANCE = 5;
const INDICATOR_THICKNESS = 4;

interface DropView {
  drop: ResolvedDrop;
  line: LineBox;
}

interface DragSession {
  data: EditDragData;
  point: Point;
  /** Pointer drags follow pointer events; keyboard drags follow the moved box. */
  byPointer: boolean;
}

function pointOfEvent(event: Event | null): Point | null {
  if (event && 'clientX' in event && 'clientY' in event) {
    const { clientX, clientY } = event as MouseEvent;
    if (Number.isFinite(clientX) && Number.isFinite(clientY)) return { x: clientX, y: clientY };
  }
  return null;
}

function centerOf(rect: { left: number; top: number; width: number; height: number }): Point {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

function dataLabel(data: unknown): string {
  const drag = editDragDataOf(data);
  return drag ? dragLabelOf(drag) : t('item');
}

const announcements: Announcements = {
  onDragStart: ({ active }) => t('Picked up %s.', dataLabel(active.data.current)),
  onDragOver: () => undefined,
  onDragEnd: ({ active }) => t('%s was dropped.', dataLabel(active.data.current)),
  onDragCancel: ({ active }) => t('Moving %s was cancelled.', dataLabel(active.data.current)),
};

export function EditDndProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor),
  );
  const session = useRef<DragSession | null>(null);
  const frame = useRef<number | null>(null);
  const [dragLabel, setDragLabel] = useState<string | null>(null);
  const [pointer, setPointer] = useState<Point | null>(null);
  const [view, setView] = useState<DropView | null>(null);

  /** The drop at the session's point, with its line, from the layout as it is now. */
  const measure = useCallback((): DropView | null => {
    const current = session.current;
    if (!current) return null;
    const layout = store.getState().dashboardLayout.present;
    const candidates = dropCandidatesAt(current.point);
    const drop = resolveDrop({
      layout,
      draggingType: draggingTypeOf(current.data),
      draggingId: draggingIdOf(current.data),
      candidates,
      point: current.point,
    });
    const rect = drop && candidates.find((candidate) => candidate.id === drop.targetId)?.rect;
    if (!drop || !rect) return null;
    // Tabs dropped on the root wrap the whole dashboard: the line goes above everything.
    const onRoot = drop.destination.id === DASHBOARD_ROOT_ID;
    const lastChildId =
      drop.childDrop && !onRoot ? layout[drop.targetId]?.children.at(-1) : undefined;
    const line = indicatorBox({
      position: onRoot ? DROP_TOP : drop.position,
      childDrop: drop.childDrop,
      rect,
      lastChildRect: lastChildId === undefined ? null : frameRectOf(lastChildId),
      gap: GRID_GUTTER_SIZE,
      thickness: INDICATOR_THICKNESS,
    });
    return { drop, line };
  }, [store]);

  // One measurement per animation frame, however fast the pointer moves.
  const schedule = useCallback(() => {
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const current = session.current;
      if (!current) return;
      setPointer(current.point);
      setView(measure());
    });
  }, [measure]);

  const onPointerMove = useCallback(
    (event: PointerEvent) => {
      const current = session.current;
      if (!current?.byPointer) return;
      current.point = { x: event.clientX, y: event.clientY };
      schedule();
    },
    [schedule],
  );

  const stop = useCallback(() => {
    session.current = null;
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    document.removeEventListener('pointermove', onPointerMove);
    window.removeEventListener('scroll', schedule, true);
    document.body.classList.remove('pn-edit-dragging');
    setDragLabel(null);
    setPointer(null);
    setView(null);
  }, [onPointerMove, schedule]);

  useEffect(() => stop, [stop]);

  const onDragStart = (event: DragStartEvent) => {
    const data = editDragDataOf(event.active.data.current);
    if (!data) return;
    const fromPointer = pointOfEvent(event.activatorEvent);
    const start = event.active.rect.current.initial;
    session.current = {
      data,
      point: fromPointer ?? (start ? centerOf(start) : { x: 0, y: 0 }),
      byPointer: fromPointer !== null,
    };
    document.addEventListener('pointermove', onPointerMove, { passive: true });
    // Auto-scroll moves the layout under a still pointer: measure again.
    window.addEventListener('scroll', schedule, true);
    document.body.classList.add('pn-edit-dragging');
    setDragLabel(dragLabelOf(data));
    schedule();
  };

  const onDragMove = (event: DragMoveEvent) => {
    const current = session.current;
    const moved = event.active.rect.current.translated;
    if (!current || current.byPointer || !moved) return;
    current.point = centerOf(moved);
    schedule();
  };

  const onDragEnd = () => {
    const current = session.current;
    // Measured again at release, so the drop is exactly what the pointer is over now.
    const final = current ? measure() : null;
    stop();
    if (current && final) dispatch(applyEditDrop(current.data, final.drop.destination));
  };

  const accessibility = useMemo(
    () => ({
      announcements,
      screenReaderInstructions: {
        draggable: t(
          'To move this component, press Space or Enter, move it with the arrow keys, then press Space or Enter again to drop it, or Escape to cancel.',
        ),
      },
    }),
    [],
  );

  return (
    <DndContext
      sensors={sensors}
      accessibility={accessibility}
      autoScroll={{ activator: AutoScrollActivator.Pointer }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={stop}
    >
      {children}
      {dragLabel !== null &&
        createPortal(
          <>
            {view && (
              <div
                className="pn-edit-drop-indicator"
                data-testid="drop-indicator"
                data-drop-position={view.drop.position}
                data-drop-target={view.drop.targetId}
                data-drop-parent={view.drop.destination.id}
                data-drop-index={view.drop.destination.index}
                style={view.line}
              />
            )}
            {pointer && (
              <div
                className="pn-edit-drag-preview"
                data-testid="drag-preview"
                style={{ left: pointer.x, top: pointer.y }}
              >
                {dragLabel}
              </div>
            )}
          </>,
          document.body,
        )}
    </DndContext>
  );
}
