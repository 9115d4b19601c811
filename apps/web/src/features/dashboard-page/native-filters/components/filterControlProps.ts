/** What every filter control of the bar receives. */
import type { ExtraFormData, FilterState, NativeFilter } from '@panorama/core/filters/filter-types';

export interface FilterControlProps {
  filter: NativeFilter;
  dashboardId: number;
  /** The value in the bar (not necessarily applied). */
  filterState: FilterState | undefined;
  /** The applied value: defaults resolved without the user apply at once when it is empty. */
  appliedState: FilterState | undefined;
  /** Current (unapplied) values of the filter's cascade parents, merged. */
  parentsExtraFormData: ExtraFormData;
  onChange: (filterState: FilterState) => void;
  /** A value found without the user (first item): set in the bar and applied. */
  onResolvedDefault: (filterState: FilterState) => void;
}
