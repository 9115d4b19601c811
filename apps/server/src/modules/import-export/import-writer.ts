/**
 * Carries out an import plan in one transaction, so a failure leaves nothing half-imported
 * (Superset rolls back too): databases, then datasets with their columns and metrics, charts
 * pointed at their datasets' new ids, dashboards with their layout and metadata remapped and
 * their charts linked, saved queries pointed at their databases' ids. The importing user is
 * appended to the owners of what is written, and owns the saved queries it writes.
 *
 * With overwrite, a dataset's columns and metrics are synced to the file (matched by name, the
 * ones the file lacks removed), as Superset's importer does, except that a file with no list at
 * all leaves them alone; a dashboard's charts become exactly the ones its layout shows.
 */
import type { Transaction } from 'kysely';
import type { MetadataSchema } from '../../store/schema';
import type { DatabaseRef, DatasetRef } from '../databases/data-permissions';
import { importDashboardRefs } from './dashboard-refs';
import { importedFilterBoxes, withFilterBoxesMigrated } from './filter-box-import';
import type { ImportPlan, PlannedDataset } from './import-plan';
import {
  chartValues,
  columnValues,
  dashboardValues,
  databaseValues,
  datasetValues,
  metricValues,
  newColumnRow,
  newMetricRow,
  rebindQueryContext,
  savedQueryValues,
  type Audit,
} from './import-rows';
import type { ImportExportRepository } from './import-export.repository';

/** What changed, for the data permissions and connectors kept in step after the commit. */
export interface ImportOutcome {
  databasesCreated: DatabaseRef[];
  databasesChanged: { before: DatabaseRef; after: DatabaseRef }[];
  datasetsCreated: { database: DatabaseRef; dataset: DatasetRef }[];
  datasetsChanged: {
    before: { database: DatabaseRef; dataset: DatasetRef };
    after: { database: DatabaseRef; dataset: DatasetRef };
  }[];
}

type Trx = Transaction<MetadataSchema>;

interface SyncByName<W> {
  remove(ids: number[]): Promise<void>;
  update(id: number, wanted: W): Promise<void>;
  insert(added: W[]): Promise<void>;
}

/**
 * Makes a dataset's rows match `wanted`, matched by name: rows no longer wanted are deleted,
 * wanted ones that exist are updated and the rest inserted.
 */
async function syncByName<W, R extends { id: number }>(
  wanted: readonly W[],
  existingRows: readonly R[],
  nameOf: (item: W | R) => string,
  sync: SyncByName<W>,
): Promise<void> {
  const existing = new Map(existingRows.map((row) => [nameOf(row), row]));
  const keep = new Set(wanted.map(nameOf));
  await sync.remove(
    [...existing.values()].filter((row) => !keep.has(nameOf(row))).map((row) => row.id),
  );
  const added = [];
  for (const item of wanted) {
    const current = existing.get(nameOf(item));
    if (current) await sync.update(current.id, item);
    else added.push(item);
  }
  await sync.insert(added);
}

async function syncColumns(
  repo: ImportExportRepository,
  trx: Trx,
  datasetId: number,
  planned: PlannedDataset,
  now: string,
): Promise<void> {
  // A file without a column list says nothing about columns: the existing ones stay.
  const wanted = planned.config.columns;
  if (!wanted) return;
  const existing = (await repo.datasets.columns([datasetId], trx)).get(datasetId) ?? [];
  await syncByName(wanted, existing, (c) => c.column_name, {
    remove: (ids) => repo.deleteColumns(ids, trx),
    update: (id, column) => repo.updateColumn(id, columnValues(column, now), trx),
    insert: (added) =>
      repo.datasets.insertColumns(
        added.map((column) => newColumnRow(datasetId, column, now)),
        trx,
      ),
  });
}

async function syncMetrics(
  repo: ImportExportRepository,
  trx: Trx,
  datasetId: number,
  planned: PlannedDataset,
  now: string,
): Promise<void> {
  const wanted = planned.config.metrics;
  if (!wanted) return;
  const existing = (await repo.datasets.metrics([datasetId], trx)).get(datasetId) ?? [];
  await syncByName(wanted, existing, (m) => m.metric_name, {
    remove: (ids) => repo.deleteMetrics(ids, trx),
    update: (id, metric) => repo.updateMetric(id, metricValues(metric, now), trx),
    insert: (added) =>
      repo.datasets.insertMetrics(
        added.map((metric) => newMetricRow(datasetId, metric, now)),
        trx,
      ),
  });
}

