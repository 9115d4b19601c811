/**
 * The menu a right click on a chart's data point opens at the pointer: "Drill to detail" (all the
 * chart's rows), "Drill to detail by" each dimension of the point or all of them together,
 * "Drill by" another column, and "Add cross-filter" (what a click on the point emits). Each entry
 * shows only where its handler is given: the drill-by modal offers drilling by only.
 */
import { Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import type { DrillByColumn } from '@panorama/core/explore/drill-by';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartHooks } from '../../../visualizations/chartPluginTypes';
import { t } from '../../../i18n/t';
import {
  DRILL_BY_KEY_PREFIX,
  DRILL_BY_SEARCH_KEY,
  drillByMenuItem,
} from '../drill-by/drillByMenuItems';
import { drillFilterLabel, type DrillFilter } from './drillDetailQuery';

export type DrillCrossFilter = Parameters<NonNullable<ChartHooks['onContextMenu']>>[3];

export interface DrillMenuRequest {
  x: number;
  y: number;
  filters: DrillFilter[];
  /** The data mask a click on the point emits; absent where it emits none. */
  crossFilter?: DrillCrossFilter;
}

export interface DrillContextMenuProps {
  request: DrillMenuRequest;
  formData: QueryFormData;
  /** Drill to detail (absent: no such entries). */
  onDrill?: (filters: DrillFilter[]) => void;
  /** The dataset's columns, for drill by. */
  columns: readonly DrillByColumn[];
  /** Columns earlier drills pinned, not offered again. */
  excludedColumns?: readonly string[];
  onDrillBy: (column: string, clicked: DrillFilter[]) => void;
  /** Emits a cross filter (absent: the chart's host takes none). */
  onCrossFilter?: (mask: NonNullable<DrillCrossFilter>) => void;
  onClose: () => void;
}

function crossFilterLabel(mask: NonNullable<DrillCrossFilter>): string {
  // A click on a point already selected clears the selection; the entry says so.
  return mask.filterState && mask.filterState.value === null
    ? t('Remove cross-filter')
    : t('Add cross-filter');
}

export function DrillContextMenu(props: DrillContextMenuProps) {
  const { request, formData, onDrill, onCrossFilter, onClose } = props;
  const { filters, crossFilter } = request;
  const [search, setSearch] = useState('');
  const byItems: NonNullable<MenuProps['items']> = filters.map((filter, index) => ({
    key: `by-${index}`,
    label: drillFilterLabel(filter, formData),
  }));
  if (filters.length > 1) byItems.push({ key: 'by-all', label: t('All') });
  const items: MenuProps['items'] = [
    ...(onDrill ? [{ key: 'all', label: t('Drill to detail') }] : []),
    ...(onDrill && filters.length > 0
      ? [{ key: 'by', label: t('Drill to detail by'), children: byItems }]
      : []),
    drillByMenuItem({
      formData,
      columns: props.columns,
      clicked: filters,
      excluded: props.excludedColumns,
      search,
      onSearch: setSearch,
    }),
    ...(onCrossFilter && crossFilter
      ? [{ key: 'cross-filter', label: crossFilterLabel(crossFilter) }]
      : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === DRILL_BY_SEARCH_KEY) return;
    onClose();
    if (key === 'all') onDrill?.([]);
    else if (key === 'by-all') onDrill?.(filters);
    else if (key === 'cross-filter' && crossFilter) onCrossFilter?.(crossFilter);
    else if (key.startsWith(DRILL_BY_KEY_PREFIX)) {
      props.onDrillBy(key.slice(DRILL_BY_KEY_PREFIX.length), filters);
    } else if (key.startsWith('by-')) {
      const filter = filters[Number(key.slice(3))];
      if (filter) onDrill?.([filter]);
    }
  };
  return (
    <Dropdown
      open
      menu={{ items, onClick }}
      trigger={['contextMenu']}
      onOpenChange={(open, info) => {
        // Entries close the menu themselves: a click in the column search must not.
        if (!open && info.source !== 'menu') onClose();
      }}
    >
      <span
        data-test="drill-context-menu-anchor"
        style={{ position: 'fixed', left: request.x, top: request.y, width: 1, height: 1 }}
      />
    </Dropdown>
  );
}
