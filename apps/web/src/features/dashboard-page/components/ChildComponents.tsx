/** The children of a container, each with its index and depth (a tabs container adds none). */
import { childDepth } from '@panorama/core/layout/valid-child';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { useDashboardComponentRenderer } from './componentRenderer';

export function ChildComponents({
  item,
  depth,
  topLevelTab = false,
}: {
  item: LayoutItem;
  depth: number;
  topLevelTab?: boolean;
}) {
  const Component = useDashboardComponentRenderer();
  const next = childDepth(item.type, depth, topLevelTab);
  return (
    <>
      {item.children.map((childId, index) => (
        <Component key={childId} id={childId} parentId={item.id} index={index} depth={next} />
      ))}
    </>
  );
}
