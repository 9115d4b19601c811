/** TAB: the content of one tab, stacked vertically like the grid. */
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { useAppSelector } from '../../../store/hooks';
import { ChildComponents } from './ChildComponents';
import { EmptyContainer } from './GridComponent';

export function TabComponent({
  item,
  depth,
  topLevel,
}: {
  item: LayoutItem;
  depth: number;
  topLevel: boolean;
}) {
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  return (
    <div className="pn-dash-tab" data-component-id={item.id} data-testid="dashboard-tab">
      {item.children.length === 0 ? (
        <EmptyContainer editMode={editMode} />
      ) : (
        <ChildComponents item={item} depth={depth} topLevelTab={topLevel} />
      )}
    </div>
  );
}
