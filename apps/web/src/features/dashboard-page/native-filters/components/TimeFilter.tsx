/**
 * `filter_time`: a time range picked with explore's 'Edit time range' control;
 * the value is the range text, applied to the charts in scope as `time_range`. 'No filter'
 * means no value.
 */
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import type { ControlConfig } from '../../../../visualizations/controlPanelTypes';
import { DateFilterControl } from '../../../../components/time-range/DateFilterControl';
import type { FilterControlProps } from './filterControlProps';

const TIME_RANGE_CONFIG: ControlConfig = { type: 'DateFilterControl' };
// The picker needs no chart context to edit a range.
const EMPTY_FORM_DATA = { datasource: '', viz_type: '' };

export function TimeFilter({ filter, filterState, onChange }: FilterControlProps) {
  const value = typeof filterState?.value === 'string' ? filterState.value : NO_TIME_RANGE;
  return (
    <div className="pn-filter-time" data-testid="filter-time">
      <DateFilterControl
        name={filter.id}
        value={value}
        onChange={(next) => {
          const range = typeof next === 'string' && next !== '' ? next : NO_TIME_RANGE;
          onChange(
            range === NO_TIME_RANGE ? { value: null, label: null } : { value: range, label: range },
          );
        }}
        validationErrors={[]}
        config={TIME_RANGE_CONFIG}
        formData={EMPTY_FORM_DATA}
        datasource={null}
      />
    </div>
  );
}
