/**
 * The one entry point for every dashboard layout edit. Each edit is a pure function from layout
 * to layout: the result is a new map sharing every untouched component with the old one, so the
 * history can keep both, and a refused edit returns the old layout itself with the reason.
 */
import { createComponent, moveComponent } from './layout-drop';
import { deleteComponent } from './layout-delete';
import { COMPONENT_MISSING_MESSAGE, INVALID_DROP_MESSAGE } from './layout-messages';
import { resizeComponent, updateComponentMeta } from './layout-resize';
import type {
  DashboardLayout,
  LayoutActionOptions,
  LayoutActionResult,
  LayoutDestination,
  LayoutItem,
  LayoutItemMeta,
} from './layout-types';

export type { LayoutActionOptions, LayoutActionResult } from './layout-types';

export type LayoutAction =
  | {
      type: 'create';
      /** From newComponent, or a chart from the palette. */
      item: LayoutItem;
      destination: LayoutDestination;
    }
  | { type: 'move'; componentId: string; destination: LayoutDestination }
  | { type: 'resize'; componentId: string; width?: number; height?: number }
  | { type: 'delete'; componentId: string }
  | { type: 'updateMeta'; componentId: string; meta: Partial<LayoutItemMeta> };

/** Ids the action refers to that must already be in the layout. */
function referencedIds(action: LayoutAction): string[] {
  switch (action.type) {
    case 'create':
      return [action.destination.id];
    case 'move':
      return [action.componentId, action.destination.id];
    case 'resize':
    case 'delete':
    case 'updateMeta':
      return [action.componentId];
  }
}

export function applyLayoutAction(
  layout: DashboardLayout,
  action: LayoutAction,
  options: LayoutActionOptions = {},
): LayoutActionResult {
  // Own keys only: an id such as "constructor" must not find Object.prototype's members.
  if (!referencedIds(action).every((id) => Object.hasOwn(layout, id))) {
    return { layout, error: COMPONENT_MISSING_MESSAGE };
  }
  if (action.type === 'create' && action.item.id === '__proto__') {
    return { layout, error: INVALID_DROP_MESSAGE };
  }
  switch (action.type) {
    case 'create':
      return createComponent(layout, action.item, action.destination, options);
    case 'move':
      return moveComponent(layout, action.componentId, action.destination, options);
    case 'resize':
      return resizeComponent(layout, action.componentId, {
        width: action.width,
        height: action.height,
      });
    case 'delete':
      return deleteComponent(layout, action.componentId);
    case 'updateMeta':
      return updateComponentMeta(layout, action.componentId, action.meta);
  }
}
