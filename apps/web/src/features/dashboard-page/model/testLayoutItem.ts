/** A layout item for tests that build dashboard layouts by hand. */
import type { LayoutItem } from '@panorama/core/layout/layout-types';

export function item(
  id: string,
  type: LayoutItem['type'],
  children: string[] = [],
  meta = {},
): LayoutItem {
  return { id, type, children, meta };
}
