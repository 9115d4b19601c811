/**
 * What a dataset's source looks like in its database: whether a physical table exists, and the
 * columns of a table or of a virtual dataset's query (run as `SELECT * FROM (<sql>) LIMIT 0`,
 * so the engine reports the result's columns without computing any row).
 */
import crypto from 'node:crypto';
import { UnprocessableError } from '@panorama/core/errors/app-error';
import { parseConnectionUri } from '../../engine/connection-uri';
import type { AnalyticsConnector } from '../../engine/connectors/connector';
import { isTemporalType } from '@panorama/core/columns/type-names';
import type { DatabaseRow, DatasetColumnRow, NewDatasetColumnRow } from '../../store/schema';

/** Budget for running a virtual dataset's query to learn its columns. */
const VIRTUAL_COLUMNS_TIMEOUT_MS = 30_000;

export interface SourceColumn {
  name: string;
  type: string | null;
}

/** The schema an engine uses when a dataset names none. */
export function defaultSchema(
  database: Pick<DatabaseRow, 'backend' | 'sqlalchemy_uri'>,
): string | null {
  switch (database.backend) {
    case 'duckdb':
    case 'sqlite':
      return 'main';
    case 'postgresql':
      return 'public';
    case 'mysql':
      try {
        return parseConnectionUri(database.sqlalchemy_uri).database ?? null;
      } catch {
        return null;
      }
    default:
      return null;
  }
}

export function tableNotFound(table: string, schema: string | null): UnprocessableError {
  const name = schema ? `${schema}.${table}` : table;
  return new UnprocessableError({
    table_name: [
      `Table [${name}] could not be found, please double check your database connection, schema, and dataset name`,
    ],
  });
}

function cleanType(type: string | null | undefined): string | null {
  return type && type !== 'NULL' ? type : null;
}

/** Columns of a physical table; a 422 on `table_name` when the table is not there. */
export async function tableColumns(
  connector: AnalyticsConnector,
  database: DatabaseRow,
  table: string,
  schema: string | null,
): Promise<SourceColumn[]> {
  const effectiveSchema = schema ?? defaultSchema(database);
  if (effectiveSchema === null) throw tableNotFound(table, schema);
  const tables = await connector.getTables(effectiveSchema);
  if (!tables.some((t) => t.name === table)) throw tableNotFound(table, schema);
  const columns = await connector.getColumns(effectiveSchema, table);
  return columns.map((c) => ({ name: c.name, type: cleanType(c.type) }));
}

/** Columns of a (checked) virtual dataset query. */
export async function queryColumns(
  connector: AnalyticsConnector,
  checkedSql: string,
): Promise<SourceColumn[]> {
  const result = await connector.run(
    `SELECT * FROM (\n${checkedSql}\n) AS virtual_table LIMIT 0`,
    [],
    {
      timeoutMs: VIRTUAL_COLUMNS_TIMEOUT_MS,
      maxRows: 0,
    },
  );
  return result.columns.map((c) => ({ name: c.name, type: cleanType(c.type) }));
}

/** A new column row with the defaults of a column nothing is known about yet. */
export function blankColumnRow(
  datasetId: number,
  columnName: string,
  now: string,
): NewDatasetColumnRow {
  return {
    uuid: crypto.randomUUID(),
    dataset_id: datasetId,
    column_name: columnName,
    verbose_name: null,
    type: null,
    advanced_data_type: null,
    is_dttm: 0,
    is_active: 1,
    groupby: 1,
    filterable: 1,
    expression: null,
    description: null,
    python_date_format: null,
    extra: null,
    created_on: now,
    changed_on: now,
  };
}

export function newColumnRow(
  datasetId: number,
  column: SourceColumn,
  now: string,
): NewDatasetColumnRow {
  return {
    ...blankColumnRow(datasetId, column.name, now),
    type: column.type,
    is_dttm: isTemporalType(column.type) ? 1 : 0,
  };
}

export interface ColumnSyncPlan {
  add: SourceColumn[];
  /** Existing columns whose type changed, or calculated columns the source now provides. */
  change: { id: number; type: string | null; is_dttm: number }[];
  remove: number[];
}

/**
 * Superset's fetch_metadata: source columns not yet known are added, known ones get the source's
 * type, physical columns gone from the source are dropped; calculated columns (with an
 * expression) stay, and user settings (labels, descriptions, flags) are kept.
 */
export function planColumnSync(
  existing: DatasetColumnRow[],
  source: SourceColumn[],
): ColumnSyncPlan {
  const byName = new Map(existing.map((c) => [c.column_name, c]));
  const sourceNames = new Set(source.map((c) => c.name));
  const plan: ColumnSyncPlan = { add: [], change: [], remove: [] };
  for (const column of source) {
    const known = byName.get(column.name);
    if (!known) {
      plan.add.push(column);
      continue;
    }
    const calculated = Boolean(known.expression);
    if (known.type === column.type && !calculated) continue;
    const nowTemporal = isTemporalType(column.type);
    const wasTemporal = isTemporalType(known.type);
    // Keep a flag the user set on a non-temporal column (a date stored as text), follow the type otherwise.
    const isDttm = nowTemporal || (known.is_dttm === 1 && !wasTemporal) ? 1 : 0;
    plan.change.push({ id: known.id, type: column.type, is_dttm: isDttm });
  }
  for (const column of existing) {
    if (!column.expression && !sourceNames.has(column.column_name)) plan.remove.push(column.id);
  }
  return plan;
}

/** The first temporal column, Superset's default for main_dttm_col. */
export function firstTemporalColumn(
  columns: { column_name: string; is_dttm: number }[],
): string | null {
  return columns.find((c) => c.is_dttm === 1)?.column_name ?? null;
}
