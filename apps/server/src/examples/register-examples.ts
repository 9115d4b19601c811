/**
 * Registers the built example tables in the metadata store: the `examples` database, one dataset
 * per table with its columns and metrics, and dataset owners, all in one transaction so a
 * reader never sees a partial registration.
 *
 * Rows are upserted rather than blindly inserted: when examples.duckdb went missing but the
 * metadata stayed, the rebuild keeps the existing database and dataset ids (charts point at them)
 * and user-added metrics, calculated columns and datasets, and only refreshes what the loader owns.
 */
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { MetadataSchema, NewDatasetColumnRow, NewDatasetMetricRow } from '../store/schema';
import type { BuiltTable } from './build-examples-file';
import { titleCase } from './column-labels';
import { isTemporalType } from '@panorama/core/columns/type-names';
import { columnRole } from './column-roles';
import type { FieldDescriptions } from './datapackage-descriptions';
import {
  EXAMPLES_DATABASE_NAME,
  EXAMPLES_DATABASE_UUID,
  EXAMPLES_SQLALCHEMY_URI,
} from './examples-database';
import type { ExamplesLogger } from './examples-logger';
import { exampleDatasetUuid } from './example-uuids';
import { countMetricRow } from '../modules/datasets/dataset-rows';
import { createdStamp } from '../modules/shared/audit-fields';

export interface RegisterExamplesOptions {
  db: Kysely<MetadataSchema>;
  tables: readonly BuiltTable[];
  /** User made owner of every example dataset (and recorded as their creator). */
  ownerId?: number | null;
  descriptions: FieldDescriptions;
  logger: ExamplesLogger;
}

export interface RegisteredExamples {
  databaseId: number;
  /** table name -> dataset id */
  datasetIds: Map<string, number>;
}

const EXAMPLES_SCHEMA = 'main';

