/**
 * A Parquet upload as a table, read by an in-memory DuckDB that can open exactly one file: the
 * upload, written to a private temporary directory. The instance allows that path only, has
 * external access off and its configuration locked before any query runs, and works under a
 * memory limit, so a file crafted to inflate enormously ("42.parquet") cannot take the server
 * down; its row count is checked against the upload's cap from the file's metadata before any
 * row is read. Column types come from the file; types without a table equivalent (TIME,
 * INTERVAL, BLOB, lists, structs) are read as DuckDB's text form of the value.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance, JSDuckDBValueConverter, type DuckDBConnection } from '@duckdb/node-api';
import { isAppError } from '@panorama/core/errors/app-error';
import { getDialect } from '@panorama/sql/dialects/dialect';
import { selectColumns } from './column-selection';
import type { ReadOptions } from './upload-options';
import type {
  CellValue,
  FileMetadataItem,
  LogicalType,
  SourceRow,
  TabularSource,
} from './upload-types';
import { notAParquetFile, uploadFailed } from './upload-errors';

/** The reading instance's engine settings; external access is switched off after setup. */
const READER_CONFIG: Record<string, string> = {
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  allow_community_extensions: 'false',
  threads: '2',
  memory_limit: '1GB',
};

const TYPE_PATTERNS: ReadonlyArray<[RegExp, LogicalType]> = [
  [/^U?(?:TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT)$/, 'integer'],
  [/^(?:FLOAT|DOUBLE|REAL|DECIMAL\(\d+,\s*\d+\))$/, 'float'],
  [/^BOOLEAN$/, 'boolean'],
  [/^DATE$/, 'date'],
  [/^TIMESTAMP(?:_S|_MS|_NS| WITH TIME ZONE)?$/, 'timestamp'],
  [/^(?:VARCHAR|UUID)$/, 'text'],
];

/** The table type of a DuckDB type, or null when the value is read as text. */
export function logicalTypeOfDuckDb(type: string): LogicalType | null {
  return TYPE_PATTERNS.find(([pattern]) => pattern.test(type))?.[1] ?? null;
}

const quote = (name: string) => getDialect('duckdb').quoteIdentifier(name);

/**
 * Runs a read of the file; an engine failure means the file is damaged or not Parquet at all.
 * Our own refusals (AppErrors) pass unchanged.
 */
async function reading<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    throw isAppError(err) ? err : notAParquetFile(err);
  }
}

function toCell(value: unknown): CellValue {
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    typeof value === 'boolean' ||
    value instanceof Date
  )
    return value;
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

interface ParquetFile {
  connection: DuckDBConnection;
  file: string;
  columns: { name: string; type: string }[];
  close(): Promise<void>;
}

/** Writes the upload to a private temporary file and opens a DuckDB confined to it. */
async function openParquetFile(data: Buffer): Promise<ParquetFile> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'panorama-upload-'));
  const file = path.join(dir, 'upload.parquet');
  let instance: DuckDBInstance | undefined;
  let connection: DuckDBConnection | undefined;
  const close = async () => {
    connection?.closeSync();
    instance?.closeSync();
    await fs.rm(dir, { recursive: true, force: true });
  };
  try {
    await fs.writeFile(file, data, { mode: 0o600 });
    instance = await DuckDBInstance.create(':memory:', READER_CONFIG);
    connection = await instance.connect();
    await connection.run(`SET allowed_paths = ['${file.replaceAll("'", "''")}']`);
    await connection.run('SET enable_external_access = false');
    await connection.run('SET lock_configuration = true');
    const described = await connection.runAndReadAll('DESCRIBE SELECT * FROM read_parquet(?)', [
      file,
    ]);
    const columns = described.getRows().map((row) => ({
      name: String(row[0]),
      type: String(row[1]),
    }));
    return { connection, file, columns, close };
  } catch (err) {
    await close();
    throw notAParquetFile(err);
  }
}

export async function openParquetSource(
  data: Buffer,
  options: ReadOptions,
  maxCells: number,
): Promise<TabularSource> {
  const parquet = await openParquetFile(data);
  try {
    const names = parquet.columns.map((c) => c.name);
    const selection = selectColumns(names, options);
    const counted = await reading(() =>
      parquet.connection.runAndReadAll('SELECT count(*) FROM read_parquet(?)', [parquet.file]),
    );
    const rowCount = Number(counted.getRows()[0]?.[0] ?? 0);
    if (rowCount * Math.max(names.length, 1) > maxCells)
      throw uploadFailed(
        `The file has more than ${maxCells.toLocaleString('en-US')} values, the most an upload may hold.`,
      );
    const selectList = parquet.columns
      .map((c) =>
        logicalTypeOfDuckDb(c.type) === null
          ? `CAST(${quote(c.name)} AS VARCHAR) AS ${quote(c.name)}`
          : quote(c.name),
      )
      .join(', ');
    const rowsToRead = options.rowsToRead;
    return {
      columns: selection.columns,
      declaredTypes: selection.sources.map((source) =>
        source === 'row-number'
          ? 'integer'
          : (logicalTypeOfDuckDb(parquet.columns[source]?.type ?? '') ?? 'text'),
      ),
      async *scan(): AsyncGenerator<SourceRow> {
        const result = await reading(() =>
          parquet.connection.stream(`SELECT ${selectList} FROM read_parquet(?)`, [parquet.file]),
        );
        let rowIndex = 0;
        for (;;) {
          const chunk = await reading(() => result.fetchChunk());
          if (!chunk || chunk.rowCount === 0) return;
          for (const values of chunk.convertRows(JSDuckDBValueConverter)) {
            if (rowsToRead !== null && rowIndex >= rowsToRead) return;
            yield { cells: selection.pick(values.map(toCell), rowIndex), line: rowIndex + 1 };
            rowIndex++;
          }
        }
      },
      close: parquet.close,
    };
  } catch (err) {
    await parquet.close();
    throw err;
  }
}

export async function parquetMetadata(data: Buffer): Promise<FileMetadataItem[]> {
  const parquet = await openParquetFile(data);
  try {
    return [{ sheet_name: null, column_names: parquet.columns.map((c) => c.name) }];
  } finally {
    await parquet.close();
  }
}
