/**
 * The frame around every dashboard component. In view mode (and until edit mode's drag and
 * drop, resize handles and delete buttons arrive here) it only renders the component.
 */
import type { ReactNode } from 'react';
import type { LayoutItem } from '@panorama/core/layout/layout-types';

export interface EditFrameProps {
  item: LayoutItem;
  /** The parent component's id; null for ROOT. */
  parentId: string | null;
  /** Position among the parent's children. */
  index: number;
  /** Nesting depth as the layout rules count it (tabs do not add depth). */
  depth: number;
  children: ReactNode;
}

export function EditFrame({ children }: EditFrameProps) {
  return <>{children}</>;
}
