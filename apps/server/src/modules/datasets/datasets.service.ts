/**
 * Dataset use cases: read with the caller's data access (or ownership), create from a table or a
 * query (columns introspected through the database's connector), update with column and metric
 * lists, refresh columns from the source, delete; and the datasource JSON charts consume.
 * Writes need can_write on Dataset, and changes need ownership (or admin).
 */
import type { Kysely, Updateable } from 'kysely';
import { ForbiddenError, NotFoundError, UnprocessableError } from '@panorama/core/errors/app-error';
import type {
  DatasetCreate,
  DatasetCreateResponse,
  DatasetDetail,
  DatasetListRow,
  DatasetUpdate,
  DatasetUpdateResponse,
  Datasource,
} from '@panorama/core/schemas/dataset';
import { isVisible, requireVisible, visibleIds } from '../../rest/list-engine';
import type { ListSpec } from '../../rest/list-spec';
import type { RelatedArgs } from '../../rest/rison-query';
import {
  isOwnerOrAdmin,
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import type { DatabaseRow, DatasetRow, DatasetsTable, MetadataSchema } from '../../store/schema';
import { nowIso } from '../shared/humanize-time';
import { replaceOwners, resolveOwners } from '../shared/user-refs';
import type { DataPermissions } from '../databases/data-permissions';
import type { DatabasesService } from '../databases/databases.service';
import { loadBundles } from './dataset-bundle';
import { saveColumns, saveMetrics, validateCollection } from './dataset-collections';
import { detailRow, listRow } from './dataset-shape';
import {
  firstTemporalColumn,
  newColumnRow,
  planColumnSync,
  queryColumns,
  tableColumns,
  type SourceColumn,
} from './dataset-source';
import { assertSourceAccess, readSource } from './dataset-source-access';
import { relatedDatabases } from './dataset-related-databases';
import { datasetListSpec } from './datasets.list-spec';
import { DatasetsRepository } from './datasets.repository';
import { datasourceData } from './datasource-data';
import { checkVirtualSqlText, introspectionSql } from './virtual-sql-templates';
import { TEMPLATES_OFF, type TemplateSettings } from '../row-level-security/row-level-templates';
import {
  blankToNull,
  countMetricRow,
  datasetFieldChanges,
  newDatasetRow,
  sqlOrNull,
} from './dataset-rows';

export const DATASET_FORBIDDEN = 'Changing this dataset is forbidden';
export const DATABASE_NOT_FOUND = 'Database does not exist';
export const DATABASE_CHANGE_NOT_ALLOWED = 'Changing the database of a dataset is not allowed';
export const DEFAULT_ENDPOINT_MESSAGE =
  'The default URL must be a path on this site, starting with a single /';

/** Only same-site relative paths: a dataset link must not send users elsewhere (CVE-2022-43721). */
function checkDefaultEndpoint(url: string | null | undefined): void {
  if (!url) return;
  if (!/^\/(?![/\\])/.test(url) || /[\s\\]/.test(url)) {
    throw new UnprocessableError({ default_endpoint: [DEFAULT_ENDPOINT_MESSAGE] });
  }
}

export class DatasetsService {
  readonly repo: DatasetsRepository;
  readonly listSpec: ListSpec;

  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly deps: {
      databases: DatabasesService;
      permissions: DataPermissions;
      templates?: TemplateSettings;
    },
  ) {
    this.repo = new DatasetsRepository(db);
    this.listSpec = datasetListSpec((ids) => this.serialize(ids));
  }

  private get templates(): TemplateSettings {
    return this.deps.templates ?? TEMPLATES_OFF;
  }

  async serialize(ids: number[]): Promise<DatasetListRow[]> {
    return (await loadBundles(this.db, this.repo, ids)).map(listRow);
  }

  /** The dataset if it exists and the caller may read it; missing and hidden both answer 404. */
  /** The databases a dataset can be created on that the caller may see, as `{text, value}`. */
  relatedDatabases(args: RelatedArgs, principal: Principal) {
    return relatedDatabases(this.db, args, principal);
  }

  async getVisible(id: number, principal: Principal): Promise<DatasetRow> {
    requirePermission(principal, 'can_read', 'Dataset');
    return requireVisible(this.db, this.listSpec, await this.repo.findById(id), { principal });
  }

  async get(id: number, principal: Principal): Promise<DatasetDetail> {
    await this.getVisible(id, principal);
    const [bundle] = await loadBundles(this.db, this.repo, [id]);
    if (!bundle) throw new NotFoundError();
    return detailRow(bundle);
  }

  /** Superset's datasource JSON for the datasets among `ids` the caller may read. */
  async datasourceJson(ids: number[], principal: Principal): Promise<Datasource[]> {
    const guest = principal.guest;
    // A guest reads the datasets behind its embedded dashboards' charts, and only those.
    const visible = guest
      ? new Set(ids.filter((id) => guest.datasetIds.has(id)))
      : await visibleIds(this.db, this.listSpec, [...new Set(ids)], { principal });
    const bundles = await loadBundles(this.db, this.repo, [...visible]);
    return bundles.sort((a, b) => a.row.id - b.row.id).map(datasourceData);
  }

  async datasource(id: number, principal: Principal): Promise<Datasource> {
    await this.getVisible(id, principal);
    const [data] = await this.datasourceJson([id], principal);
    if (!data) throw new NotFoundError();
    return data;
  }

  async assertOwner(
    row: DatasetRow,
    principal: Principal,
    message = DATASET_FORBIDDEN,
  ): Promise<void> {
    const owners = (await this.repo.ownerIds([row.id])).get(row.id) ?? [];
    if (!isOwnerOrAdmin(principal, owners)) throw new ForbiddenError(message);
  }

  /** A database the caller may see; anything else is "does not exist" (no existence oracle). */
  private async databaseFor(id: number, principal: Principal): Promise<DatabaseRow> {
    const database = await this.deps.databases.repo.findById(id);
    if (!database || !(await isVisible(this.db, this.deps.databases.listSpec, id, { principal }))) {
      throw new UnprocessableError({ database: [DATABASE_NOT_FOUND] });
    }
    return database;
  }

  private async checkUnique(
    key: { database_id: number; catalog: string | null; schema: string | null; table_name: string },
    exceptId?: number,
  ): Promise<void> {
    if (await this.repo.findDuplicate(key, exceptId)) {
      throw new UnprocessableError({ table_name: [`Dataset ${key.table_name} already exists`] });
    }
  }

  /** The columns the source has now: the table's, or the (checked) query's result columns. */
  private async sourceColumns(
    principal: Principal,
    database: DatabaseRow,
    source: {
      table_name: string;
      schema: string | null;
      sql: string | null;
      template_params?: string | null;
    },
  ): Promise<SourceColumn[]> {
    return readSource(principal, database, async () => {
      const connector = await this.deps.databases.connector(database);
      if (source.sql !== null)
        return queryColumns(
          connector,
          introspectionSql(
            source.sql,
            database.backend,
            principal,
            this.templates,
            source.template_params ?? null,
          ),
        );
      return tableColumns(connector, database, source.table_name, source.schema);
    });
  }

  async create(
    body: DatasetCreate,
    principal: AuthenticatedPrincipal,
  ): Promise<DatasetCreateResponse> {
    requirePermission(principal, 'can_write', 'Dataset');
    const database = await this.databaseFor(body.database, principal);
    const key = {
      database_id: database.id,
      catalog: blankToNull(body.catalog),
      schema: blankToNull(body.schema),
      table_name: body.table_name,
    };
    await this.checkUnique(key);
    const rawSql = sqlOrNull(body.sql);
    assertSourceAccess(principal, database, key.schema, rawSql !== null);
    const sqlText =
      rawSql === null ? null : checkVirtualSqlText(rawSql, database.backend, this.templates);
    const owners = await resolveOwners(this.db, body.owners, principal);
    const columns = await this.sourceColumns(principal, database, { ...key, sql: sqlText });
    const now = nowIso();
    const id = await this.repo.transaction(async (trx) => {
      const datasetId = await this.repo.insert(
        newDatasetRow(key, body, sqlText, principal.userId, now),
        trx,
      );
      const columnRows = columns.map((c) => newColumnRow(datasetId, c, now));
      await this.repo.insertColumns(columnRows, trx);
      // Superset's fetch_metadata gives every new dataset a COUNT(*) metric.
      await this.repo.insertMetrics([countMetricRow(datasetId, now)], trx);
      await this.repo.update(
        datasetId,
        {
          main_dttm_col: firstTemporalColumn(
            columnRows.map((c) => ({ column_name: c.column_name, is_dttm: c.is_dttm ?? 0 })),
          ),
        },
        trx,
      );
      await replaceOwners(trx, 'dataset_owners', datasetId, owners);
      return datasetId;
    });
    await this.deps.permissions.datasetCreated(database, {
      id,
      table_name: key.table_name,
      schema: key.schema,
    });
    return { id, result: { ...body, sql: sqlText, owners } };
  }

  async update(
    id: number,
    body: DatasetUpdate,
    principal: AuthenticatedPrincipal,
    options: { override?: boolean; forbiddenMessage?: string } = {},
  ): Promise<DatasetUpdateResponse> {
    requirePermission(principal, 'can_write', 'Dataset');
    const row = await this.getVisible(id, principal);
    await this.assertOwner(row, principal, options.forbiddenMessage);
    if (body.database_id !== undefined && body.database_id !== row.database_id) {
      throw new UnprocessableError({ database: [DATABASE_CHANGE_NOT_ALLOWED] });
    }
    const database = await this.deps.databases.repo.findById(row.database_id);
    if (!database) throw new NotFoundError();
    const next = {
      database_id: row.database_id,
      table_name: body.table_name ?? row.table_name,
      schema: body.schema !== undefined ? blankToNull(body.schema) : row.schema,
      catalog: body.catalog !== undefined ? blankToNull(body.catalog) : row.catalog,
    };
    if (
      next.table_name !== row.table_name ||
      next.schema !== row.schema ||
      next.catalog !== row.catalog
    ) {
      await this.checkUnique(next, id);
    }
    let sqlText = row.sql;
    if (body.sql !== undefined) {
      const raw = sqlOrNull(body.sql);
      if (raw !== null && raw.trim().replace(/[;\s]+$/, '') !== row.sql?.trim()) {
        // Re-authorised on every change of the SQL, not only on create (CVE-2026-23982).
        assertSourceAccess(principal, database, next.schema, true);
        sqlText = checkVirtualSqlText(raw, database.backend, this.templates);
      } else {
        sqlText = raw;
      }
    }
    if (
      sqlText === null &&
      (next.schema !== row.schema ||
        next.table_name !== row.table_name ||
        sqlOrNull(row.sql) !== null)
    ) {
      assertSourceAccess(principal, database, next.schema, false);
    }
    checkDefaultEndpoint(body.default_endpoint);
    const owners =
      body.owners !== undefined ? await resolveOwners(this.db, body.owners, principal) : undefined;
    const [columns, metrics] = await Promise.all([
      this.repo.columns([id]),
      this.repo.metrics([id]),
    ]);
    const existingColumns = columns.get(id) ?? [];
    const existingMetrics = metrics.get(id) ?? [];
    const override = options.override ?? false;
    if (body.columns) {
      validateCollection(
        'columns',
        existingColumns.map((c) => ({ id: c.id, name: c.column_name })),
        body.columns.map((c) => ({ id: c.id, name: c.column_name })),
        override,
      );
    }
    if (body.metrics) {
      validateCollection(
        'metrics',
        existingMetrics.map((m) => ({ id: m.id, name: m.metric_name })),
        body.metrics.map((m) => ({ id: m.id, name: m.metric_name })),
        override,
      );
    }
    const now = nowIso();
    const changes: Updateable<DatasetsTable> = {
      ...datasetFieldChanges(body),
      ...next,
      sql: sqlText,
      changed_on: now,
      changed_by_fk: principal.userId,
    };
    await this.repo.transaction(async (trx) => {
      await this.repo.update(id, changes, trx);
      if (body.columns) await saveColumns(trx, id, existingColumns, body.columns, now);
      if (body.metrics) await saveMetrics(trx, id, existingMetrics, body.metrics, now);
      if (owners) await replaceOwners(trx, 'dataset_owners', id, owners);
    });
    await this.deps.permissions.datasetChanged(
      { database, dataset: { id, table_name: row.table_name, schema: row.schema } },
      { database, dataset: { id, table_name: next.table_name, schema: next.schema } },
    );
    return { id, result: { ...body, ...(owners ? { owners } : {}) } };
  }

  async delete(ids: number[], principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', 'Dataset');
    const rows = await this.repo.findByIds(ids);
    const owners = await this.repo.ownerIds(ids);
    for (const row of rows) {
      if (!isOwnerOrAdmin(principal, owners.get(row.id) ?? []))
        throw new ForbiddenError(DATASET_FORBIDDEN);
    }
    const databases = new Map(
      (await this.repo.databasesByIds(rows.map((r) => r.database_id))).map((d) => [d.id, d]),
    );
    await this.repo.delete(ids);
    for (const row of rows) {
      const database = databases.get(row.database_id);
      if (database) await this.deps.permissions.datasetDeleted(database, row);
    }
  }

  /** `PUT /dataset/{id}/refresh`: re-reads the columns from the source (Superset's fetch_metadata). */
  async refresh(id: number, principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', 'Dataset');
    const row = await this.getVisible(id, principal);
    await this.assertOwner(row, principal);
    const database = await this.deps.databases.repo.findById(row.database_id);
    if (!database) throw new NotFoundError();
    const sqlText = sqlOrNull(row.sql);
    assertSourceAccess(principal, database, row.schema, sqlText !== null);
    const source = await this.sourceColumns(principal, database, { ...row, sql: sqlText });
    const existing = (await this.repo.columns([id])).get(id) ?? [];
    const plan = planColumnSync(existing, source);
    const now = nowIso();
    await this.repo.transaction(async (trx) => {
      await this.repo.syncColumns(plan, now, trx);
      await this.repo.insertColumns(
        plan.add.map((c) => newColumnRow(id, c, now)),
        trx,
      );
      const after = (await this.repo.columns([id], trx)).get(id) ?? [];
      const mainDttm =
        row.main_dttm_col && after.some((c) => c.column_name === row.main_dttm_col)
          ? row.main_dttm_col
          : firstTemporalColumn(after);
      await this.repo.update(
        id,
        { main_dttm_col: mainDttm, changed_on: now, changed_by_fk: principal.userId },
        trx,
      );
    });
  }
}
