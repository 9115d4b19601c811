/** Asks before the page is left (reload, close, another site) with unsaved edits. */
import { useEffect } from 'react';
import { useAppSelector } from '../../../store/hooks';

export function useUnsavedChangesPrompt(): void {
  const pending = useAppSelector(
    (state) => state.dashboardState.editMode && state.dashboardState.hasUnsavedChanges,
  );
  useEffect(() => {
    if (!pending) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [pending]);
}
