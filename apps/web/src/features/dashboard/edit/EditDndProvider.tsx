/**
 * Wraps the whole dashboard body (grid, tabs and the edit side panel), so edit mode's drag and
 * drop can span them. Renders its children only until edit mode's drag and drop takes over.
 */
import type { ReactNode } from 'react';

export function EditDndProvider({ children }: { editMode: boolean; children: ReactNode }) {
  return <>{children}</>;
}
