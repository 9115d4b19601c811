/**
 * Renders one layout component by its type, inside the edit frame (drag, drop, resize and
 * delete in edit mode). Each component subscribes to its own layout entry only, so an edit
 * re-renders what it touched.
 */
import { isTopLevelTab } from '@panorama/core/layout/layout-tree';
import { useAppSelector } from '../../../store/hooks';
import { EditFrame } from '../edit/EditFrame';
import { selectLayoutItem } from '../state/dashboardSelectors';
import { ChartComponent } from './ChartComponent';
import { ColumnComponent } from './ColumnComponent';
import { DividerComponent } from './DividerComponent';
import { DynamicComponent } from './DynamicComponent';
import { GridComponent } from './GridComponent';
import { HeaderComponent } from './HeaderComponent';
import { MarkdownComponent } from './MarkdownComponent';
import { RootComponent } from './RootComponent';
import { RowComponent } from './RowComponent';
import { TabComponent } from './TabComponent';
import { TabsComponent } from './TabsComponent';
import type { DashboardComponentProps } from './componentRenderer';

export function DashboardComponent({ id, parentId, index, depth }: DashboardComponentProps) {
  const item = useAppSelector((state) => selectLayoutItem(state, id));
  const topLevelTab = useAppSelector(
    (state) => item?.type === 'TAB' && isTopLevelTab(state.dashboardLayout.present, id),
  );
  if (!item) return null;

  const body = (() => {
    switch (item.type) {
      case 'ROOT':
        return <RootComponent item={item} depth={depth} />;
      case 'GRID':
        return <GridComponent item={item} depth={depth} />;
      case 'ROW':
        return <RowComponent item={item} depth={depth} />;
      case 'COLUMN':
        return <ColumnComponent item={item} depth={depth} />;
      case 'CHART':
        return <ChartComponent item={item} parentId={parentId} />;
      case 'MARKDOWN':
        return <MarkdownComponent item={item} parentId={parentId} />;
      case 'HEADER':
        return <HeaderComponent item={item} />;
      case 'DIVIDER':
        return <DividerComponent item={item} />;
      case 'TABS':
        return <TabsComponent item={item} parentId={parentId} depth={depth} />;
      case 'TAB':
        return <TabComponent item={item} depth={depth} topLevel={topLevelTab} />;
      case 'DYNAMIC':
        return <DynamicComponent item={item} parentId={parentId} />;
    }
  })();

  return (
    <EditFrame item={item} parentId={parentId} index={index} depth={depth}>
      {body}
    </EditFrame>
  );
}
