/**
 * Builds examples.duckdb from the vega-datasets files with DuckDB's own readers (CREATE TABLE AS
 * SELECT), then describes what it built for the metadata store. The database is written to a
 * temporary file and renamed into place only once complete and checkpointed, so a crash never
 * leaves a half-built examples.duckdb that a later start would take for a finished one.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { isIntegerTypeName } from '@panorama/core/columns/type-names';
import type { ExampleTable } from './example-table-spec';
import type { ExamplesLogger } from './examples-logger';
import { quoteIdent, quoteLiteral } from './sql-text';

export interface BuiltColumn {
  name: string;
  /** DuckDB type name as reported by DESCRIBE, e.g. VARCHAR, TIMESTAMP, DOUBLE. */
  type: string;
  /** Approximate number of distinct values, measured for integer columns only. */
  distinctValues: number | null;
}

export interface BuiltTable {
  table: ExampleTable;
  columns: BuiltColumn[];
  rows: number;
}

export interface BuildExamplesOptions {
  /** Final path of the DuckDB file; replaced atomically. */
  targetFile: string;
  /** Folder holding the source data files. */
  sourceDir: string;
  tables: readonly ExampleTable[];
  logger: ExamplesLogger;
}

/** DuckDB's reader for a data file, chosen by extension. */
function defaultFrom(file: string, fileLiteral: string): string {
  const ext = path.extname(file).toLowerCase();
  switch (ext) {
    case '.parquet':
      return `read_parquet(${fileLiteral})`;
    case '.json':
      return `read_json_auto(${fileLiteral})`;
    case '.csv':
    case '.tsv':
      return `read_csv_auto(${fileLiteral})`;
    default:
      throw new Error(`No DuckDB reader for example file ${file}`);
  }
}

export function createTableSql(table: ExampleTable, sourceDir: string): string {
  const fileLiteral = quoteLiteral(path.join(sourceDir, table.file));
  const from = table.from ? table.from(fileLiteral) : defaultFrom(table.file, fileLiteral);
  const select = table.columns.map((c) => `${c.sql} AS ${quoteIdent(c.name)}`).join(',\n  ');
  return `CREATE TABLE ${quoteIdent(table.name)} AS SELECT\n  ${select}\nFROM ${from}`;
}

async function describeTable(
  connection: DuckDBConnection,
  table: ExampleTable,
): Promise<BuiltTable> {
  const described = (
    await connection.runAndReadAll(`DESCRIBE ${quoteIdent(table.name)}`)
  ).getRowObjectsJS();
  const columns: BuiltColumn[] = described.map((row) => ({
    name: String(row.column_name),
    type: String(row.column_type),
    distinctValues: null,
  }));
  // One scan for the row count and, for integer columns, the cardinality that decides whether
  // they are dimensions (see column-roles.ts).
  const integerColumns = columns.filter((c) => isIntegerTypeName(c.type));
  const stats = integerColumns.map(
    (c, i) => `approx_count_distinct(${quoteIdent(c.name)}) AS d${i}`,
  );
  const sql = `SELECT ${['count(*) AS n', ...stats].join(', ')} FROM ${quoteIdent(table.name)}`;
  const [row] = (await connection.runAndReadAll(sql)).getRowObjectsJS();
  integerColumns.forEach((c, i) => {
    c.distinctValues = Number(row?.[`d${i}`] ?? 0);
  });
  return { table, columns, rows: Number(row?.n ?? 0) };
}

function removeDuckdbFiles(file: string): void {
  for (const f of [file, `${file}.wal`]) fs.rmSync(f, { force: true });
  // DuckDB's spill folder, should a build ever spill.
  fs.rmSync(`${file}.tmp`, { recursive: true, force: true });
}

export async function buildExamplesFile(options: BuildExamplesOptions): Promise<BuiltTable[]> {
  const { targetFile, sourceDir, tables, logger } = options;
  const tempFile = `${targetFile}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  let instance: DuckDBInstance | undefined;
  let connection: DuckDBConnection | undefined;
  const close = () => {
    connection?.closeSync();
    instance?.closeSync();
    connection = undefined;
    instance = undefined;
  };
  let built: BuiltTable[];
  try {
    instance = await DuckDBInstance.create(tempFile);
    connection = await instance.connect();
    built = [];
    for (const table of tables) {
      const started = performance.now();
      await connection.run(createTableSql(table, sourceDir));
      const result = await describeTable(connection, table);
      built.push(result);
      logger.debug?.(
        { table: table.name, rows: result.rows, ms: Math.round(performance.now() - started) },
        'Built example table',
      );
    }
    // Write everything into the main file so the WAL is empty when the file is renamed.
    await connection.run('CHECKPOINT');
    close();
  } catch (error) {
    close();
    removeDuckdbFiles(tempFile);
    throw error;
  }
  // After CHECKPOINT and close the data is all in the main file; a WAL with content would mean
  // rows that the renamed file lacks.
  const tempWal = `${tempFile}.wal`;
  if (fs.existsSync(tempWal)) {
    if (fs.statSync(tempWal).size > 0) {
      removeDuckdbFiles(tempFile);
      throw new Error('DuckDB left a non-empty WAL after CHECKPOINT while building examples');
    }
    fs.rmSync(tempWal, { force: true });
  }
  // A WAL left by an older examples.duckdb would be replayed against the new file on open.
  fs.rmSync(`${targetFile}.wal`, { force: true });
  fs.renameSync(tempFile, targetFile);
  return built;
}

/** Removes temporary files of builds that crashed (call while holding the examples lock). */
export function removeAbandonedBuilds(targetFile: string): void {
  const dir = path.dirname(targetFile);
  const prefix = `${path.basename(targetFile)}.tmp-`;
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith(prefix)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}
