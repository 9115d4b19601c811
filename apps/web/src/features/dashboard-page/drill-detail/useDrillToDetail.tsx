/**
 * Drill to detail for one chart holder: the chart's right-click hook (opens the drill menu at the
 * pointer), the holder menu's entry (all rows), and the menu and modal elements to render. Menu
 * and modal load on first use, so a chart nobody drills into costs no download.
 */
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { lazyComponent } from '../../../components/lazyComponent';
import type { DrillMenuRequest } from './DrillContextMenu';
import type { DrillFilter } from './drillDetailQuery';

const DrillContextMenu = lazyComponent(() =>
  import('./DrillContextMenu').then((m) => m.DrillContextMenu),
);
const DrillDetailModal = lazyComponent(() =>
  import('./DrillDetailModal').then((m) => m.DrillDetailModal),
);

export interface DrillToDetail {
  /** For the chart's `hooks.onContextMenu`. */
  onContextMenu: (x: number, y: number, filters: DrillFilter[]) => void;
  /** Opens the modal on all of the chart's rows. */
  openDrill: (filters?: DrillFilter[]) => void;
  elements: ReactNode;
}

export function useDrillToDetail(sliceName: string, formData: QueryFormData): DrillToDetail {
  const [menu, setMenu] = useState<DrillMenuRequest | null>(null);
  const [drilled, setDrilled] = useState<DrillFilter[] | null>(null);
  const onContextMenu = useCallback(
    (x: number, y: number, filters: DrillFilter[]) => setMenu({ x, y, filters }),
    [],
  );
  const openDrill = useCallback((filters: DrillFilter[] = []) => setDrilled(filters), []);
  const elements = (
    <Suspense fallback={null}>
      {menu && (
        <DrillContextMenu
          request={menu}
          formData={formData}
          onDrill={openDrill}
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
    </Suspense>
  );
  return { onContextMenu, openDrill, elements };
}
