/** Pieces every form of the filter bar shows: the filter sets panel and the empty message. */
import { Suspense } from 'react';
import { lazyComponent } from '../../../../components/lazyComponent';
import { t } from '../../../../i18n/t';
import { ThemedText } from '../../../../components/ThemedText';

const FilterSetsPanel = lazyComponent(() =>
  import('./FilterSetsPanel').then((m) => m.FilterSetsPanel),
);

/** The filter sets panel, rendered only once its tab or popover opens. */
export function LazyFilterSetsPanel({ dashboardId }: { dashboardId: number }) {
  return (
    <Suspense fallback={null}>
      <FilterSetsPanel dashboardId={dashboardId} />
    </Suspense>
  );
}

export function NoFilters() {
  return (
    <ThemedText paragraph tone="secondary" className="pn-filter-bar-empty">
      {t('No filters are currently added to this dashboard.')}
    </ThemedText>
  );
}
