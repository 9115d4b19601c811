/** COLUMN: `meta.width` columns wide, its rows and components stacked vertically. */
import { Suspense } from 'react';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { useAppSelector } from '../../../store/hooks';
import { BackgroundMenu } from '../edit/lazyEditModeParts';
import { ChildComponents } from './ChildComponents';
import { backgroundClass, useGridGeometry, widthPx } from './gridGeometry';

export function ColumnComponent({ item, depth }: { item: LayoutItem; depth: number }) {
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  const { columnUnit } = useGridGeometry();
  return (
    <div
      className={`pn-dash-column ${backgroundClass(item.meta.background)}`}
      data-component-id={item.id}
      data-testid="dashboard-column"
      style={{ width: widthPx(item.meta.width, columnUnit) }}
    >
      {editMode && (
        <Suspense fallback={null}>
          <BackgroundMenu item={item} />
        </Suspense>
      )}
      <ChildComponents item={item} depth={depth} />
    </div>
  );
}
