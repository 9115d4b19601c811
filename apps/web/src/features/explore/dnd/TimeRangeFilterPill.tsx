/**
 * A time range filter's pill in the filters control: one click opens the 'Edit time range' modal
 * on the filter's range (Superset's time filter pill), so narrowing the default `No filter` pill
 * of a new chart is a single step. The filter keeps its column; a new range replaces the old one.
 */
import type { ReactNode, SyntheticEvent } from 'react';
import type { AdhocFilter } from '@panorama/core/adhoc/adhoc-types';
import { changeFilterComparator } from '@panorama/core/adhoc/filter-editor';
import { filterOperatorId } from '@panorama/core/adhoc/filter-operators';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import { useTimeRangeDraft } from '../../../components/time-range/TimeRangeModal';

/** A WHERE filter of a column over a time range (not one written in SQL). */
export function isTimeRangeFilter(filter: AdhocFilter): boolean {
  return (
    filter.expressionType === 'SIMPLE' &&
    filter.clause === 'WHERE' &&
    typeof filter.subject === 'string' &&
    filter.subject !== '' &&
    filterOperatorId(filter) === 'TEMPORAL_RANGE'
  );
}

function stopPropagation(event: SyntheticEvent): void {
  event.stopPropagation();
}

export interface TimeRangeFilterPillProps {
  filter: AdhocFilter;
  onSave: (filter: AdhocFilter) => void;
  /** The pill's label button. */
  children: ReactNode;
}

export function TimeRangeFilterPill({ filter, onSave, children }: TimeRangeFilterPillProps) {
  const range =
    typeof filter.comparator === 'string' && filter.comparator !== ''
      ? filter.comparator
      : NO_TIME_RANGE;
  const editor = useTimeRangeDraft(range, (next) => onSave(changeFilterComparator(filter, next)));
  return (
    <>
      {/* The modal sits outside the clickable wrapper: React passes clicks inside a portal up
          to its React parents, and a click in the editor must not start a new edit. */}
      <span className="pn-dnd-time-filter" data-testid="time-filter-pill" onClick={editor.open}>
        {children}
      </span>
      {/* The pill is a sortable chip whose key and pointer listeners start a drag; events from
          the editor (typing a date, Enter to confirm it) must not reach them. */}
      <span
        className="pn-dnd-time-filter-editor"
        onKeyDown={stopPropagation}
        onPointerDown={stopPropagation}
        onMouseDown={stopPropagation}
        onClick={stopPropagation}
      >
        {editor.modal}
      </span>
    </>
  );
}
