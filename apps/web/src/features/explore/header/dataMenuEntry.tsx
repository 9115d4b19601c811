/**
 * An entry of a chart's menu that needs the chart's own data (view query, view as table, SQL Lab,
 * CSV and Excel): offered as usual, or greyed out with the reason shown on hover when the chart
 * has no data of that kind, so the user learns why instead of meeting an error.
 */
import type { MenuProps } from 'antd';
import { Tooltip } from 'antd';

type MenuEntry = NonNullable<MenuProps['items']>[number];

export function dataMenuEntry(key: string, label: string, unavailable: string | null): MenuEntry {
  if (unavailable === null) return { key, label };
  return {
    key,
    disabled: true,
    label: (
      <Tooltip title={unavailable} placement="right">
        {/* The whole row shows the reason, not only the words. */}
        <span style={{ display: 'block' }} aria-description={unavailable}>
          {label}
        </span>
      </Tooltip>
    ),
  };
}
