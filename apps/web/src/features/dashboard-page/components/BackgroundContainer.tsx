/**
 * A row or column of the grid: its children inside a box with the chosen background, and in
 * edit mode the menu that picks the background.
 */
import { Suspense } from 'react';
import type { CSSProperties } from 'react';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { useAppSelector } from '../../../store/hooks';
import { BackgroundMenu } from '../edit/lazyEditModeParts';
import { ChildComponents } from './ChildComponents';
import { backgroundClass } from './gridGeometry';

export function BackgroundContainer({
  item,
  depth,
  kind,
  style,
}: {
  item: LayoutItem;
  depth: number;
  kind: 'row' | 'column';
  style?: CSSProperties;
}) {
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  return (
    <div
      className={`pn-dash-${kind} ${backgroundClass(item.meta.background)}`}
      data-component-id={item.id}
      data-testid={`dashboard-${kind}`}
      style={style}
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
