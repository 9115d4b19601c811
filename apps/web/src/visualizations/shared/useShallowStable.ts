/**
 * The same object as on the previous render while its fields are unchanged. A chart component
 * receives its props spread (`<Component {...props} />`), so the props object is new on every
 * render even when nothing changed; a component that derives an expensive value from "all of
 * its props" (a map option needs the map shapes, so it cannot be built in transformProps) memoises
 * on this instead, or every store update would redraw the chart — and a redraw that reports
 * "rendered" updates the store again.
 */
import { useState } from 'react';
import { shallowEqual } from './shallowEqual';

export function useShallowStable<T extends object>(value: T): T {
  const [stable, setStable] = useState(value);
  if (stable !== value && !shallowEqual(stable, value)) {
    // React's "state from the previous render" pattern: kept for the next render, used now.
    setStable(value);
    return value;
  }
  return stable;
}
