/**
 * The filter mark in a dashboard chart's title bar: how many dashboard filters (native, cross,
 * filter box) reach the chart, their names on hover, and the filters the server could not
 * apply to the chart's dataset (`rejected_filters` of the result, with the reason).
 *
 * Drawn on every filtered chart of a dashboard at once, so the count is a CSS badge and the
 * tooltip mounts on first hover (DeferredTooltip) instead of antd's Badge and Tooltip.
 */
import { FilterOutlined } from '@ant-design/icons';
import { DeferredTooltip } from '../../../../components/DeferredTooltip';
import { t } from '../../../../i18n/t';
import { useAppSelector } from '../../../../store/hooks';
import type { ChartDataResult } from '../../../../visualizations/chartPluginTypes';
import { selectFiltersOnChart } from '../state/nativeFilterSelectors';
import './filterBar.css';

export function ChartFilterIndicator({
  chartId,
  result,
}: {
  chartId: number;
  result: ChartDataResult | undefined;
}) {
  const applied = useAppSelector((state) => selectFiltersOnChart(state, chartId));
  const rejected = result?.rejected_filters ?? [];
  if (applied.length === 0 && rejected.length === 0) return null;
  const title = (
    <div data-testid="chart-filters-tooltip">
      {applied.length > 0 && (
        <>
          <strong>{t('Applied filters (%s)', applied.length)}</strong>
          <ul className="pn-chart-filters-list">
            {applied.map((filter) => (
              <li key={filter.id}>{filter.name}</li>
            ))}
          </ul>
        </>
      )}
      {rejected.length > 0 && (
        <>
          <strong>{t('Rejected filters (%s)', rejected.length)}</strong>
          <ul className="pn-chart-filters-list">
            {rejected.map((filter) => (
              <li key={`${filter.column}:${filter.reason}`}>
                {filter.column}: {filter.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
  return (
    <DeferredTooltip title={title} placement="bottomRight">
      <span
        className="pn-chart-filters"
        data-testid="chart-filters"
        data-applied-count={applied.length}
        aria-label={t('Applied filters (%s)', applied.length)}
      >
        <FilterOutlined />
        <span
          className={`pn-chart-filters-count${rejected.length > 0 ? ' pn-chart-filters-count--rejected' : ''}`}
        >
          {applied.length}
        </span>
      </span>
    </DeferredTooltip>
  );
}
