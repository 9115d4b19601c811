/** DIVIDER: a horizontal rule across its container. */
import type { LayoutItem } from '@panorama/core/layout/layout-types';

export function DividerComponent({ item }: { item: LayoutItem }) {
  return (
    <div className="pn-dash-divider" data-component-id={item.id} data-testid="dashboard-divider">
      <hr />
    </div>
  );
}