/** Keeps multi-row inserts well under SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_INSERT = 500;

function chunks<T>(rows: readonly T[], size = ROWS_PER_INSERT): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size));
  return result;
}

function columnRows(
  built: BuiltTable,
  datasetId: number,
  descriptions: FieldDescriptions,
  now: string,
): NewDatasetColumnRow[] {
  const specs = new Map(built.table.columns.map((c) => [c.name, c]));
  const fileDescriptions = descriptions.get(built.table.file);
  return built.columns.map((column) => {
    const spec = specs.get(column.name);
    const role = columnRole(column.type, column.distinctValues, spec?.role);
    const sourceDescription = spec?.source ? fileDescriptions?.get(spec.source) : undefined;
    return {
      uuid: crypto.randomUUID(),
      dataset_id: datasetId,
      column_name: column.name,
      verbose_name: spec?.label ?? titleCase(column.name),
      type: column.type,
      advanced_data_type: null,
      is_dttm: isTemporalType(column.type) ? 1 : 0,
      is_active: 1,
      groupby: role === 'dimension' ? 1 : 0,
      filterable: 1,
      expression: null,
      description: spec?.description ?? sourceDescription ?? null,
      python_date_format: null,
      extra: null,
      created_on: now,
      changed_on: now,
    };
  });
}

function metricRows(built: BuiltTable, datasetId: number, now: string): NewDatasetMetricRow[] {
  const common = {
    dataset_id: datasetId,
    warning_text: null,
    extra: null,
    created_on: now,
    changed_on: now,
  };
  return [
    countMetricRow(datasetId, now),
    ...built.table.metrics.map((m) => ({
      ...common,
      uuid: crypto.randomUUID(),
      metric_name: m.name,
      verbose_name: m.label,
      metric_type: m.metricType,
      expression: m.expression,
      description: m.description ?? null,
      d3format: m.d3format ?? null,
      currency: m.currency ?? null,
    })),
  ];
}

async function upsertDatabase(
  trx: Transaction<MetadataSchema>,
  userId: number | null,
  now: string,
): Promise<number> {
  const existing = await trx
    .selectFrom('databases')
    .select('id')
    .where('database_name', '=', EXAMPLES_DATABASE_NAME)
    .executeTakeFirst();
  // Superset's examples uuid, unless another database (imported from elsewhere) already has it.
  const uuidHolder = await trx
    .selectFrom('databases')
    .select('id')
    .where('uuid', '=', EXAMPLES_DATABASE_UUID)
    .executeTakeFirst();
  if (existing) {
    // An instance made before the examples took Superset's uuid gets it now.
    const uuidFree = !uuidHolder || uuidHolder.id === existing.id;
    // Only what locates the data; other settings may have been edited by an admin.
    await trx
      .updateTable('databases')
      .set({
        ...(uuidFree ? { uuid: EXAMPLES_DATABASE_UUID } : {}),
        sqlalchemy_uri: EXAMPLES_SQLALCHEMY_URI,
        backend: 'duckdb',
        changed_on: now,
        changed_by_fk: userId,
      })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const inserted = await trx
    .insertInto('databases')
    .values({
      uuid: uuidHolder ? crypto.randomUUID() : EXAMPLES_DATABASE_UUID,
      database_name: EXAMPLES_DATABASE_NAME,
      sqlalchemy_uri: EXAMPLES_SQLALCHEMY_URI,
      password_encrypted: null,
      backend: 'duckdb',
      expose_in_sqllab: 1,
      allow_run_async: 0,
      allow_dml: 0,
      allow_file_upload: 0,
      allow_ctas: 0,
      allow_cvas: 0,
      impersonate_user: 0,
      cache_timeout: null,
      extra: '{}',
      is_managed_externally: 0,
      external_url: null,
      ...createdStamp(userId, now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

async function upsertDatasets(
  trx: Transaction<MetadataSchema>,
  databaseId: number,
  tables: readonly BuiltTable[],
  userId: number | null,
  now: string,
): Promise<{ ids: Map<string, number>; existing: Set<string> }> {
  const existing = await trx
    .selectFrom('datasets')
    .select(['id', 'table_name'])
    .where('database_id', '=', databaseId)
    .where('schema', '=', EXAMPLES_SCHEMA)
    .where('sql', 'is', null)
    .execute();
  const ids = new Map(existing.map((d) => [d.table_name, d.id]));
  const uuidHolders = new Map(
    (
      await trx
        .selectFrom('datasets')
        .select(['id', 'uuid'])
        .where(
          'uuid',
          'in',
          tables.map((t) => exampleDatasetUuid(t.table.name)),
        )
        .execute()
    ).map((d) => [d.uuid, d.id]),
  );
  const fresh = tables.filter((t) => !ids.has(t.table.name));
  for (const built of tables) {
    const id = ids.get(built.table.name);
    if (id === undefined) continue;
    // Datasets registered before the examples had fixed uuids get theirs now, unless another
    // dataset (imported from elsewhere) already holds it.
    const uuid = exampleDatasetUuid(built.table.name);
    const holder = uuidHolders.get(uuid);
    await trx
      .updateTable('datasets')
      .set({
        ...(holder === undefined ? { uuid } : {}),
        main_dttm_col: built.table.mainDttmCol ?? null,
        description: built.table.description,
        changed_on: now,
        changed_by_fk: userId,
      })
      .where('id', '=', id)
      .execute();
  }
  for (const batch of chunks(fresh)) {
    const inserted = await trx
      .insertInto('datasets')
      .values(
        batch.map((built) => ({
          uuid: uuidHolders.has(exampleDatasetUuid(built.table.name))
            ? crypto.randomUUID()
            : exampleDatasetUuid(built.table.name),
          table_name: built.table.name,
          database_id: databaseId,
          catalog: null,
          schema: EXAMPLES_SCHEMA,
          sql: null,
          main_dttm_col: built.table.mainDttmCol ?? null,
          description: built.table.description,
          default_endpoint: null,
          offset: 0,
          cache_timeout: null,
          params: null,
          template_params: null,
          filter_select_enabled: 1,
          fetch_values_predicate: null,
          extra: null,
          is_sqllab_view: 0,
          is_managed_externally: 0,
          external_url: null,
          normalize_columns: 0,
          always_filter_main_dttm: 0,
          ...createdStamp(userId, now),
        })),
      )
      .returning(['id', 'table_name'])
      .execute();
    for (const row of inserted) ids.set(row.table_name, row.id);
  }
  // Only the loader's own tables: the database may hold other datasets that are not ours to touch.
  const own = new Map<string, number>();
  for (const built of tables) {
    const id = ids.get(built.table.name);
    if (id === undefined)
      throw new Error(`Dataset for example table ${built.table.name} was not registered`);
    own.set(built.table.name, id);
  }
  return { ids: own, existing: new Set(existing.map((d) => d.table_name)) };
}

async function upsertColumnsAndMetrics(
  trx: Transaction<MetadataSchema>,
  tables: readonly BuiltTable[],
  datasetIds: Map<string, number>,
  existing: Set<string>,
  descriptions: FieldDescriptions,
  now: string,
): Promise<void> {
  const columns: NewDatasetColumnRow[] = [];
  const metrics: NewDatasetMetricRow[] = [];
  for (const built of tables) {
    const datasetId = datasetIds.get(built.table.name);
    if (datasetId === undefined)
      throw new Error(`Dataset for example table ${built.table.name} was not registered`);
    columns.push(...columnRows(built, datasetId, descriptions, now));
    metrics.push(...metricRows(built, datasetId, now));
    if (!existing.has(built.table.name)) continue;
    // Physical columns that the table no longer has (calculated columns have an expression).
    await trx
      .deleteFrom('dataset_columns')
      .where('dataset_id', '=', datasetId)
      .where('expression', 'is', null)
      .where(
        'column_name',
        'not in',
        built.columns.map((c) => c.name),
      )
      .execute();
  }
  for (const batch of chunks(columns)) {
    await trx
      .insertInto('dataset_columns')
      .values(batch)
      .onConflict((oc) =>
        oc.columns(['dataset_id', 'column_name']).doUpdateSet((eb) => ({
          verbose_name: eb.ref('excluded.verbose_name'),
          type: eb.ref('excluded.type'),
          is_dttm: eb.ref('excluded.is_dttm'),
          is_active: eb.ref('excluded.is_active'),
          groupby: eb.ref('excluded.groupby'),
          filterable: eb.ref('excluded.filterable'),
          description: eb.ref('excluded.description'),
          python_date_format: eb.ref('excluded.python_date_format'),
          changed_on: eb.ref('excluded.changed_on'),
        })),
      )
      .execute();
  }
  for (const batch of chunks(metrics)) {
    await trx
      .insertInto('dataset_metrics')
      .values(batch)
      .onConflict((oc) =>
        oc.columns(['dataset_id', 'metric_name']).doUpdateSet((eb) => ({
          verbose_name: eb.ref('excluded.verbose_name'),
          metric_type: eb.ref('excluded.metric_type'),
          expression: eb.ref('excluded.expression'),
          description: eb.ref('excluded.description'),
          d3format: eb.ref('excluded.d3format'),
          currency: eb.ref('excluded.currency'),
          changed_on: eb.ref('excluded.changed_on'),
        })),
      )
      .execute();
  }
}

export async function registerExamples(
  options: RegisterExamplesOptions,
): Promise<RegisteredExamples> {
  const { db, tables, descriptions, logger } = options;
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    let ownerId: number | null = options.ownerId ?? null;
    if (ownerId !== null) {
      const user = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', ownerId)
        .executeTakeFirst();
      if (!user) {
        logger.warn(
          { ownerId },
          'Example datasets owner does not exist; registering them without owner',
        );
        ownerId = null;
      }
    }
    const databaseId = await upsertDatabase(trx, ownerId, now);
    const { ids: datasetIds, existing } = await upsertDatasets(
      trx,
      databaseId,
      tables,
      ownerId,
      now,
    );
    await upsertColumnsAndMetrics(trx, tables, datasetIds, existing, descriptions, now);
    if (ownerId !== null) {
      const owner = ownerId;
      for (const batch of chunks([...datasetIds.values()])) {
        await trx
          .insertInto('dataset_owners')
          .values(batch.map((datasetId) => ({ dataset_id: datasetId, user_id: owner })))
          .onConflict((oc) => oc.columns(['dataset_id', 'user_id']).doNothing())
          .execute();
      }
    }
    return { databaseId, datasetIds };
  });
}
