/**
 * The open vertical filter bar: its title, the filters (and filter sets, when enabled), the
 * cross filters in force, Apply and Clear all. Shown left of the grid, where it can be
 * collapsed, or inside the drawer a phone opens it in.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { LazyTabs } from '../../../../components/LazyTabs';
import { t } from '../../../../i18n/t';
import { selectFeatureFlag } from '../../../../store/commonSlice';
import { useAppSelector } from '../../../../store/hooks';
import { FILTER_SETS_FLAG } from '../model/nativeFilterConfig';
import { selectActiveCrossFilters, selectFilterItems } from '../state/nativeFilterSelectors';
import { ConfigureFiltersButton } from './ConfigureFiltersButton';
import { CrossFilterList } from './CrossFilterList';
import { FilterBarActions } from './FilterBarActions';
import { FilterBarItems } from './FilterBarItems';
import { LazyFilterSetsPanel, NoFilters } from './FilterBarParts';
import { ThemedText } from '../../../../components/ThemedText';

export function FilterBarPanel({
  dashboardId,
  closeButton,
  inDrawer = false,
}: {
  dashboardId: number;
  /** The button at the end of the title: collapse beside the grid, close in a drawer. */
  closeButton: ReactNode;
  inDrawer?: boolean;
}) {
  const hasItems = useAppSelector((state) => selectFilterItems(state).length > 0);
  const hasCrossFilters = useAppSelector((state) => selectActiveCrossFilters(state).length > 0);
  const setsEnabled = useAppSelector((state) => selectFeatureFlag(state, FILTER_SETS_FLAG));
  const [tab, setTab] = useState('filters');

  const filters = (
    <div className="pn-filter-bar-scroll">
      {hasItems ? <FilterBarItems dashboardId={dashboardId} /> : !hasCrossFilters && <NoFilters />}
      <CrossFilterList />
    </div>
  );
  return (
    <aside
      className={`pn-filter-bar is-vertical${inDrawer ? ' is-in-drawer' : ''}`}
      data-testid="filter-bar"
      data-orientation="VERTICAL"
      data-open="true"
    >
      <div className="pn-filter-bar-header">
        <ThemedText strong className="pn-filter-bar-title">
          {t('Filters')}
        </ThemedText>
        <ConfigureFiltersButton />
        {closeButton}
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
