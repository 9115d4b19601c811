/** A divider of the filter configuration: a title and a description between filters. */
import { Tooltip, Typography } from 'antd';
import type { FilterDivider } from '@panorama/core/filters/filter-types';

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
          <Typography.Text strong>{divider.title}</Typography.Text>
        </div>
      </Tooltip>
    );
  }
  return (
    <div className="pn-filter-divider" data-testid="filter-divider">
      <Typography.Text strong className="pn-filter-divider-title">
        {divider.title}
      </Typography.Text>
      {divider.description.trim() !== '' && (
        <Typography.Paragraph type="secondary" className="pn-filter-divider-description">
          {divider.description}
        </Typography.Paragraph>
      )}
    </div>
  );
}
