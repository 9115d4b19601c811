/** Edit mode's background choice of a row or column: transparent or white. Comes with edit mode. */
import { BgColorsOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { BACKGROUND_TRANSPARENT, BACKGROUND_WHITE } from '@panorama/core/layout/layout-constants';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { t } from '../../../i18n/t';
import { useAppDispatch } from '../../../store/hooks';
import { componentMetaUpdated } from '../state/dashboardLayoutSlice';

export function BackgroundMenu({ item }: { item: LayoutItem }) {
  const dispatch = useAppDispatch();
  const current =
    item.meta.background === BACKGROUND_WHITE ? BACKGROUND_WHITE : BACKGROUND_TRANSPARENT;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: [
          { key: BACKGROUND_TRANSPARENT, label: t('Transparent background') },
          { key: BACKGROUND_WHITE, label: t('White background') },
        ],
        onClick: ({ key }) => dispatch(componentMetaUpdated(item.id, { background: key })),
      }}
    >
      <Tooltip title={t('Background')}>
        <Button
          size="small"
          className="pn-dash-background-menu"
          icon={<BgColorsOutlined />}
          aria-label={t('Background')}
          data-testid="background-menu"
        />
      </Tooltip>
    </Dropdown>
  );
}
