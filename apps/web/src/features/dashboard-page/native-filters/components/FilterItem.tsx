/**
 * One native filter in the bar: its name (with the description on hover and a mark when a
 * value is required), and the control of its type. The value goes to the bar's unapplied
 * values; Apply applies it. Each type's control is loaded when a filter of that type is first
 * shown, so a dashboard without time or range filters never downloads the date picker or the
 * slider.
 */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { Suspense, useMemo } from 'react';
import { parentsExtraFormData } from '@panorama/core/filters/cascade';
import type { FilterState, NativeFilter } from '@panorama/core/filters/filter-types';
import { lazyComponent } from '../../../../components/lazyComponent';
import { t } from '../../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { hasFilterValue, nativeFilterMask } from '../model/filterMasks';
import { filterDefaultResolved } from '../state/nativeFilterEvents';
import { filterValueChanged } from '../state/nativeFiltersSlice';
import { selectAppliedDataMask, selectPendingDataMask } from '../state/nativeFilterSelectors';
import type { FilterControlProps } from './filterControlProps';
import { ThemedText } from '../../../../components/ThemedText';

const SelectFilter = lazyComponent(() => import('./SelectFilter').then((m) => m.SelectFilter));
const RangeFilter = lazyComponent(() => import('./RangeFilter').then((m) => m.RangeFilter));
const TimeFilter = lazyComponent(() => import('./TimeFilter').then((m) => m.TimeFilter));
const TimeColumnFilter = lazyComponent(() =>
  import('./TimeColumnFilter').then((m) => m.TimeColumnFilter),
);
const TimeGrainFilter = lazyComponent(() =>
  import('./TimeColumnFilter').then((m) => m.TimeGrainFilter),
);
const GroupByFilter = lazyComponent(() => import('./GroupByFilter').then((m) => m.GroupByFilter));

function FilterControl(props: FilterControlProps) {
  switch (props.filter.filterType) {
    case 'filter_select':
      return <SelectFilter {...props} />;
    case 'filter_range':
      return <RangeFilter {...props} />;
    case 'filter_time':
      return <TimeFilter {...props} />;
    case 'filter_timecolumn':
      return <TimeColumnFilter {...props} />;
    case 'filter_timegrain':
      return <TimeGrainFilter {...props} />;
    case 'filter_groupby':
      return <GroupByFilter {...props} />;
    default:
      return <ThemedText tone="secondary">{t('This filter type is not supported.')}</ThemedText>;
  }
}

export function FilterItem({ filter, dashboardId }: { filter: NativeFilter; dashboardId: number }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingDataMask);
  const applied = useAppSelector((state) => selectAppliedDataMask(state)[filter.id]);
  const mask = pending[filter.id];
  const parentsKey = JSON.stringify(
    filter.cascadeParentIds.map((id) => pending[id]?.extraFormData ?? null),
  );
  // Parents' values change the option query only when their emitted filters change.
  const parents = useMemo(
    () => parentsExtraFormData(filter, pending),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filter, parentsKey],
  );
  const required = filter.controlValues.enableEmptyFilter === true || filter.requiredFirst === true;

  const onChange = (filterState: FilterState) =>
    dispatch(
      filterValueChanged({ filterId: filter.id, dataMask: nativeFilterMask(filter, filterState) }),
    );
  const onResolvedDefault = (filterState: FilterState) =>
    dispatch(
      filterDefaultResolved({
        filterId: filter.id,
        dataMask: nativeFilterMask(filter, filterState),
      }),
    );

  return (
    <div
      className="pn-filter-item"
      data-testid="filter-item"
      data-filter-id={filter.id}
      data-filter-name={filter.name}
      data-filter-type={filter.filterType}
      data-has-value={hasFilterValue(mask) ? 'true' : 'false'}
    >
      <div className="pn-filter-item-label">
        <span className="pn-filter-item-name">{filter.name}</span>
        {required && (
          <span className="pn-filter-item-required" aria-label={t('Required')}>
            *
          </span>
        )}
        {filter.description.trim() !== '' && (
          <Tooltip title={filter.description} placement="right">
            <InfoCircleOutlined className="pn-filter-item-info" aria-label={t('Description')} />
          </Tooltip>
        )}
      </div>
      {/* While its code loads, the control's place is kept so the bar does not jump. */}
      <Suspense fallback={<div className="pn-filter-control-loading" />}>
        <FilterControl
          filter={filter}
          dashboardId={dashboardId}
          filterState={mask?.filterState}
          appliedState={applied?.filterState}
          parentsExtraFormData={parents}
          onChange={onChange}
          onResolvedDefault={onResolvedDefault}
        />
      </Suspense>
      {required && filter.controlValues.enableEmptyFilter === true && !hasFilterValue(mask) && (
        <ThemedText tone="danger" className="pn-filter-item-message">
          {t('Value is required')}
        </ThemedText>
      )}
    </div>
  );
}
