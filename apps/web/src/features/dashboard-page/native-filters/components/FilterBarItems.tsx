/**
 * The configured items of the bar in order: dividers (title and description) and one control per
 * native filter. Shared by the vertical and the horizontal bar.
 */
import { useAppSelector } from '../../../../store/hooks';
import { selectFilterItems } from '../state/nativeFilterSelectors';
import { FilterDividerItem } from './FilterDividerItem';
import { FilterItem } from './FilterItem';

export function FilterBarItems({
  dashboardId,
  horizontal = false,
}: {
  dashboardId: number;
  horizontal?: boolean;
}) {
  const items = useAppSelector(selectFilterItems);
  return (
    <div className={`pn-filter-bar-items ${horizontal ? 'is-horizontal' : ''}`}>
      {items.map((item) =>
        item.type === 'DIVIDER' ? (
          <FilterDividerItem key={item.id} divider={item} horizontal={horizontal} />
        ) : (
          <FilterItem key={item.id} filter={item} dashboardId={dashboardId} />
        ),
      )}
    </div>
  );
}
