/**
 * A number that grows each time a popover opens. Popover contents are keyed by it so every
 * opening starts from the value being edited: antd keeps a closing popover mounted until its
 * leave animation ends, and reopening it during that time would otherwise show the old draft.
 */
import { useState } from 'react';

export function useOpenSession(open: boolean): number {
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Adjusting state while rendering (not in an effect) keeps the new key in the same render.
    setWasOpen(open);
    if (open) setSession((current) => current + 1);
  }
  return session;
}
