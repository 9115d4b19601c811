/** COLUMN: `meta.width` columns wide, its rows and components stacked vertically. */
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { BackgroundContainer } from './BackgroundContainer';
import { useGridGeometry, widthPx } from './gridGeometry';

export function ColumnComponent({ item, depth }: { item: LayoutItem; depth: number }) {
  const { columnUnit } = useGridGeometry();
  return (
    <BackgroundContainer
      item={item}
      depth={depth}
      kind="column"
      style={{ width: widthPx(item.meta.width, columnUnit) }}
    />
  );
}
