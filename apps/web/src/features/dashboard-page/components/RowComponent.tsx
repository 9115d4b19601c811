/** ROW: components side by side, 16 px apart, with an optional white background. */
import { Suspense } from 'react';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { useAppSelector } from '../../../store/hooks';
import { BackgroundMenu } from '../edit/lazyEditModeParts';
import { ChildComponents } from './ChildComponents';
import { backgroundClass } from './gridGeometry';

export function RowComponent({ item, depth }: { item: LayoutItem; depth: number }) {
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  return (
    <div
      className={`pn-dash-row ${backgroundClass(item.meta.background)}`}
      data-component-id={item.id}
      data-testid="dashboard-row"
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
