/** ROOT: the layout's top, holding the grid or the top-level tabs. */
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { ChildComponents } from './ChildComponents';

export function RootComponent({ item, depth }: { item: LayoutItem; depth: number }) {
  return (
    <div className="pn-dash-root" data-component-id={item.id}>
      <ChildComponents item={item} depth={depth} />
    </div>
  );
}
