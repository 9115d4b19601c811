/**
 * Writes a v1 bundle the way Superset's export commands do: metadata.yaml
 * first, then each requested object followed by its related ones (dashboard → its charts → their
 * datasets → their databases, plus the datasets native filters target; a database is followed by
 * its datasets), every file once, all under the `<resource>_export_<timestamp>/` root folder of
 * a ZIP named the same.
 *
 * A bundle holds only what the exporter may read: the charts of a dashboard the caller cannot see
 * leave the bundle and its layout (a dashboard never widens what a user can see), and a related
 * dataset or database the caller may not read is left out, its references kept by uuid only.
 *
 * File names: `databases/<db>.yaml`, `datasets/<db>/<table>_<id>.yaml` (without the id when a
 * database export lists its own datasets), `charts/<name>_<id>.yaml`,
 * `dashboards/<title>_<id>.yaml`, `queries/<db>/<schema>/<label>.yaml` (without the schema folder
 * when the query has none, the uuid when the label comes out empty), names made safe with
 * werkzeug's secure_filename. Two saved queries with one name would share a file, where Superset
 * keeps only the first: the later ones get their id appended, so every query travels.
 */
import { writeZip } from '../../engine/export/zip-writer';
import type {
  ChartRow,
  DashboardRow,
  DatabaseRow,
  DatasetRow,
  SavedQueryRow,
} from '../../store/schema';
import { chartIdsInPosition, withoutChartComponents } from '../dashboards/dashboard-layout-charts';
import { bundleFileStem, exportRootName, pythonIsoTimestamp, secureFilename } from './bundle-names';
import { RESOURCE_INFO } from './bundle-resources';
import { nativeFilterDatasetIds } from './dashboard-refs';
import {
  chartPayload,
  dashboardPayload,
  databasePayload,
  datasetPayload,
  savedQueryPayload,
} from './export-payloads';
import { IMPORT_VERSION } from './import-schemas';
import type { ImportExportRepository } from './import-export.repository';
import { stringifyBundleYaml } from './yaml-codec';

export interface ExportedBundle {
  /** `dashboard_export_20240101T120000.zip` */
  fileName: string;
  data: Buffer;
}

export type ExportRows =
  | { resource: 'dashboard'; rows: DashboardRow[] }
  | { resource: 'chart'; rows: ChartRow[] }
  | { resource: 'dataset'; rows: DatasetRow[] }
  | { resource: 'database'; rows: DatabaseRow[] }
  | { resource: 'saved_query'; rows: SavedQueryRow[] };

/** The objects among `ids` the exporter may read, one function per kind. */
export interface ExportAccess {
  charts(ids: number[]): Promise<Set<number>>;
  datasets(ids: number[]): Promise<Set<number>>;
  databases(ids: number[]): Promise<Set<number>>;
}

const TABLE_DATASOURCE_TYPES = new Set(['table', 'dataset']);

/** One export: the files in order, and the objects already loaded. */
class ExportSession {
  readonly files = new Map<string, string>();
  private readonly databases = new Map<number, DatabaseRow | null>();
  private readonly datasets = new Map<number, DatasetRow | null>();
  private readonly readable = new Map<string, boolean>();
  private readonly savedQueries = new Set<number>();

  constructor(
    private readonly repo: ImportExportRepository,
    private readonly access: ExportAccess,
  ) {}

  private async add(name: string, payload: () => Promise<unknown> | unknown): Promise<void> {
    if (this.files.has(name)) return;
    // Reserve the name (and its place in the order) before building the payload.
    this.files.set(name, '');
    this.files.set(name, stringifyBundleYaml(await payload()));
  }

  /** Whether the exporter may read a related object (requested ones were checked already). */
  private async mayRead(kind: 'datasets' | 'databases', id: number): Promise<boolean> {
    const key = `${kind}:${id}`;
    let known = this.readable.get(key);
    if (known === undefined) {
      known = (await this.access[kind]([id])).has(id);
      this.readable.set(key, known);
    }
    return known;
  }

  private async database(id: number): Promise<DatabaseRow | null> {
    if (!this.databases.has(id)) {
      const [row] = await this.repo.byIds('databases', [id]);
      this.databases.set(id, row ?? null);
    }
    return this.databases.get(id) ?? null;
  }

  private async dataset(id: number): Promise<DatasetRow | null> {
    if (!this.datasets.has(id)) {
      const [row] = await this.repo.byIds('datasets', [id]);
      this.datasets.set(id, row ?? null);
    }
    return this.datasets.get(id) ?? null;
  }

  private databaseFile(database: DatabaseRow): string {
    return `databases/${bundleFileStem(database.database_name, database.id, true)}.yaml`;
  }

  private async datasetFile(
    dataset: DatasetRow,
    database: DatabaseRow,
    skipId: boolean,
  ): Promise<void> {
    const folder = bundleFileStem(database.database_name, database.id, true);
    const name = `datasets/${folder}/${bundleFileStem(dataset.table_name, dataset.id, skipId)}.yaml`;
    await this.add(name, async () =>
      datasetPayload(
        dataset,
        (await this.repo.datasets.columns([dataset.id])).get(dataset.id) ?? [],
        (await this.repo.datasets.metrics([dataset.id])).get(dataset.id) ?? [],
        database.uuid,
      ),
    );
  }

