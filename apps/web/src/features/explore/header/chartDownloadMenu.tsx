/**
 * The "Download" submenu of a chart's menu, the same in explore and on a dashboard: the data as
 * CSV or Excel, and the chart as an image once it has drawn a result.
 */
import { DownloadOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { t } from '../../../i18n/t';

export function chartDownloadMenuItem(hasResult: boolean): NonNullable<MenuProps['items']>[number] {
  return {
    key: 'download',
    icon: <DownloadOutlined />,
    label: t('Download'),
    children: [
      { key: 'download-csv', label: t('Export to .CSV') },
      { key: 'download-xlsx', label: t('Export to Excel') },
      { key: 'download-image', label: t('Download as image'), disabled: !hasResult },
    ],
  };
}
