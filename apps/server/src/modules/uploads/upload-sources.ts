/** The reader for each kind of upload: one place that maps `type` to a file format. */
import { csvMetadata, openCsvSource } from './csv-source';
import { excelMetadata, openExcelSource } from './excel-source';
import { openParquetSource, parquetMetadata } from './parquet-source';
import type { ReadOptions } from './upload-options';
import type { FileMetadataItem, TabularSource, UploadKind } from './upload-types';

export async function openTabularSource(
  kind: UploadKind,
  data: Buffer,
  options: ReadOptions,
  maxCells: number,
): Promise<TabularSource> {
  switch (kind) {
    case 'csv':
      return openCsvSource(data, options);
    case 'excel':
      return openExcelSource(data, options);
    case 'columnar':
      return openParquetSource(data, options, maxCells);
  }
}

export async function readFileMetadata(
  kind: UploadKind,
  data: Buffer,
  options: ReadOptions,
): Promise<FileMetadataItem[]> {
  switch (kind) {
    case 'csv':
      return csvMetadata(data, options);
    case 'excel':
      return excelMetadata(data, options);
    case 'columnar':
      return parquetMetadata(data);
  }
}
