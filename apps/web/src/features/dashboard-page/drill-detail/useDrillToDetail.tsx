/**
 * Drilling for one chart holder: the chart's right-click hook (opens the drill menu at the
 * pointer), the holder menu's entry (all rows), and the menu and modal elements to render: drill
 * to detail, drill by another column, and the cross filter a click on the point would emit. Menu
 * and modals load on first use, so a chart nobody drills into costs no download.
 */
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { lazyComponent } from '../../../components/lazyComponent';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import type { DrillByStep } from '../drill-by/drillBySteps';
import type { DrillCrossFilter, DrillMenuRequest } from './DrillContextMenu';
import type { DrillFilter } from './drillDetailQuery';

const DrillContextMenu = lazyComponent(() =>
  import('./DrillContextMenu').then((m) => m.DrillContextMenu),
);
const DrillDetailModal = lazyComponent(() =>
  import('./DrillDetailModal').then((m) => m.DrillDetailModal),
);
const DrillByModal = lazyComponent(() =>
  import('../drill-by/DrillByModal').then((m) => m.DrillByModal),
);

export interface DrillToDetail {
  /** For the chart's `hooks.onContextMenu`. */
  onContextMenu: (
    x: number,
    y: number,
    filters: DrillFilter[],
    crossFilter?: DrillCrossFilter,
  ) => void;
  /** Opens the modal on all of the chart's rows. */
  openDrill: (filters?: DrillFilter[]) => void;
  elements: ReactNode;
}

export interface DrillTarget {
  chartId: number;
  dashboardId: number | undefined;
  sliceName: string;
  /** The chart's form data as queried, the dashboard's filters included. */
  formData: QueryFormData;
  datasource: DatasourceJson | null;
  /** Emits a cross filter from the chart (absent where the dashboard takes none). */
  onCrossFilter?: (mask: NonNullable<DrillCrossFilter>) => void;
}

export function useDrillToDetail(target: DrillTarget): DrillToDetail {
  const { sliceName, formData } = target;
  const [menu, setMenu] = useState<DrillMenuRequest | null>(null);
  const [drilled, setDrilled] = useState<DrillFilter[] | null>(null);
  const [drilledBy, setDrilledBy] = useState<DrillByStep | null>(null);
  const onContextMenu = useCallback(
    (x: number, y: number, filters: DrillFilter[], crossFilter?: DrillCrossFilter) =>
      setMenu({ x, y, filters, crossFilter }),
    [],
  );
  const openDrill = useCallback((filters: DrillFilter[] = []) => setDrilled(filters), []);
  const columns = target.datasource?.columns ?? [];
  const elements = (
    <Suspense fallback={null}>
      {menu && (
        <DrillContextMenu
          request={menu}
          formData={formData}
          onDrill={openDrill}
          columns={columns}
          onDrillBy={(column, clicked) => setDrilledBy({ column, clicked })}
          onCrossFilter={target.onCrossFilter}
          onClose={() => setMenu(null)}
        />
      )}
      {drilled && (
        <DrillDetailModal
          sliceName={sliceName}
          formData={formData}
          initialFilters={drilled}
          onClose={() => setDrilled(null)}
        />
      )}
      {drilledBy && (
        <DrillByModal
          chartId={target.chartId}
          dashboardId={target.dashboardId}
          sliceName={sliceName}
          formData={formData}
          datasource={target.datasource}
          columns={columns}
          firstStep={drilledBy}
          onClose={() => setDrilledBy(null)}
        />
      )}
    </Suspense>
  );
  return { onContextMenu, openDrill, elements };
}
