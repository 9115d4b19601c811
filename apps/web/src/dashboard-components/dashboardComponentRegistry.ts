/**
 * The dashboard components registry: what a DYNAMIC layout item draws. A layout item
 * `{type: 'DYNAMIC', meta: {componentKey, width, height, background}}` is drawn by the component
 * registered under its `componentKey`; registered components are offered in edit mode's
 * "Layout elements" palette. Extensions and deployments register through
 * `registerDashboardComponent`; the dashboard page only reads. Registration may happen at any
 * time (an extension's bundle can arrive after the dashboard), so readers subscribe and redraw.
 */
import { lazy, useSyncExternalStore } from 'react';
import { BUILT_IN_DASHBOARD_COMPONENTS } from './builtInDashboardComponents';
import type {
  DashboardComponentDefinition,
  RegisteredDashboardComponent,
} from './dashboardComponentTypes';

export type {
  DashboardComponentDefinition,
  DashboardComponentMetadata,
  DashboardComponentProps,
  RegisteredDashboardComponent,
} from './dashboardComponentTypes';

type Snapshot = readonly RegisteredDashboardComponent[];

function entryOf(
  key: string,
  definition: DashboardComponentDefinition,
): RegisteredDashboardComponent {
  return {
    ...definition,
    key,
    Component: lazy(() => definition.loadComponent().then((component) => ({ default: component }))),
  };
}

let registered: Snapshot = BUILT_IN_DASHBOARD_COMPONENTS.map(([key, definition]) =>
  entryOf(key, definition),
);
const listeners = new Set<() => void>();

function publish(next: Snapshot): void {
  registered = next;
  for (const listener of [...listeners]) listener();
}

/**
 * Registers `definition` under `key` (the `meta.componentKey` layout items store). A later
 * registration under the same key replaces the earlier one. Returns a function that removes it.
 */
export function registerDashboardComponent(
  key: string,
  definition: DashboardComponentDefinition,
): () => void {
  if (key.trim() === '') throw new Error('A dashboard component needs a non-empty key');
  const entry = entryOf(key, definition);
  const at = registered.findIndex((component) => component.key === key);
  publish(at < 0 ? [...registered, entry] : registered.with(at, entry));
  return () => {
    if (registered.includes(entry)) publish(registered.filter((component) => component !== entry));
  };
}

export function getDashboardComponent(key: string): RegisteredDashboardComponent | undefined {
  return registered.find((component) => component.key === key);
}

/** Every registered component, in registration order. */
export function listDashboardComponents(): Snapshot {
  return registered;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The registered components; re-renders the caller when one is added or removed. */
export function useDashboardComponents(): Snapshot {
  return useSyncExternalStore(subscribe, listDashboardComponents);
}

/** The component registered under `key`, or undefined; follows later registrations. */
export function useDashboardComponent(key: string): RegisteredDashboardComponent | undefined {
  return useDashboardComponents().find((component) => component.key === key);
}
