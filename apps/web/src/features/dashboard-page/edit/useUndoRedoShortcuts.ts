/** Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z while mounted, that is while the dashboard is in edit mode. */
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../../store/hooks';
import type { RootState } from '../../../store/store';
import { layoutRedone, layoutUndone } from '../state/dashboardLayoutSlice';
import { selectCanRedo, selectCanUndo } from '../state/dashboardSelectors';
import { isTextEntryTarget, undoRedoShortcutOf } from './undoShortcuts';

export function useUndoRedoShortcuts(): void {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = undoRedoShortcutOf(event);
      if (shortcut === null || event.defaultPrevented) return;
      if (isTextEntryTarget(event.target instanceof HTMLElement ? event.target : null)) return;
      event.preventDefault();
      const state = store.getState();
      if (shortcut === 'undo' && selectCanUndo(state)) dispatch(layoutUndone());
      if (shortcut === 'redo' && selectCanRedo(state)) dispatch(layoutRedone());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch, store]);
}
