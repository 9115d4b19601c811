/**
 * The width in columns a chart or markdown is drawn at, read from the layout: the parent
 * column's width when it stands directly in a column, its own otherwise. Selects a number, so
 * the component re-renders when the column is resized but not on other edits of the column.
 */
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { useAppSelector } from '../../../store/hooks';
import { selectLayoutItem } from '../state/dashboardSelectors';
import { widthColumnsIn } from './gridGeometry';

export function useDrawnWidth(item: LayoutItem, parentId: string | null): number | undefined {
  return useAppSelector((state) =>
    widthColumnsIn(
      item.meta.width,
      parentId === null ? undefined : selectLayoutItem(state, parentId),
    ),
  );
}
