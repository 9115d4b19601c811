/**
 * Filter-box charts arriving in a dashboard bundle become that dashboard's native filters, as
 * Superset's importer does since it retired the filter box: the dashboard gets one native filter
 * per filtered field (the rules in packages/core's filter-box-migration) and no longer lists the
 * boxes among its charts, and the filter-box charts the import created are deleted afterwards.
 */
import { FILTER_BOX_VIZ_TYPE } from '@panorama/core/filters/filter-box';
import {
  migrateFilterBoxes,
  type FilterBoxToMigrate,
} from '@panorama/core/filters/filter-box-migration';
import type { ImportedDashboardRefs } from './dashboard-refs';
import type { ImportPlan } from './import-plan';

/** The bundle's filter-box charts by the ids they got here. */
export function importedFilterBoxes(
  plan: ImportPlan,
  chartIds: ReadonlyMap<string, number>,
  datasetIds: ReadonlyMap<string, number>,
): Map<number, FilterBoxToMigrate> {
  const columnsByDataset = new Map(
    plan.datasets.map(({ config }) => [
      config.uuid,
      (config.columns ?? []).map((column) => column.column_name),
    ]),
  );
  const boxes = new Map<number, FilterBoxToMigrate>();
  for (const { config } of plan.charts) {
    const id = chartIds.get(config.uuid);
    if (config.viz_type !== FILTER_BOX_VIZ_TYPE || id === undefined) continue;
    boxes.set(id, {
      id,
      sliceName: config.slice_name,
      datasetId: datasetIds.get(config.dataset_uuid) ?? null,
      params: config.params ?? {},
      columnNames: columnsByDataset.get(config.dataset_uuid),
    });
  }
  return boxes;
}

/** The dashboard as written: its filter boxes turned into native filters, its other charts kept. */
export function withFilterBoxesMigrated(
  refs: ImportedDashboardRefs,
  boxes: ReadonlyMap<number, FilterBoxToMigrate>,
): ImportedDashboardRefs {
  const filterBoxes = refs.chartIds.flatMap((id) => boxes.get(id) ?? []);
  if (filterBoxes.length === 0) return refs;
  const { metadata, position } = migrateFilterBoxes({
    metadata: refs.metadata,
    position: refs.position,
    filterBoxes,
  });
  return { metadata, position, chartIds: refs.chartIds.filter((id) => !boxes.has(id)) };
}
