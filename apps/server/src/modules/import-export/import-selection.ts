/**
 * Which files of a bundle an import takes, as each of Superset's v1 importers decides: all the
 * primary objects (the resource's own folder), and of the others only what they reference: a
 * dashboard's charts (by the uuids in its layout) and native-filter datasets, the charts'
 * datasets, the datasets' databases, the saved queries' databases. A related file nothing references is ignored, and an object
 * whose parent is not in the bundle is not imported.
 */
import type { LoadedBundle } from './bundle-loader';
import type { BundleResource } from './bundle-resources';
import { findChartUuids, findNativeFilterDatasetUuids } from './dashboard-refs';
import type {
  ChartConfig,
  DashboardConfig,
  DatabaseConfig,
  DatasetConfig,
  SavedQueryConfig,
} from './import-schemas';

export interface Selected<C> {
  file: string;
  config: C;
  primary: boolean;
}

export interface Selection {
  databases: Selected<DatabaseConfig>[];
  datasets: Selected<DatasetConfig>[];
  charts: Selected<ChartConfig>[];
  dashboards: Selected<DashboardConfig>[];
  queries: Selected<SavedQueryConfig>[];
}

function pick<C>(
  files: Map<string, C>,
  keep: (config: C) => boolean,
  primary: boolean,
): Selected<C>[] {
  return [...files].filter(([, c]) => keep(c)).map(([file, config]) => ({ file, config, primary }));
}

/** The files each of Superset's importers imports, related objects only when referenced. */
export function selectObjects(bundle: LoadedBundle, resource: BundleResource): Selection {
  const uuidsOf = <C extends { uuid: string }>(items: Selected<C>[]) =>
    new Set(items.map((i) => i.config.uuid));
  const relatedDatabases = (datasetUuids: Set<string> | null) => {
    const wanted = new Set(
      [...bundle.datasets.values()]
        .filter((d) => datasetUuids === null || datasetUuids.has(d.uuid))
        .map((d) => d.database_uuid),
    );
    return pick(bundle.databases, (d) => wanted.has(d.uuid), false);
  };
  switch (resource) {
    case 'database': {
      const databases = pick(bundle.databases, () => true, true);
      const dbUuids = uuidsOf(databases);
      const datasets = pick(bundle.datasets, (d) => dbUuids.has(d.database_uuid), false);
      return { databases, datasets, charts: [], dashboards: [], queries: [] };
    }
    case 'dataset': {
      const databases = relatedDatabases(null);
      const dbUuids = uuidsOf(databases);
      const datasets = pick(bundle.datasets, (d) => dbUuids.has(d.database_uuid), true);
      return { databases, datasets, charts: [], dashboards: [], queries: [] };
    }
    case 'chart': {
      const datasetUuids = new Set([...bundle.charts.values()].map((c) => c.dataset_uuid));
      const databases = relatedDatabases(datasetUuids);
      const dbUuids = uuidsOf(databases);
      const datasets = pick(bundle.datasets, (d) => dbUuids.has(d.database_uuid), false);
      const dsUuids = uuidsOf(datasets);
      const charts = pick(bundle.charts, (c) => dsUuids.has(c.dataset_uuid), true);
      return { databases, datasets, charts, dashboards: [], queries: [] };
    }
    case 'dashboard': {
      const chartUuids = new Set<string>();
      const datasetUuids = new Set<string>();
      for (const dashboard of bundle.dashboards.values()) {
        for (const uuid of findChartUuids(dashboard.position ?? {})) chartUuids.add(uuid);
        for (const uuid of findNativeFilterDatasetUuids(dashboard.metadata ?? {}))
          datasetUuids.add(uuid);
      }
      for (const chart of bundle.charts.values())
        if (chartUuids.has(chart.uuid)) datasetUuids.add(chart.dataset_uuid);
      const databases = relatedDatabases(datasetUuids);
      const dbUuids = uuidsOf(databases);
      const datasets = pick(bundle.datasets, (d) => dbUuids.has(d.database_uuid), false);
      const dsUuids = uuidsOf(datasets);
      const charts = pick(bundle.charts, (c) => dsUuids.has(c.dataset_uuid), false);
      const dashboards = pick(bundle.dashboards, () => true, true);
      return { databases, datasets, charts, dashboards, queries: [] };
    }
    case 'saved_query': {
      const wanted = new Set([...bundle.queries.values()].map((q) => q.database_uuid));
      const databases = pick(bundle.databases, (d) => wanted.has(d.uuid), false);
      const dbUuids = uuidsOf(databases);
      const queries = pick(bundle.queries, (q) => dbUuids.has(q.database_uuid), true);
      return { databases, datasets: [], charts: [], dashboards: [], queries };
    }
  }
}
