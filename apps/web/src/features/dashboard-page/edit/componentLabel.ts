/** How edit mode names a layout component (drag preview, aria labels, confirmations). */
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { componentTypeLabel } from './dragData';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The component's own title when it has one (chart name, header text, tab title), else its type. */
export function componentLabelOf(item: LayoutItem, chartName?: string): string {
  const type = componentTypeLabel(item.type);
  switch (item.type) {
    case 'CHART': {
      const name =
        text(item.meta.sliceNameOverride) || text(chartName) || text(item.meta.sliceName);
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
    case 'DYNAMIC':
      return type;
  }
}
