/** How edit mode names a layout component (drag preview, aria labels, confirmations). */
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { componentTypeLabel } from './dragData';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The component's own title when it has one (chart name, header text, tab title, a registered
 * component's name), else its type. `ownName` is the chart's or registered component's name.
 */
export function componentLabelOf(item: LayoutItem, ownName?: string): string {
  const type = componentTypeLabel(item.type);
  switch (item.type) {
    case 'CHART': {
      const name = text(item.meta.sliceNameOverride) || text(ownName) || text(item.meta.sliceName);
      return name ? `${type}: ${name}` : type;
    }
    case 'HEADER':
    case 'TAB': {
      const title = text(item.meta.text) || text(item.meta.defaultText);
      return title ? `${type}: ${title}` : type;
    }
    case 'ROOT':
    case 'GRID':
    case 'ROW':
    case 'COLUMN':
    case 'MARKDOWN':
    case 'DIVIDER':
    case 'TABS':
      return type;
    case 'DYNAMIC':
      return text(ownName) ? `${type}: ${text(ownName)}` : type;
  }
}