export async function writeImport(
  repo: ImportExportRepository,
  plan: ImportPlan,
  audit: Audit,
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = {
    databasesCreated: [],
    databasesChanged: [],
    datasetsCreated: [],
    datasetsChanged: [],
  };
  const created = { created_on: audit.now, created_by_fk: audit.userId };
  // Read before the transaction: on SQLite the transaction holds the only connection.
  const previousDatabases = new Map(
    (
      await repo.byIds(
        'databases',
        plan.datasets.flatMap((d) =>
          d.action === 'overwrite' && d.existing ? [d.existing.database_id] : [],
        ),
      )
    ).map((d) => [d.id, d]),
  );
  await repo.transaction(async (trx) => {
    const databases = new Map<string, DatabaseRef>();
    for (const planned of plan.databases) {
      const { config, existing } = planned;
      if (planned.action === 'reuse' || !planned.connection) {
        if (existing) databases.set(config.uuid, existing);
        continue;
      }
      const values = databaseValues(config, planned.connection, audit);
      const after = { database_name: config.database_name };
      if (planned.action === 'overwrite' && existing) {
        await repo.update('databases', existing.id, values, trx);
        databases.set(config.uuid, { id: existing.id, ...after });
        outcome.databasesChanged.push({ before: existing, after: { id: existing.id, ...after } });
      } else {
        const id = await repo.insert(
          'databases',
          { uuid: config.uuid, ...created, ...values },
          trx,
        );
        databases.set(config.uuid, { id, ...after });
        outcome.databasesCreated.push({ id, ...after });
      }
    }

    const datasets = new Map<string, number>();
    for (const planned of plan.datasets) {
      const { config, existing } = planned;
      const database = databases.get(config.database_uuid);
      if (planned.action === 'reuse' || !database) {
        if (existing) datasets.set(config.uuid, existing.id);
        continue;
      }
      const values = datasetValues(config, database.id, planned.sql, audit);
      const ref = {
        table_name: config.table_name,
        schema: values.schema ?? null,
      };
      if (planned.action === 'overwrite' && existing) {
        await repo.update('datasets', existing.id, values, trx);
        await syncColumns(repo, trx, existing.id, planned, audit.now);
        await syncMetrics(repo, trx, existing.id, planned, audit.now);
        await repo.addOwner('dataset_owners', existing.id, audit.userId, trx);
        datasets.set(config.uuid, existing.id);
        const before = previousDatabases.get(existing.database_id);
        if (before) {
          outcome.datasetsChanged.push({
            before: { database: before, dataset: existing },
            after: { database, dataset: { id: existing.id, ...ref } },
          });
        }
      } else {
        const id = await repo.insert('datasets', { uuid: config.uuid, ...created, ...values }, trx);
        await repo.datasets.insertColumns(
          (config.columns ?? []).map((c) => newColumnRow(id, c, audit.now)),
          trx,
        );
        await repo.datasets.insertMetrics(
          (config.metrics ?? []).map((m) => newMetricRow(id, m, audit.now)),
          trx,
        );
        await repo.addOwner('dataset_owners', id, audit.userId, trx);
        datasets.set(config.uuid, id);
        outcome.datasetsCreated.push({ database, dataset: { id, ...ref } });
      }
    }

    const charts = new Map<string, number>();
    const chartsCreated = new Set<number>();
    for (const planned of plan.charts) {
      const { config, existing } = planned;
      const datasetId = datasets.get(config.dataset_uuid);
      if (planned.action === 'reuse' || datasetId === undefined) {
        if (existing) charts.set(config.uuid, existing.id);
        continue;
      }
      if (planned.action === 'overwrite' && existing) {
        await repo.update(
          'charts',
          existing.id,
          chartValues(config, datasetId, existing.id, audit),
          trx,
        );
        await repo.addOwner('chart_owners', existing.id, audit.userId, trx);
        charts.set(config.uuid, existing.id);
      } else {
        const values = chartValues(config, datasetId, null, audit);
        const id = await repo.insert('charts', { uuid: config.uuid, ...created, ...values }, trx);
        // The saved query context may name the chart itself: it gets the new id once known.
        if (values.query_context) {
          await repo.update(
            'charts',
            id,
            { query_context: rebindQueryContext(values.query_context, datasetId, id) },
            trx,
          );
        }
        await repo.addOwner('chart_owners', id, audit.userId, trx);
        charts.set(config.uuid, id);
        chartsCreated.add(id);
      }
    }

    const filterBoxes = importedFilterBoxes(plan, charts, datasets);
    const filterBoxesMigrated = new Set<number>();

    for (const planned of plan.dashboards) {
      const { config, existing } = planned;
      const imported = importDashboardRefs(
        config.position ?? {},
        config.metadata ?? {},
        charts,
        datasets,
      );
      const refs = withFilterBoxesMigrated(imported, filterBoxes);
      for (const chartId of imported.chartIds) {
        if (filterBoxes.has(chartId)) filterBoxesMigrated.add(chartId);
      }
      const values = dashboardValues(
        config,
        config.position ? refs.position : null,
        config.metadata ? refs.metadata : null,
        audit,
      );
      let id: number;
      if (planned.action === 'overwrite' && existing) {
        id = existing.id;
        await repo.update('dashboards', id, values, trx);
      } else {
        id = await repo.insert('dashboards', { uuid: config.uuid, ...created, ...values }, trx);
      }
      await repo.addOwner('dashboard_owners', id, audit.userId, trx);
      await repo.replaceDashboardCharts(id, refs.chartIds, trx);
    }
    await repo.deleteCharts(
      [...filterBoxesMigrated].filter((id) => chartsCreated.has(id)),
      trx,
    );

    for (const planned of plan.queries) {
      const { config, existing } = planned;
      const database = databases.get(config.database_uuid);
      if (!database) continue;
      const values = savedQueryValues(config, database.id, audit);
      if (planned.action === 'overwrite' && existing)
        await repo.update('saved_queries', existing.id, values, trx);
      else await repo.insert('saved_queries', { uuid: config.uuid, ...created, ...values }, trx);
    }
  });
  return outcome;
}