  async exportDatabase(database: DatabaseRow): Promise<void> {
    this.databases.set(database.id, database);
    await this.add(this.databaseFile(database), () => databasePayload(database));
    const datasets = await this.repo.datasetsOfDatabase(database.id);
    const readable = await this.access.datasets(datasets.map((d) => d.id));
    for (const dataset of datasets) {
      if (readable.has(dataset.id)) await this.datasetFile(dataset, database, true);
    }
  }

  async exportDataset(dataset: DatasetRow): Promise<void> {
    const database = await this.database(dataset.database_id);
    if (!database) return;
    await this.datasetFile(dataset, database, false);
    if (await this.mayRead('databases', database.id))
      await this.add(this.databaseFile(database), () => databasePayload(database));
  }

  /** A related dataset, exported when the exporter may read it. */
  private async exportRelatedDataset(dataset: DatasetRow): Promise<void> {
    if (await this.mayRead('datasets', dataset.id)) await this.exportDataset(dataset);
  }

  private async chartDataset(chart: ChartRow): Promise<DatasetRow | null> {
    if (chart.datasource_id === null || !TABLE_DATASOURCE_TYPES.has(chart.datasource_type ?? ''))
      return null;
    return this.dataset(chart.datasource_id);
  }

  async exportChart(chart: ChartRow): Promise<void> {
    const dataset = await this.chartDataset(chart);
    await this.add(`charts/${bundleFileStem(chart.slice_name, chart.id)}.yaml`, () =>
      chartPayload(chart, dataset?.uuid),
    );
    if (dataset) await this.exportRelatedDataset(dataset);
  }

  async exportDashboard(dashboard: DashboardRow): Promise<void> {
    const linked = await this.repo.chartsOfDashboard(dashboard.id);
    const layoutIds = chartIdsInPosition(dashboard.position_json);
    const visible = await this.access.charts([...linked.map((c) => c.id), ...layoutIds]);
    const charts = linked.filter((c) => visible.has(c.id));
    const position =
      dashboard.position_json &&
      withoutChartComponents(
        dashboard.position_json,
        new Set(layoutIds.filter((id) => !visible.has(id))),
      );
    const filterDatasets: DatasetRow[] = [];
    for (const id of nativeFilterDatasetIds(dashboard.json_metadata)) {
      const dataset = await this.dataset(id);
      if (dataset) filterDatasets.push(dataset);
    }
    const datasetUuids = new Map(filterDatasets.map((d) => [d.id, d.uuid]));
    await this.add(
      `dashboards/${bundleFileStem(dashboard.dashboard_title, dashboard.id)}.yaml`,
      () => dashboardPayload({ ...dashboard, position_json: position }, charts, datasetUuids),
    );
    for (const chart of charts) await this.exportChart(chart);
    for (const dataset of filterDatasets) await this.exportRelatedDataset(dataset);
  }

  private savedQueryFile(query: SavedQueryRow, database: DatabaseRow): string {
    const folder = bundleFileStem(database.database_name, database.id, true);
    const schema = query.schema === null ? '' : `${secureFilename(query.schema)}/`;
    const stem = secureFilename(query.label) || query.uuid;
    const name = `queries/${folder}/${schema}${stem}.yaml`;
    return this.files.has(name) ? `queries/${folder}/${schema}${stem}_${query.id}.yaml` : name;
  }

  async exportSavedQuery(query: SavedQueryRow): Promise<void> {
    const database = await this.database(query.db_id);
    if (!database || this.savedQueries.has(query.id)) return;
    this.savedQueries.add(query.id);
    await this.add(this.savedQueryFile(query, database), () =>
      savedQueryPayload(query, database.uuid),
    );
    if (await this.mayRead('databases', database.id))
      await this.add(this.databaseFile(database), () => databasePayload(database));
  }
}

export async function exportBundle(
  repo: ImportExportRepository,
  access: ExportAccess,
  request: ExportRows,
  now: Date = new Date(),
): Promise<ExportedBundle> {
  const session = new ExportSession(repo, access);
  session.files.set(
    'metadata.yaml',
    stringifyBundleYaml({
      version: IMPORT_VERSION,
      type: RESOURCE_INFO[request.resource].modelClass,
      timestamp: pythonIsoTimestamp(now),
    }),
  );
  switch (request.resource) {
    case 'dashboard':
      for (const row of request.rows) await session.exportDashboard(row);
      break;
    case 'chart':
      for (const row of request.rows) await session.exportChart(row);
      break;
    case 'dataset':
      for (const row of request.rows) await session.exportDataset(row);
      break;
    case 'database':
      for (const row of request.rows) await session.exportDatabase(row);
      break;
    case 'saved_query':
      for (const row of request.rows) await session.exportSavedQuery(row);
      break;
  }
  const root = exportRootName(request.resource, now);
  return {
    fileName: `${root}.zip`,
    data: await writeZip(
      [...session.files].map(([name, text]) => ({ name: `${root}/${name}`, data: text })),
      now,
    ),
  };
}
