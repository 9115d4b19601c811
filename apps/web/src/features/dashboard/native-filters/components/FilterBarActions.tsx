/** Apply and Clear all (spec 1: values reach the charts only on Apply). */
import { Button } from 'antd';
import { t } from '../../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { allFiltersCleared } from '../state/nativeFiltersSlice';
import {
  selectFiltersInitialized,
  selectHasUnappliedValues,
  selectNativeFilterList,
} from '../state/nativeFilterSelectors';
import { applyNativeFilters } from '../thunks/filterActions';

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
        onClick={() => dispatch(allFiltersCleared())}
      >
        {t('Clear all')}
      </Button>
    </div>
  );
}
