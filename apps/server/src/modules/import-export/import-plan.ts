/**
 * Decides what an import will do, before anything is written, and re-authorises every object
 * (an import must never grant more than the API would: CVE-2023-27526, CVE-2024-26016):
 *
 * - which files are imported follows Superset's importers: the primary objects, and the related
 *   objects they reference (a dashboard's charts, their datasets, the datasets' databases, a
 *   saved query's database);
 * - each object is created (when its uuid is new: the user needs can_write on its kind),
 *   overwritten (only primary objects with `overwrite=true`; needs ownership or admin, except
 *   databases, which have no owners) or reused as it is (related objects that exist; the user
 *   must be able to see them, so an import cannot attach to data it could not reach);
 * - what gets written is checked the way the API checks it: database URIs against the connection
 *   policy with their password resolved (a masked password is reused only for the same endpoint),
 *   unique names, a virtual dataset's SQL and the user's access to its source, safe dataset links,
 *   and a saved query's database, which the user must be able to query (as when saving one);
 * - saved queries are private to the user who saved them: one is overwritten only by its owner,
 *   and an imported one belongs to the importer.
 *
 * Permission failures throw at once (403); validation problems are collected per file (422).
 */
import { ForbiddenError } from '@panorama/core/errors/app-error';
import type { ValidateConnectionOptions } from '../../engine/connection-uri';
import { isVisible } from '../../rest/list-engine';
import type { ListSpec } from '../../rest/list-spec';
import {
  canAccessDatabase,
  has,
  isOwnerOrAdmin,
  type AuthenticatedPrincipal,
} from '../../security/principal';
import type { SecretBox } from '../../security/secret-box';
import type {
  ChartRow,
  DashboardRow,
  DatabaseRow,
  DatasetRow,
  SavedQueryRow,
} from '../../store/schema';
import { EXAMPLES_DATABASE_NAME } from '../../examples/examples-database';
import { DATABASE_EXISTS } from '../databases/databases.service';
import { assertSourceAccess } from '../datasets/dataset-source-access';
import { DEFAULT_ENDPOINT_MESSAGE } from '../datasets/datasets.service';
import { checkVirtualSqlText } from '../datasets/virtual-sql-templates';
import { TEMPLATES_OFF, type TemplateSettings } from '../row-level-security/row-level-templates';
import { isDatasetReadable } from '../shared/dataset-visibility';
import type { LoadedBundle } from './bundle-loader';
import type { BundleResource } from './bundle-resources';
import {
  SSH_TUNNEL_NOT_ENABLED,
  fileMessagesOf,
  importInvalid,
  type FileMessages,
} from './command-errors';
import { isConnection, resolveConnection } from './import-connection';
import type {
  ChartConfig,
  DashboardConfig,
  DatabaseConfig,
  DatasetConfig,
  SavedQueryConfig,
} from './import-schemas';
import type { StoredConnection } from './import-rows';
import { selectObjects, type Selected } from './import-selection';
import type { ImportExportRepository } from './import-export.repository';

export type Action = 'create' | 'overwrite' | 'reuse';

interface Planned<C, R> {
  file: string;
  config: C;
  action: Action;
  existing: R | undefined;
}
export type PlannedDatabase = Planned<DatabaseConfig, DatabaseRow> & {
  /** Set for databases that are written. */
  connection?: StoredConnection;
};
export type PlannedDataset = Planned<DatasetConfig, DatasetRow> & { sql: string | null };
export type PlannedChart = Planned<ChartConfig, ChartRow>;
export type PlannedDashboard = Planned<DashboardConfig, DashboardRow>;
export type PlannedSavedQuery = Planned<SavedQueryConfig, SavedQueryRow>;

export interface ImportPlan {
  databases: PlannedDatabase[];
  datasets: PlannedDataset[];
  charts: PlannedChart[];
  dashboards: PlannedDashboard[];
  queries: PlannedSavedQuery[];
}

export interface PlanDeps {
  repo: ImportExportRepository;
  secretBox: SecretBox;
  policy: ValidateConnectionOptions;
  chartListSpec: ListSpec;
  /** Dataset SQL that is a template is checked as one (template processing on). */
  templates?: TemplateSettings;
}

/** Two files of one kind with the same uuid: the later one is reported. */
function duplicateUuids(items: Selected<{ uuid: string }>[], errors: FileMessages): void {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.config.uuid))
      errors[item.file] = { uuid: ['Another file of the bundle has the same uuid.'] };
    seen.add(item.config.uuid);
  }
}

/** Dataset links stay on this site (CVE-2022-43721), as the dataset API requires. */
function safeDefaultEndpoint(url: string | null | undefined): boolean {
  if (!url?.trim()) return true;
  return /^\/(?![/\\])/.test(url) && !/[\s\\]/.test(url);
}

