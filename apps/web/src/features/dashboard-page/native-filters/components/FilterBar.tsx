/**
 * The dashboard's filter bar: native filters, dividers, the cross
 * filters in force, Apply and Clear all, filter sets (DASHBOARD_NATIVE_FILTERS_SET) and, for
 * users who may edit the dashboard, the button that opens the configuration modal. Drawn as a
 * collapsible panel left of the grid or as a row above it, per json_metadata
 * `filter_bar_orientation`.
 */
import { FilterOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { IconButton } from '../../../../components/IconButton';
import { t } from '../../../../i18n/t';
import { selectFeatureFlag } from '../../../../store/commonSlice';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { FILTER_SETS_FLAG, filterBarOrientation } from '../model/nativeFilterConfig';
import { filterBarToggled } from '../state/nativeFiltersSlice';
import {
  selectActiveCrossFilters,
  selectAppliedFilterCount,
  selectFilterItems,
} from '../state/nativeFilterSelectors';
import { ConfigureFiltersButton } from './ConfigureFiltersButton';
import { CrossFilterList } from './CrossFilterList';
import { FilterBarActions } from './FilterBarActions';
import { FilterBarItems } from './FilterBarItems';
import { FilterBarPanel } from './FilterBarPanel';
import { LazyFilterSetsPanel, NoFilters } from './FilterBarParts';
import './filterBar.css';

function VerticalFilterBar({ dashboardId }: { dashboardId: number }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.nativeFilters.barOpen);
  const count = useAppSelector(selectAppliedFilterCount);

  if (!open) {
    return (
      <aside
        className="pn-filter-bar is-vertical is-collapsed"
        data-testid="filter-bar"
        data-orientation="VERTICAL"
        data-open="false"
      >
        <Tooltip title={t('Expand filter bar')} placement="right">
          <Button
            type="text"
            icon={<MenuUnfoldOutlined />}
            aria-label={t('Expand filter bar')}
            data-testid="filter-bar-expand"
            onClick={() => dispatch(filterBarToggled({ open: true }))}
          />
        </Tooltip>
        <Badge count={count} size="small" data-testid="filter-bar-count">
          <FilterOutlined className="pn-filter-bar-collapsed-icon" />
        </Badge>
      </aside>
    );
  }
  return (
    <FilterBarPanel
      dashboardId={dashboardId}
      closeButton={
        <IconButton
          title={t('Collapse filter bar')}
          icon={<MenuFoldOutlined />}
          data-testid="filter-bar-collapse"
          onClick={() => dispatch(filterBarToggled({ open: false }))}
        />
      }
    />
  );
}

function HorizontalFilterBar({ dashboardId }: { dashboardId: number }) {
  const hasItems = useAppSelector((state) => selectFilterItems(state).length > 0);
  const hasCrossFilters = useAppSelector((state) => selectActiveCrossFilters(state).length > 0);
  const setsEnabled = useAppSelector((state) => selectFeatureFlag(state, FILTER_SETS_FLAG));
  return (
    <div
      className="pn-filter-bar is-horizontal"
      data-testid="filter-bar"
      data-orientation="HORIZONTAL"
      data-open="true"
    >
      <FilterOutlined className="pn-filter-bar-horizontal-icon" aria-hidden />
      <div className="pn-filter-bar-horizontal-content">
        {hasItems ? (
          <FilterBarItems dashboardId={dashboardId} horizontal />
        ) : (
          !hasCrossFilters && <NoFilters />
        )}
        <CrossFilterList horizontal />
      </div>
      <div className="pn-filter-bar-horizontal-tools">
        {setsEnabled && (
          <Popover
            trigger="click"
            placement="bottomRight"
            content={
              <div className="pn-filter-sets-popover">
                <LazyFilterSetsPanel dashboardId={dashboardId} />
              </div>
            }
          >
            <Button size="small" data-testid="filter-sets-tab">
              {t('Filter sets')}
            </Button>
          </Popover>
        )}
        <FilterBarActions compact />
        <ConfigureFiltersButton />
      </div>
    </div>
  );
}

export function FilterBar() {
  const dashboardId = useAppSelector((state) => state.dashboardInfo.id);
  const orientation = useAppSelector((state) => filterBarOrientation(state.dashboardInfo.metadata));
  if (dashboardId === null) return null;
  return orientation === 'HORIZONTAL' ? (
    <HorizontalFilterBar dashboardId={dashboardId} />
  ) : (
    <VerticalFilterBar dashboardId={dashboardId} />
  );
}
