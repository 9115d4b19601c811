/**
 * CHART: the layout entry of a chart. Renders the chart's holder, or, when the layout names a chart
 * the dashboard has no definition for (deleted, or not readable by this user), says so. Directly
 * inside a column it is as wide as the column.
 */
import { Alert } from 'antd';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { t } from '../../../i18n/t';
import { useAppSelector } from '../../../store/hooks';
import { ChartHolder } from '../chart-holder/ChartHolder';
import { heightPx, useGridGeometry, widthPx } from './gridGeometry';
import { useDrawnWidth } from './useDrawnWidth';

export function ChartComponent({ item, parentId }: { item: LayoutItem; parentId: string | null }) {
  const chartId = typeof item.meta.chartId === 'number' ? item.meta.chartId : null;
  const slice = useAppSelector((state) =>
    chartId === null ? undefined : state.sliceEntities.slices[chartId],
  );
  const { columnUnit } = useGridGeometry();
  const width = useDrawnWidth(item, parentId);

  if (chartId === null || !slice) {
    return (
      <div
        className="pn-chart-holder pn-chart-holder--missing"
        data-component-id={item.id}
        data-test-chart-id={chartId ?? undefined}
        data-testid="dashboard-chart-missing"
        style={{ width: widthPx(width, columnUnit), height: heightPx(item.meta.height) }}
      >
        <Alert
          type="warning"
          showIcon
          title={t(
            'Sorry, there is no chart definition associated with the chart trying to be added.',
          )}
        />
      </div>
    );
  }
  return (
    <ChartHolder
      componentId={item.id}
      chartId={chartId}
      slice={slice}
      width={width}
      height={item.meta.height}
      sliceNameOverride={
        typeof item.meta.sliceNameOverride === 'string' ? item.meta.sliceNameOverride : undefined
      }
    />
  );
}
