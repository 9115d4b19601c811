/**
 * The width in columns a chart or markdown is drawn at, read from the layout: the parent
 * column's width when it stands directly in a column, its own otherwise, and the whole grid
 * when the layout stacks on a phone. Selects a number, so the component re-renders when the
 * column is resized but not on other edits of the column.
 */
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { drawnColumns } from '@panorama/core/layout/phone-layout';
import { useAppSelector } from '../../../store/hooks';
import { selectLayoutItem } from '../state/dashboardSelectors';
import { useGridGeometry, widthColumnsIn } from './gridGeometry';

export function useDrawnWidth(item: LayoutItem, parentId: string | null): number | undefined {
  const { stacked } = useGridGeometry();
  const ownWidth = useAppSelector((state) =>
    widthColumnsIn(
      item.meta.width,
      parentId === null ? undefined : selectLayoutItem(state, parentId),
    ),
  );
  return drawnColumns(ownWidth, stacked);
}
