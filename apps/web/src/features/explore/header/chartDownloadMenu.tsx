/**
 * The "Download" submenu of a chart's menu, the same in explore and on a dashboard: the data as
 * CSV or Excel, and the chart as an image once it has drawn. A chart without a query of its own
 * (a multi-layer map) has no data to export: those two entries say so instead.
 */
import { DownloadOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { t } from '../../../i18n/t';
import { dataMenuEntry } from './dataMenuEntry';

export interface ChartDownloadOptions {
  /** The chart has drawn a result (possibly empty), so there is an image to take. */
  drawn: boolean;
  /** Why the chart has no data to export (no query of its own); null when it has. */
  noDataReason: string | null;
}

export function chartDownloadMenuItem({
  drawn,
  noDataReason,
}: ChartDownloadOptions): NonNullable<MenuProps['items']>[number] {
  return {
    key: 'download',
    icon: <DownloadOutlined />,
    label: t('Download'),
    children: [
      dataMenuEntry('download-csv', t('Export to .CSV'), noDataReason),
      dataMenuEntry('download-xlsx', t('Export to Excel'), noDataReason),
      { key: 'download-image', label: t('Download as image'), disabled: !drawn },
    ],
  };
}
