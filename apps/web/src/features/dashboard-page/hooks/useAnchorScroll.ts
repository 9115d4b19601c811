/**
 * Brings the permalink's anchor or the focused chart on screen once it is rendered (its tabs
 * were already switched on load), then forgets it.
 */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { anchorReached } from '../state/dashboardStateSlice';

export function useAnchorScroll(): void {
  const dispatch = useAppDispatch();
  const anchor = useAppSelector((state) => state.dashboardState.anchor);
  useEffect(() => {
    if (anchor === null) return undefined;
    // Wait a frame so the grid has its measured widths and the element its final place.
    const frame = window.requestAnimationFrame(() => {
      const element = document.querySelector(`[data-component-id="${CSS.escape(anchor)}"]`);
      element?.scrollIntoView({ block: 'center' });
      dispatch(anchorReached());
    });
    return () => window.cancelAnimationFrame(frame);
  }, [anchor, dispatch]);
}
