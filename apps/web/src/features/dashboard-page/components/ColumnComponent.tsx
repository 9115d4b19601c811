/**
 * COLUMN: `meta.width` columns wide (the whole grid when the layout stacks on a phone), its rows
 * and components stacked vertically.
 */
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { drawnColumns } from '@panorama/core/layout/phone-layout';
import { BackgroundContainer } from './BackgroundContainer';
import { useGridGeometry, widthPx } from './gridGeometry';

export function ColumnComponent({ item, depth }: { item: LayoutItem; depth: number }) {
  const { columnUnit, stacked } = useGridGeometry();
  return (
    <BackgroundContainer
      item={item}
      depth={depth}
      kind="column"
      style={{ width: widthPx(drawnColumns(item.meta.width, stacked), columnUnit) }}
    />
  );
}
