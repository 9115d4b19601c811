/** The contract between the dashboard components registry, its components and the dashboard. */
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { DashboardLayout, LayoutItemMeta } from '@panorama/core/layout/layout-types';

/** What the palette shows for a registered component. */
export interface DashboardComponentMetadata {
  /**
   * Short name, shown on the palette card and in edit mode's labels. Name and description are
   * English and go through the app's translations where they are shown.
   */
  name: string;
  /** One sentence on what it shows, shown as the palette card's tooltip. */
  description: string;
  /** The palette card's icon. */
  icon?: ReactNode;
}

/** What a registered component gets from the dashboard that draws it. */
export interface DashboardComponentProps {
  componentKey: string;
  /** The layout item's id, e.g. `DYNAMIC-abc123`. */
  componentId: string;
  /** The item's meta as stored in position_json (read only). */
  meta: Readonly<LayoutItemMeta>;
  /** Drawn size in pixels. */
  width: number;
  height: number;
  editMode: boolean;
  /** The dashboard's whole layout (read only), for components that summarise it. */
  layout: Readonly<DashboardLayout>;
  /** Brings a component of the dashboard on screen, switching tabs as needed. */
  navigateTo: (componentId: string) => void;
}

export interface DashboardComponentDefinition {
  metadata: DashboardComponentMetadata;
  /** The component's module, downloaded the first time a dashboard draws it. */
  loadComponent: () => Promise<ComponentType<DashboardComponentProps>>;
  /** Size of a new one dropped from the palette: grid columns (1..12), height in 8 px units. */
  defaultSize?: { width?: number; height?: number };
  /** False for content with a size of its own; stored as `meta.resizable`. */
  resizable?: boolean;
}

export interface RegisteredDashboardComponent extends DashboardComponentDefinition {
  key: string;
  /** The component as React renders it (lazy: render inside Suspense). */
  Component: LazyExoticComponent<ComponentType<DashboardComponentProps>>;
}
