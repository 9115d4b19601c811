/** Search box, select filters, card sort and the card/table toggle above a list. */
import { AppstoreOutlined, BarsOutlined } from '@ant-design/icons';
import { Button, Input, Select, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../i18n/t';
import { FilterSelect } from './FilterSelect';
import { isFiltered } from './listViewState';
import type { FilterSelection, ListViewState, ViewMode } from './listViewState';
import type { CardSortOption, ListViewConfig, ListItem } from './listViewTypes';

export interface ListViewToolbarProps<T extends ListItem> {
  config: ListViewConfig<T>;
  state: ListViewState;
  viewModes: readonly ViewMode[];
  onSearch: (text: string) => void;
  onFilter: (id: string, selection: FilterSelection | undefined) => void;
  onClear: () => void;
  onCardSort: (option: CardSortOption) => void;
  onViewMode: (mode: ViewMode) => void;
}

const VIEW_MODE_ICONS: Record<ViewMode, ReactNode> = {
  card: <AppstoreOutlined />,
  table: <BarsOutlined />,
};

/** One button of the card/table toggle, pressed while its mode is shown. */
function ViewModeButton({
  mode,
  current,
  onViewMode,
}: {
  mode: ViewMode;
  current: ViewMode;
  onViewMode: (mode: ViewMode) => void;
}) {
  const title = mode === 'card' ? t('Card view') : t('List view');
  const pressed = current === mode;
  return (
    <Tooltip title={title}>
      <Button
        aria-label={title}
        aria-pressed={pressed}
        type={pressed ? 'primary' : 'default'}
        ghost={pressed}
        icon={VIEW_MODE_ICONS[mode]}
        onClick={() => onViewMode(mode)}
      />
    </Tooltip>
  );
}

export function ListViewToolbar<T extends ListItem>({
  config,
  state,
  viewModes,
  onSearch,
  onFilter,
  onClear,
  onCardSort,
  onViewMode,
}: ListViewToolbarProps<T>) {
  const sortOptions = config.card?.sortOptions ?? [];
  const sortIndex = sortOptions.findIndex(
    (o) => o.column === state.sortColumn && o.direction === state.sortDirection,
  );
  return (
    <div className="pn-list-toolbar">
      <div className="pn-list-filters">
        {config.search ? (
          <div className="pn-list-filter pn-list-filter-search">
            <label className="pn-list-filter-label" htmlFor="pn-list-search">
              {t('Search')}
            </label>
            <Input.Search
              // Remounted when the committed search changes elsewhere (e.g. "Clear all").
              key={state.search}
              id="pn-list-search"
              aria-label={t('Search')}
              placeholder={config.search.placeholder}
              defaultValue={state.search}
              allowClear
              onSearch={(value) => onSearch(value)}
            />
          </div>
        ) : null}
        {(config.filters ?? []).map((filter) => (
          <FilterSelect
            key={filter.id}
            filter={filter}
            selected={state.filters[filter.id]}
            onChange={(selection) => onFilter(filter.id, selection)}
          />
        ))}
        {state.viewMode === 'card' && sortOptions.length > 0 ? (
          <div className="pn-list-filter">
            <label className="pn-list-filter-label" htmlFor="pn-card-sort">
              {t('Sort')}
            </label>
            <Select<string>
              id="pn-card-sort"
              aria-label={t('Sort')}
              className="pn-list-sort-select"
              value={sortIndex >= 0 ? String(sortIndex) : undefined}
              placeholder={t('Select ...')}
              options={sortOptions.map((o, index) => ({ value: String(index), label: o.label }))}
              onChange={(key) => {
                const option = sortOptions[Number(key)];
                if (option) onCardSort(option);
              }}
              popupMatchSelectWidth={false}
            />
          </div>
        ) : null}
        {isFiltered(state) ? (
          <Button type="link" className="pn-clear-filters" onClick={onClear}>
            {t('Clear all')}
          </Button>
        ) : null}
      </div>
      {viewModes.length > 1 ? (
        <div className="pn-view-toggle" role="group" aria-label={t('View mode')}>
          {viewModes.includes('card') ? (
            <ViewModeButton mode="card" current={state.viewMode} onViewMode={onViewMode} />
          ) : null}
          <ViewModeButton mode="table" current={state.viewMode} onViewMode={onViewMode} />
        </div>
      ) : null}
    </div>
  );
}
