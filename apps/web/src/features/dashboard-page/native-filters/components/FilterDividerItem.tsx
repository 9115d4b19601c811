/** A divider of the filter configuration: a title and a description between filters. */
import { Tooltip } from 'antd';
import type { FilterDivider } from '@panorama/core/filters/filter-types';
import { ThemedText } from '../../../../components/ThemedText';

export function FilterDividerItem({
  divider,
  horizontal = false,
}: {
  divider: FilterDivider;
  horizontal?: boolean;
}) {
  if (horizontal) {
    return (
      <Tooltip title={divider.description || undefined}>
        <div className="pn-filter-divider is-horizontal" data-testid="filter-divider">
          <ThemedText strong>{divider.title}</ThemedText>
        </div>
      </Tooltip>
    );
  }
  return (
    <div className="pn-filter-divider" data-testid="filter-divider">
      <ThemedText strong className="pn-filter-divider-title">
        {divider.title}
      </ThemedText>
      {divider.description.trim() !== '' && (
        <ThemedText paragraph tone="secondary" className="pn-filter-divider-description">
          {divider.description}
        </ThemedText>
      )}
    </div>
  );
}
