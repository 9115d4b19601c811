/**
 * How containers render their children: through the component the page provides (normally
 * DashboardComponent). Going through context keeps the modules free of an import cycle although
 * the layout tree is recursive.
 */
import { createContext, useContext, type ComponentType } from 'react';

export interface DashboardComponentProps {
  id: string;
  parentId: string | null;
  index: number;
  depth: number;
}

export const DashboardComponentRenderer =
  createContext<ComponentType<DashboardComponentProps> | null>(null);

export function useDashboardComponentRenderer(): ComponentType<DashboardComponentProps> {
  const renderer = useContext(DashboardComponentRenderer);
  if (renderer === null) throw new Error('DashboardComponentRenderer is not provided');
  return renderer;
}
