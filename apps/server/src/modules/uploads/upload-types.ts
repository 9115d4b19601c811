/**
 * The vocabulary of file uploads (Superset's `POST /api/v1/database/{pk}/upload/`): the three
 * kinds of file, what to do when the table exists, the column types a table is created with, and
 * the shape every file reader produces so one pipeline (type inference, then batched inserts)
 * serves CSV, Excel and Parquet alike.
 */

export const UPLOAD_KINDS = ['csv', 'excel', 'columnar'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const EXISTS_POLICIES = ['fail', 'replace', 'append'] as const;
/** Superset's `already_exists`: pandas' `if_exists`. */
export type ExistsPolicy = (typeof EXISTS_POLICIES)[number];

/** The engine-neutral column types an uploaded table is created with. */
export type LogicalType = 'integer' | 'float' | 'boolean' | 'date' | 'timestamp' | 'text';

/** A cell as a reader produced it, before it is converted to its column's type. */
export type CellValue = string | number | bigint | boolean | Date | null;

/** One data row of a file, with the 1-based line (or worksheet row) it came from for messages. */
export interface SourceRow {
  cells: CellValue[];
  line: number;
}

/**
 * A file read as a table: its column names (after header, usecols and index handling) and its
 * rows. `scan` starts over at every call, so the pipeline can read the file twice (types first,
 * then values) without holding every row in memory.
 */
export interface TabularSource {
  columns: string[];
  /** Types the file itself declares (Parquet); null where the values decide. */
  declaredTypes: (LogicalType | null)[];
  scan(): AsyncIterable<SourceRow>;
  close(): Promise<void>;
}

/** What `upload_metadata` answers for each sheet (one item without a sheet name for CSV/Parquet). */
export type { FileMetadataItem } from '@panorama/core/schemas/upload';
