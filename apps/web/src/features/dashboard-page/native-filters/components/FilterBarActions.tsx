/**
 * Apply and Clear all (values reach the charts only on Apply, so several can be changed before the
 * charts query again). Clear all also marks the cross filters in force, which Apply then removes
 * with the bar's values.
 */
import { Button } from 'antd';
import { t } from '../../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import {
  selectFiltersInitialized,
  selectHasUnappliedValues,
  selectNativeFilterList,
} from '../state/nativeFilterSelectors';
import { applyNativeFilters, clearAllFilters } from '../thunks/filterActions';

export function FilterBarActions({ compact = false }: { compact?: boolean }) {
  const dispatch = useAppDispatch();
  const initialized = useAppSelector(selectFiltersInitialized);
  const changed = useAppSelector(selectHasUnappliedValues);
  const filters = useAppSelector(selectNativeFilterList);
  if (filters.length === 0) return null;
  return (
    <div className={`pn-filter-bar-actions ${compact ? 'is-compact' : ''}`}>
      <Button
        type="primary"
        block={!compact}
        disabled={!initialized || !changed}
        data-testid="filter-bar-apply"
        onClick={() => dispatch(applyNativeFilters())}
      >
        {t('Apply filters')}
      </Button>
      <Button
        type="link"
        block={!compact}
        disabled={!initialized}
        data-testid="filter-bar-clear-all"
        onClick={() => dispatch(clearAllFilters())}
      >
        {t('Clear all')}
      </Button>
    </div>
  );
}
