/**
 * The error message registry: which component shows a server error of each `error_type`. The
 * registry starts with Panorama's messages for the common types (timeouts, database and
 * connection errors); a deployment or extension adds its own, or replaces one, through
 * `registerErrorMessage`, and types nothing is registered for fall back to the generic alert
 * (ErrorMessageWithStackTrace). Registrations can come at any time, so readers subscribe.
 */
import { useSyncExternalStore } from 'react';
import { BUILT_IN_ERROR_MESSAGES } from './builtInErrorMessages';
import type { ErrorMessageComponent } from './errorMessageTypes';

type Snapshot = ReadonlyMap<string, ErrorMessageComponent>;

let registered: Snapshot = new Map(BUILT_IN_ERROR_MESSAGES);
const listeners = new Set<() => void>();

function publish(next: Snapshot): void {
  registered = next;
  for (const listener of [...listeners]) listener();
}

/**
 * Shows errors of `errorType` with `component`, replacing what was registered for it. Returns a
 * function that takes this registration back, restoring what it replaced (a built-in message,
 * or the generic alert).
 */
export function registerErrorMessage(
  errorType: string,
  component: ErrorMessageComponent,
): () => void {
  if (errorType.trim() === '') throw new Error('An error message needs a non-empty error type');
  const replaced = registered.get(errorType);
  publish(new Map(registered).set(errorType, component));
  return () => {
    if (registered.get(errorType) !== component) return;
    const next = new Map(registered);
    if (replaced) next.set(errorType, replaced);
    else next.delete(errorType);
    publish(next);
  };
}

export function getErrorMessageComponent(errorType: string): ErrorMessageComponent | undefined {
  return registered.get(errorType);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => registered;

/** The component registered for `errorType`; follows later registrations. */
export function useErrorMessageComponent(errorType: string): ErrorMessageComponent | undefined {
  return useSyncExternalStore(subscribe, snapshot).get(errorType);
}
