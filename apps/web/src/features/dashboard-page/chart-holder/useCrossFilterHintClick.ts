/**
 * The chart body's handlers that show the cross-filter hint (see model/crossFilterHint.ts) as a
 * toast on a click. A press that moved before its release is a drag (panning a map, brushing) and
 * says nothing; edit mode, where clicks select and move components, says nothing either.
 */
import { useRef } from 'react';
import type { PointerEvent } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { toastAdded } from '../../../store/messageToastsSlice';

/** Pixels the pointer may move between press and release for the press to count as a click. */
const CLICK_SLOP_PX = 4;
const HINT_DURATION_MS = 4000;

export function useCrossFilterHintClick(hint: string | null, editMode: boolean) {
  const dispatch = useAppDispatch();
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      pressedAt.current = { x: event.clientX, y: event.clientY };
    },
    onClick: (event: { clientX: number; clientY: number }) => {
      const pressed = pressedAt.current;
      pressedAt.current = null;
      if (hint === null || editMode) return;
      const moved =
        pressed !== null &&
        Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) > CLICK_SLOP_PX;
      if (moved) return;
      dispatch(
        toastAdded({
          text: hint,
          toastType: 'info',
          noDuplicate: true,
          duration: HINT_DURATION_MS,
        }),
      );
    },
  };
}
