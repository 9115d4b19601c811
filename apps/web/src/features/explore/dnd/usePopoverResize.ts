/**
 * The resize handle of the metric and filter popovers: dragging it grows or shrinks the popover,
 * never below its initial size (Superset's POPOVER_INITIAL_WIDTH / HEIGHT).
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
} from 'react';

export const POPOVER_INITIAL_WIDTH = 320;
export const POPOVER_INITIAL_HEIGHT = 240;

export interface PopoverSize {
  width: number;
  height: number;
}

export function usePopoverResize(): {
  size: PopoverSize;
  onResizeStart: (event: ReactMouseEvent) => void;
} {
  const [size, setSize] = useState<PopoverSize>({
    width: POPOVER_INITIAL_WIDTH,
    height: POPOVER_INITIAL_HEIGHT,
  });
  // The listeners of the drag in progress, so unmounting mid-drag can remove them.
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => () => stopRef.current?.(), []);

  const onResizeStart = useCallback(
    (event: ReactMouseEvent) => {
      event.preventDefault();
      const start = { x: event.clientX, y: event.clientY, ...size };
      const onMove = (move: MouseEvent) => {
        setSize({
          width: Math.max(POPOVER_INITIAL_WIDTH, start.width + move.clientX - start.x),
          height: Math.max(POPOVER_INITIAL_HEIGHT, start.height + move.clientY - start.y),
        });
      };
      const stop = () => {
        document.removeEventListener('mousemove', onMove);
        document.removeEventListener('mouseup', stop);
        stopRef.current = null;
      };
      stopRef.current?.();
      document.addEventListener('mousemove', onMove);
      document.addEventListener('mouseup', stop);
      stopRef.current = stop;
    },
    [size],
  );

  return { size, onResizeStart };
}