/**
 * A database name is unique, and a bundle's database is matched by uuid: the message names both
 * uuids, so whoever imports can tell the two apart and choose how to resolve it.
 */
export function databaseNameClash(name: string, bundleUuid: string, otherUuid: string): string {
  return (
    `${DATABASE_EXISTS} "${name}" already has uuid ${otherUuid}; the bundle's has ${bundleUuid}. ` +
    `Rename one of them, or give the bundle's database the uuid ${otherUuid} to import into it.`
  );
}

export async function planImport(
  bundle: LoadedBundle,
  resource: BundleResource,
  overwrite: boolean,
  principal: AuthenticatedPrincipal,
  deps: PlanDeps,
): Promise<ImportPlan> {
  const { repo } = deps;
  const selection = selectObjects(bundle, resource);
  const errors: FileMessages = {};
  duplicateUuids(selection.databases, errors);
  duplicateUuids(selection.datasets, errors);
  duplicateUuids(selection.charts, errors);
  duplicateUuids(selection.dashboards, errors);
  duplicateUuids(selection.queries, errors);
  if (Object.keys(errors).length) throw importInvalid(errors);

  const canWrite = (viewMenu: string) => has(principal, 'can_write', viewMenu);
  const uuids = <C extends { uuid: string }>(items: Selected<C>[]) =>
    items.map((i) => i.config.uuid);
  const [existingDatabases, existingDatasets, existingCharts, existingDashboards, existingQueries] =
    await Promise.all([
      repo.byUuid('databases', uuids(selection.databases)),
      repo.byUuid('datasets', uuids(selection.datasets)),
      repo.byUuid('charts', uuids(selection.charts)),
      repo.byUuid('dashboards', uuids(selection.dashboards)),
      repo.byUuid('saved_queries', uuids(selection.queries)),
    ]);

  // Databases: no owners, so overwriting needs can_write on Database only.
  const databases: PlannedDatabase[] = [];
  for (const { file, config, primary } of selection.databases) {
    // A bundle's `examples` database is this instance's examples, whatever uuid it was exported
    // under: its datasets land there, and the examples connection is never replaced by import.
    const examples =
      config.database_name === EXAMPLES_DATABASE_NAME && !existingDatabases.has(config.uuid)
        ? await repo.databaseNamedOtherThan(config.database_name, config.uuid)
        : undefined;
    const existing = existingDatabases.get(config.uuid) ?? examples;
    let action: Action;
    if (examples) action = 'reuse';
    else if (existing)
      action = primary && overwrite && canWrite('Database') ? 'overwrite' : 'reuse';
    else if (canWrite('Database')) action = 'create';
    else
      throw new ForbiddenError(
        "Database doesn't exist and user doesn't have permission to create databases",
      );
    const planned: PlannedDatabase = { file, config, action, existing };
    if (action !== 'reuse') {
      if (config.ssh_tunnel) {
        errors[file] = { ssh_tunnel: [SSH_TUNNEL_NOT_ENABLED] };
      } else {
        const connection = await resolveConnection(config, existing, deps);
        if (isConnection(connection)) planned.connection = connection;
        else errors[file] = connection;
      }
      const clash = await repo.databaseNamedOtherThan(config.database_name, config.uuid);
      const bundleClash = selection.databases.find(
        (other) =>
          other.file !== file &&
          other.config.database_name === config.database_name &&
          other.config.uuid !== config.uuid,
      );
      const otherUuid = clash?.uuid ?? bundleClash?.config.uuid;
      if (otherUuid !== undefined) {
        const current = errors[file];
        errors[file] = {
          ...(typeof current === 'object' && current !== null ? current : {}),
          database_name: [databaseNameClash(config.database_name, config.uuid, otherUuid)],
        };
      }
    }
    databases.push(planned);
  }
  const databaseByUuid = new Map(databases.map((d) => [d.config.uuid, d]));

  const datasets: PlannedDataset[] = [];
  const datasetKeys = new Set<string>();
  for (const { file, config, primary } of selection.datasets) {
    const existing = existingDatasets.get(config.uuid);
    let action: Action;
    if (existing) {
      if (primary && overwrite && canWrite('Dataset')) {
        const owners = await repo.ownerIds('dataset_owners', existing.id);
        if (!isOwnerOrAdmin(principal, owners))
          throw new ForbiddenError(
            "A dataset already exists and user doesn't have permissions to overwrite it",
          );
        action = 'overwrite';
      } else {
        if (!(await isDatasetReadable(repo.db, existing.id, principal)))
          throw new ForbiddenError("A dataset already exists and user doesn't have access to it");
        action = 'reuse';
      }
    } else if (canWrite('Dataset')) {
      action = 'create';
    } else {
      throw new ForbiddenError(
        "Dataset doesn't exist and user doesn't have permission to create datasets",
      );
    }
    const planned: PlannedDataset = { file, config, action, existing, sql: null };
    if (action !== 'reuse') {
      const rawSql = config.sql?.trim() ? config.sql : null;
      // A database registered by this import is the user's own connection; an existing one
      // needs the same access as creating a dataset on it through the API.
      const database = databaseByUuid.get(config.database_uuid)?.existing;
      if (database) assertSourceAccess(principal, database, config.schema ?? null, rawSql !== null);
      const fileErrors: FileMessages = {};
      if (rawSql !== null) {
        try {
          planned.sql = checkVirtualSqlText(rawSql, undefined, deps.templates ?? TEMPLATES_OFF);
        } catch (err) {
          const messages = fileMessagesOf(err, 'sql');
          if (!messages) throw err;
          Object.assign(fileErrors, messages);
        }
      }
      if (!safeDefaultEndpoint(config.default_endpoint))
        fileErrors.default_endpoint = [DEFAULT_ENDPOINT_MESSAGE];
      const key = {
        database_id: database?.id ?? -1,
        catalog: config.catalog?.trim() || null,
        schema: config.schema?.trim() || null,
        table_name: config.table_name,
      };
      const bundleKey = JSON.stringify([
        config.database_uuid,
        key.catalog,
        key.schema,
        key.table_name,
      ]);
      if (
        datasetKeys.has(bundleKey) ||
        (database !== undefined && (await repo.datasetKeyTaken(key, config.uuid)))
      ) {
        fileErrors.table_name = [`Dataset ${config.table_name} already exists`];
      }
      datasetKeys.add(bundleKey);
      if (Object.keys(fileErrors).length) errors[file] = fileErrors;
    }
    datasets.push(planned);
  }

  const charts: PlannedChart[] = [];
  for (const { file, config, primary } of selection.charts) {
    const existing = existingCharts.get(config.uuid);
    let action: Action;
    if (existing) {
      if (primary && overwrite && canWrite('Chart')) {
        const owners = await repo.ownerIds('chart_owners', existing.id);
        if (!isOwnerOrAdmin(principal, owners))
          throw new ForbiddenError(
            "A chart already exists and user doesn't have permissions to overwrite it",
          );
        action = 'overwrite';
      } else {
        if (!(await isVisible(repo.db, deps.chartListSpec, existing.id, { principal })))
          throw new ForbiddenError("A chart already exists and user doesn't have access to it");
        action = 'reuse';
      }
    } else if (canWrite('Chart')) {
      action = 'create';
    } else {
      throw new ForbiddenError(
        "Chart doesn't exist and user doesn't have permission to create charts",
      );
    }
    charts.push({ file, config, action, existing });
  }

  const dashboards: PlannedDashboard[] = [];
  const slugs = new Set<string>();
  for (const { file, config } of selection.dashboards) {
    const existing = existingDashboards.get(config.uuid);
    let action: Action;
    if (existing) {
      // Reached only with overwrite=true: the loader refused existing dashboards otherwise.
      const owners = await repo.ownerIds('dashboard_owners', existing.id);
      if (!canWrite('Dashboard') || !isOwnerOrAdmin(principal, owners))
        throw new ForbiddenError(
          "A dashboard already exists and user doesn't have permissions to overwrite it",
        );
      action = 'overwrite';
    } else if (canWrite('Dashboard')) {
      action = 'create';
    } else {
      throw new ForbiddenError(
        "Dashboard doesn't exist and user doesn't have permission to create dashboards",
      );
    }
    const slug = config.slug?.trim();
    if (slug) {
      if (slugs.has(slug) || (await repo.slugTakenByOther(slug, config.uuid)))
        errors[file] = { slug: ['Must be unique'] };
      slugs.add(slug);
    }
    dashboards.push({ file, config, action, existing });
  }

  const queries: PlannedSavedQuery[] = [];
  for (const { file, config } of selection.queries) {
    const database = databaseByUuid.get(config.database_uuid);
    // A database the import writes is the user's own; an existing one must be open to them.
    if (database?.action === 'reuse' && database.existing) {
      if (!canAccessDatabase(principal, database.existing))
        throw new ForbiddenError("A database already exists and user doesn't have access to it");
    }
    const existing = existingQueries.get(config.uuid);
    // Reached only with overwrite=true: the loader refused existing saved queries otherwise.
    if (existing && existing.user_id !== principal.userId)
      throw new ForbiddenError(
        "A saved query already exists and user doesn't have permissions to overwrite it",
      );
    queries.push({ file, config, action: existing ? 'overwrite' : 'create', existing });
  }

  if (Object.keys(errors).length) throw importInvalid(errors);
  return { databases, datasets, charts, dashboards, queries };
}
