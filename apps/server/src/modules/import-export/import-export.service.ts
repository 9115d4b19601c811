/**
 * Export and import of v1 bundles for dashboards, charts, datasets, databases and saved queries.
 *
 * Export needs `can_export` on the resource and every requested object visible to the caller
 * (missing and hidden both answer 404); the related objects a bundle carries are only those the
 * caller may read too. Import needs `can_write` on the resource, then: the upload
 * is read safely (bundle-contents, zip-reader), validated (bundle-loader), planned and authorised
 * object by object (import-plan), written in one transaction (import-writer), and the data
 * permissions and open connectors are brought in step with what changed.
 */
import type { Kysely } from 'kysely';
import type { ValidateConnectionOptions } from '../../engine/connection-uri';
import { visibleIds } from '../../rest/list-engine';
import {
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import type { SecretBox } from '../../security/secret-box';
import type { MetadataSchema } from '../../store/schema';
import type { ChartsService } from '../charts/charts.service';
import type { DashboardsService } from '../dashboards/dashboards.service';
import type { ConnectorRegistry } from '../databases/connector-registry';
import type { DataPermissions } from '../databases/data-permissions';
import type { DatabasesService } from '../databases/databases.service';
import type { DatasetsService } from '../datasets/datasets.service';
import type { SavedQueriesService } from '../saved-queries/saved-queries.service';
import { nowIso } from '../shared/humanize-time';
import type { ObjectTable } from '../shared/object-rows';
import { bundleContents, type UploadedFile } from './bundle-contents';
import {
  exportBundle,
  type ExportAccess,
  type ExportedBundle,
  type ExportRows,
} from './bundle-exporter';
import { loadBundle } from './bundle-loader';
import { RESOURCE_INFO, type BundlePrefix, type BundleResource } from './bundle-resources';
import { planImport } from './import-plan';
import { writeImport, type ImportOutcome } from './import-writer';
import { ImportExportRepository } from './import-export.repository';
import type { TemplateSettings } from '../row-level-security/row-level-templates';

import type { AuditService } from '../log/audit.service';

export interface ImportExportDeps {
  dashboards: DashboardsService;
  charts: ChartsService;
  datasets: DatasetsService;
  databases: DatabasesService;
  savedQueries: SavedQueriesService;
  permissions: DataPermissions;
  connectors: ConnectorRegistry;
  secretBox: SecretBox;
  policy: ValidateConnectionOptions;
  templates?: TemplateSettings;
  audit: AuditService;
}

export interface ImportRequest {
  upload: UploadedFile;
  /** `{"databases/x.yaml": "password"}` */
  passwords: Record<string, string>;
  overwrite: boolean;
}

const TABLE_OF: Record<BundlePrefix, ObjectTable> = {
  'databases/': 'databases',
  'datasets/': 'datasets',
  'charts/': 'charts',
  'dashboards/': 'dashboards',
  'queries/': 'saved_queries',
};

/** A resource's read of one object as the caller may see it (a 404 otherwise). */
interface VisibleRows<Row> {
  getVisible(id: number, principal: Principal): Promise<Row>;
}

export class ImportExportService {
  readonly repo: ImportExportRepository;

  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly deps: ImportExportDeps,
  ) {
    this.repo = new ImportExportRepository(db);
  }

  /** What the caller may read, by the same rules as the resources' own reads. */
  private exportAccess(principal: Principal): ExportAccess {
    const { charts, datasets, databases } = this.deps;
    return {
      charts: (ids) => charts.visibleIds(ids, principal),
      datasets: (ids) => visibleIds(this.db, datasets.listSpec, ids, { principal }),
      databases: (ids) => visibleIds(this.db, databases.listSpec, ids, { principal }),
    };
  }

  /** The requested objects as the caller may see them; any missing or hidden id is a 404. */
  private async visibleRows(
    resource: BundleResource,
    ids: number[],
    principal: Principal,
  ): Promise<ExportRows> {
    // One at a time, in the order asked, so the first missing or hidden id is the one reported.
    const each = async <Row>(resource: VisibleRows<Row>): Promise<Row[]> => {
      const rows: Row[] = [];
      for (const id of ids) rows.push(await resource.getVisible(id, principal));
      return rows;
    };
    switch (resource) {
      case 'dashboard':
        return { resource, rows: await each(this.deps.dashboards) };
      case 'chart':
        return { resource, rows: await each(this.deps.charts) };
      case 'dataset':
        return { resource, rows: await each(this.deps.datasets) };
      case 'database':
        return { resource, rows: await each(this.deps.databases) };
      case 'saved_query':
        return { resource, rows: await each(this.deps.savedQueries) };
    }
  }

  async export(
    resource: BundleResource,
    ids: number[],
    principal: Principal,
    now: Date = new Date(),
  ): Promise<ExportedBundle> {
    requirePermission(principal, 'can_export', RESOURCE_INFO[resource].viewMenu);
    const rows = await this.visibleRows(resource, ids, principal);
    const bundle = await exportBundle(this.repo, this.exportAccess(principal), rows, now);
    await this.deps.audit.record({
      action: 'export',
      objectType: resource,
      ...(ids.length === 1 ? { objectId: ids[0] } : {}),
      detail: { resource, ids },
    });
    return bundle;
  }

  /** The endpoint's own permission: importing is writing the resource (Superset's import_). */
  assertCanImport(resource: BundleResource, principal: Principal): void {
    requirePermission(principal, 'can_write', RESOURCE_INFO[resource].viewMenu);
  }

  async import(
    resource: BundleResource,
    request: ImportRequest,
    principal: AuthenticatedPrincipal,
  ): Promise<void> {
    this.assertCanImport(resource, principal);
    const contents = await bundleContents(request.upload, resource);
    await this.importContents(resource, contents, request, principal);
  }

  /**
   * Imports a bundle already read into `{bundle-relative name: text}` (an upload, or the example
   * dashboards shipped with the server), with the same checks and writes as an upload.
   */
  async importContents(
    resource: BundleResource,
    contents: Map<string, string>,
    request: Omit<ImportRequest, 'upload'>,
    principal: AuthenticatedPrincipal,
  ): Promise<void> {
    this.assertCanImport(resource, principal);
    const bundle = await loadBundle(
      contents,
      resource,
      { passwords: request.passwords, overwrite: request.overwrite },
      (prefix, uuids) => this.repo.uuidsIn(TABLE_OF[prefix], uuids),
      this.deps.charts.chartTypes,
    );
    const plan = await planImport(bundle, resource, request.overwrite, principal, {
      repo: this.repo,
      secretBox: this.deps.secretBox,
      policy: this.deps.policy,
      chartListSpec: this.deps.charts.listSpec,
      templates: this.deps.templates,
    });
    const outcome = await writeImport(this.repo, plan, { now: nowIso(), userId: principal.userId });
    await this.afterCommit(outcome);
    await this.deps.audit.record({
      action: 'import',
      objectType: resource,
      detail: {
        resource,
        overwrite: request.overwrite,
        databases: plan.databases.length,
        datasets: plan.datasets.length,
        charts: plan.charts.length,
        dashboards: plan.dashboards.length,
        saved_queries: plan.queries.length,
      },
    });
  }

  private async afterCommit(outcome: ImportOutcome): Promise<void> {
    const { permissions, connectors, databases } = this.deps;
    for (const database of outcome.databasesCreated) await permissions.databaseCreated(database);
    for (const { before, after } of outcome.databasesChanged) {
      connectors.invalidate(after.id);
      await permissions.databaseRenamed(before, after, await databases.repo.datasets(after.id));
    }
    for (const { database, dataset } of outcome.datasetsCreated)
      await permissions.datasetCreated(database, dataset);
    for (const { before, after } of outcome.datasetsChanged)
      await permissions.datasetChanged(before, after);
  }
}
