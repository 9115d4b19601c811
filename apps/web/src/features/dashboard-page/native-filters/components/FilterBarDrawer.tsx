/**
 * The filter bar on a phone: a button above the grid, showing how many filters are applied,
 * that opens the bar in a drawer over the page, since a side panel would leave the charts
 * no room on a narrow screen.
 */
import { CloseOutlined, FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer } from 'antd';
import { useState } from 'react';
import { IconButton } from '../../../../components/IconButton';
import { t } from '../../../../i18n/t';
import { useAppSelector } from '../../../../store/hooks';
import { selectAppliedFilterCount } from '../state/nativeFilterSelectors';
import { FilterBarPanel } from './FilterBarPanel';
import './filterBar.css';

/** Wide enough for a filter's select, narrow enough to leave a strip of the page beside it. */
const DRAWER_WIDTH = 320;

export function FilterBarDrawer() {
  const dashboardId = useAppSelector((state) => state.dashboardInfo.id);
  const count = useAppSelector(selectAppliedFilterCount);
  const [open, setOpen] = useState(false);
  if (dashboardId === null) return null;
  return (
    <div className="pn-filter-bar-phone">
      <Badge count={count} size="small" data-testid="filter-bar-count">
        <Button
          icon={<FilterOutlined />}
          data-testid="filter-bar-drawer-button"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          {t('Filters')}
        </Button>
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="left"
        size={DRAWER_WIDTH}
        closable={false}
        rootClassName="pn-filter-bar-drawer"
        data-testid="filter-bar-drawer"
      >
        <FilterBarPanel
          dashboardId={dashboardId}
          inDrawer
          closeButton={
            <IconButton
              title={t('Close')}
              icon={<CloseOutlined />}
              data-testid="filter-bar-drawer-close"
              onClick={() => setOpen(false)}
            />
          }
        />
      </Drawer>
    </div>
  );
}
