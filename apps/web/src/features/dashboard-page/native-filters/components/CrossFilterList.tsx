/**
 * The cross filters in force: which chart set each, its values, and a clear
 * button. Those Clear all marked are struck through until Apply removes them.
 */
import { CloseOutlined } from '@ant-design/icons';
import { t } from '../../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { crossFilterCleared } from '../state/dataMaskSlice';
import { selectActiveCrossFilters } from '../state/nativeFilterSelectors';
import { IconButton } from '../../../../components/IconButton';
import { ThemedText } from '../../../../components/ThemedText';

export function CrossFilterList({ horizontal = false }: { horizontal?: boolean }) {
  const dispatch = useAppDispatch();
  const crossFilters = useAppSelector(selectActiveCrossFilters);
  if (crossFilters.length === 0) return null;
  return (
    <div
      className={`pn-cross-filters ${horizontal ? 'is-horizontal' : ''}`}
      data-testid="cross-filters"
    >
      {!horizontal && (
        <ThemedText strong className="pn-filter-bar-section-title">
          {t('Cross-filters')}
        </ThemedText>
      )}
      {crossFilters.map((filter) => (
        <div
          key={filter.chartId}
          className={`pn-cross-filter ${filter.clearing ? 'is-clearing' : ''}`}
          data-testid="cross-filter-item"
          data-chart-id={filter.chartId}
          data-clearing={filter.clearing}
          title={filter.clearing ? t('Cleared when filters are applied') : undefined}
        >
          <div className="pn-cross-filter-text">
            <ThemedText className="pn-cross-filter-chart" ellipsis>
              {filter.chartName}
            </ThemedText>
            <ThemedText strong ellipsis data-testid="cross-filter-value">
              {filter.label}
            </ThemedText>
          </div>
          <IconButton
            title={t('Clear')}
            icon={<CloseOutlined />}
            data-testid="cross-filter-clear"
            onClick={() => dispatch(crossFilterCleared({ chartId: filter.chartId }))}
          />
        </div>
      ))}
    </div>
  );
}
