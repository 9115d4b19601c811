/**
 * Uploading a CSV, Excel or Parquet file into a database: a table, then a dataset on it that can
 * be charted at once (Superset's UploadCommand).
 *
 * Everything that can refuse the upload is checked before anything is written, in this order:
 * the kind's permission and dataset write permission (403), the file's extension and content
 * (400), the database (404), uploads allowed for the database and schema (403), the table name
 * (400), ownership of a dataset already on that table (403), `fail` with an existing table (422),
 * then the whole file is read once to settle column types and find bad values (422). Only then
 * is the table written (see table-writer.ts) and the dataset created, or refreshed when one
 * already exists, owned by the uploader.
 */
import { ValidationError, isAppError } from '@panorama/core/errors/app-error';
import { isFileBackend, type Backend } from '../../engine/backends';
import type { ResolvedConnection } from '../../engine/connection-uri';
import type { AnalyticsConnector } from '../../engine/connectors/connector';
import {
  canAccessDatabase,
  has,
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import { schemaViewMenu } from '../../security/permission-catalog';
import type { DatabaseRow } from '../../store/schema';
import type { ConnectorRegistry } from '../databases/connector-registry';
import type { DatabasesService } from '../databases/databases.service';
import { defaultSchema } from '../datasets/dataset-source';
import type { DatasetsService } from '../datasets/datasets.service';
import { planColumns, type ColumnPlan } from './column-plan';
import type { BindValue } from './column-types';
import { checkUploadFile } from './file-kind';
import { checkColumnNames, checkTableName } from './identifier-rules';
import { KeyedLock } from './keyed-lock';
import {
  ConnectorTableSink,
  DuckDbTableSink,
  SqliteTableSink,
  type TableSink,
} from './table-sinks';
import { writeTable } from './table-writer';
import {
  assertUploadAllowed,
  requireUploadPermission,
  schemasAllowedForUpload,
} from './upload-access';
import { uploadDialect } from './upload-dialects';
import { refusedWithHiddenDetail, tableExists, uploadFailed } from './upload-errors';
import type { ReadOptions, UploadOptions } from './upload-options';
import { openTabularSource, readFileMetadata } from './upload-sources';
import type { FileMetadataItem, TabularSource, UploadKind } from './upload-types';
import type { UploadResult } from '@panorama/core/schemas/upload';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export interface UploadsServiceDeps {
  databases: DatabasesService;
  datasets: DatasetsService;
  connectors: ConnectorRegistry;
  /** The database's connection, validated against the connection policy (file engines). */
  resolveConnection(database: DatabaseRow): Promise<ResolvedConnection>;
  /**
   * A short-lived connector that may write, for network engines: the shared one is read-only
   * when the database does not allow DML, which governs user SQL, not uploads.
   */
  openWriter(database: DatabaseRow): Promise<AnalyticsConnector>;
  /** Cap on rows x columns of one upload. */
  maxCells?: number;
}

/** 100 million values: more than any 100 MB CSV holds, and a bound on compressed formats. */
export const DEFAULT_MAX_UPLOAD_CELLS = 100_000_000;
/** Rows converted and handed to the writer at a time. */
const BATCH_ROWS = 5000;

async function* rowBatches(source: TabularSource, plan: ColumnPlan): AsyncGenerator<BindValue[][]> {
  let batch: BindValue[][] = [];
  for await (const row of source.scan()) {
    batch.push(plan.convertRow(row.cells, row.line));
    if (batch.length >= BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export class UploadsService {
  private readonly locks = new KeyedLock<number>();
  private readonly maxCells: number;

  constructor(private readonly deps: UploadsServiceDeps) {
    this.maxCells = deps.maxCells ?? DEFAULT_MAX_UPLOAD_CELLS;
  }

  async upload(
    databaseId: number,
    file: UploadedFile,
    options: UploadOptions,
    principal: AuthenticatedPrincipal,
  ): Promise<UploadResult> {
    requireUploadPermission(principal, options.type);
    requirePermission(principal, 'can_write', 'Dataset');
    checkUploadFile(options.type, file.filename, file.data);
    const database = await this.deps.databases.getVisible(databaseId, principal);
    const backend = database.backend as Backend;
    const schema = options.schema ?? defaultSchema(database);
    assertUploadAllowed(principal, database, schema);
    if (schema === null) throw new ValidationError({ schema: ['A schema is required.'] });
    const dialect = uploadDialect(backend);
    checkTableName(options.tableName, dialect);
    const key = { database_id: database.id, catalog: null, schema, table_name: options.tableName };
    const dataset = await this.deps.datasets.repo.findDuplicate(key);
    if (dataset) await this.deps.datasets.assertOwner(dataset, principal);
    if (options.alreadyExists === 'fail' && (await this.tableIsThere(database, schema, options)))
      throw tableExists();

    const source = await openTabularSource(options.type, file.data, options, this.maxCells);
    let rows: number;
    try {
      checkColumnNames(source.columns, dialect);
      const plan = await planColumns(source, options, this.maxCells);
      rows = plan.rowCount;
      await this.locks.run(database.id, async () => {
        const sink = await this.openSink(database);
        try {
          await writeTable(sink, {
            schema,
            table: options.tableName,
            columns: plan.columns,
            policy: options.alreadyExists,
            batches: rowBatches(source, plan),
          });
        } finally {
          await sink.close();
          // Readers opened before the write keep the old catalog of a file engine.
          if (isFileBackend(backend)) this.deps.connectors.invalidate(database.id);
        }
      });
    } finally {
      await source.close();
    }

    let datasetId: number;
    if (dataset) {
      await this.deps.datasets.refresh(dataset.id, principal);
      datasetId = dataset.id;
    } else {
      const created = await this.deps.datasets.create(
        { database: database.id, schema, table_name: options.tableName },
        principal,
      );
      datasetId = created.id;
    }
    return { table_name: options.tableName, schema, dataset_id: datasetId, rows };
  }

  /** `upload_metadata`: the file's column names (and sheets), for the upload form. */
  async metadata(
    kind: UploadKind,
    file: UploadedFile,
    options: ReadOptions,
    principal: Principal,
  ): Promise<FileMetadataItem[]> {
    requireUploadPermission(principal, kind);
    checkUploadFile(kind, file.filename, file.data);
    return readFileMetadata(kind, file.data, options);
  }

  /**
   * `schemas_access_for_file_upload`: the schemas the database restricts uploads to that the
   * caller may use; empty when uploads are not restricted to a list (or not allowed at all).
   */
  async schemasForUpload(databaseId: number, principal: Principal): Promise<string[]> {
    const database = await this.deps.databases.getVisible(databaseId, principal);
    if (!database.allow_file_upload) return [];
    const allowed = schemasAllowedForUpload(database);
    if (principal.isAdmin || canAccessDatabase(principal, database)) return allowed;
    return allowed.filter((s) => has(principal, 'schema_access', schemaViewMenu(database, s)));
  }

  private async tableIsThere(
    database: DatabaseRow,
    schema: string,
    options: UploadOptions,
  ): Promise<boolean> {
    try {
      const connector = await this.deps.databases.connector(database);
      return (await connector.getTables(schema)).some((t) => t.name === options.tableName);
    } catch (err) {
      if (isAppError(err) && err.code !== 'QUERY') throw err;
      throw uploadFailed(err instanceof Error ? err.message : String(err));
    }
  }

  private async openSink(database: DatabaseRow): Promise<TableSink> {
    const backend = database.backend as Backend;
    if (!isFileBackend(backend))
      return new ConnectorTableSink(await this.deps.openWriter(database));
    const connection = await this.deps.resolveConnection(database);
    if (!connection.filePath) throw uploadFailed('The database file could not be found.');
    try {
      return backend === 'duckdb'
        ? await DuckDbTableSink.open(connection.filePath)
        : new SqliteTableSink(connection.filePath);
    } catch (err) {
      // The engine's message names the file's path inside DATA_DIR: the log gets it, the user not.
      throw refusedWithHiddenDetail('The database file could not be opened for writing.', err);
    }
  }
}
