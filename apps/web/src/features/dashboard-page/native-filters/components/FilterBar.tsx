/**
 * The dashboard's filter bar: native filters, dividers, the cross
 * filters in force, Apply and Clear all, filter sets (DASHBOARD_NATIVE_FILTERS_SET) and, for
 * users who may edit the dashboard, the button that opens the configuration modal. Drawn as a
 * collapsible panel left of the grid or as a row above it, per json_metadata
 * `filter_bar_orientation`.
 */
import { FilterOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Tooltip, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../../components/lazyComponent';
import { LazyTabs } from '../../../../components/LazyTabs';
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
import './filterBar.css';
import { IconButton } from '../../../../components/IconButton';

const FilterSetsPanel = lazyComponent(() =>
  import('./FilterSetsPanel').then((m) => m.FilterSetsPanel),
);

/** The filter sets panel, rendered only once its tab or popover opens. */
function LazyFilterSetsPanel({ dashboardId }: { dashboardId: number }) {
  return (
    <Suspense fallback={null}>
      <FilterSetsPanel dashboardId={dashboardId} />
    </Suspense>
  );
}

function NoFilters() {
  return (
    <Typography.Paragraph type="secondary" className="pn-filter-bar-empty">
      {t('No filters are currently added to this dashboard.')}
    </Typography.Paragraph>
  );
}

function VerticalFilterBar({ dashboardId }: { dashboardId: number }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.nativeFilters.barOpen);
  const count = useAppSelector(selectAppliedFilterCount);
  const hasItems = useAppSelector((state) => selectFilterItems(state).length > 0);
  const hasCrossFilters = useAppSelector((state) => selectActiveCrossFilters(state).length > 0);
  const setsEnabled = useAppSelector((state) => selectFeatureFlag(state, FILTER_SETS_FLAG));
  const [tab, setTab] = useState('filters');

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

  const filters = (
    <div className="pn-filter-bar-scroll">
      {hasItems ? <FilterBarItems dashboardId={dashboardId} /> : !hasCrossFilters && <NoFilters />}
      <CrossFilterList />
    </div>
  );
  return (
    <aside
      className="pn-filter-bar is-vertical"
      data-testid="filter-bar"
      data-orientation="VERTICAL"
      data-open="true"
    >
      <div className="pn-filter-bar-header">
        <Typography.Text strong className="pn-filter-bar-title">
          {t('Filters')}
        </Typography.Text>
        <ConfigureFiltersButton />
        <IconButton
          title={t('Collapse filter bar')}
          icon={<MenuFoldOutlined />}
          data-testid="filter-bar-collapse"
          onClick={() => dispatch(filterBarToggled({ open: false }))}
        />
      </div>
      {setsEnabled ? (
        <LazyTabs
          fallback={filters}
          size="small"
          className="pn-filter-bar-tabs"
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'filters', label: t('All filters'), children: filters },
            {
              key: 'filter-sets',
              label: <span data-testid="filter-sets-tab">{t('Filter sets')}</span>,
              children: <LazyFilterSetsPanel dashboardId={dashboardId} />,
            },
          ]}
        />
      ) : (
        filters
      )}
      <FilterBarActions />
    </aside>
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
