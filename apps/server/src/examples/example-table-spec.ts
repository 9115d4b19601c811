/**
 * The declarative description of one example table: where its rows come from, how each column is
 * renamed and cast, and the dataset metadata (time column, metrics, labels) registered for it.
 */
import type { ColumnRole } from './column-roles';

export interface ExampleColumn {
  /** snake_case name in DuckDB and in dataset_columns. */
  name: string;
  /** SQL over the source relation giving the value, with an explicit cast. */
  sql: string;
  /** Field name in the source file, used to find its description in datapackage.json. */
  source?: string;
  /** Overrides the type-based role (see column-roles.ts). */
  role?: ColumnRole;
  /** verbose_name; defaults to the title-cased name. */
  label?: string;
  /** Overrides the datapackage.json description. */
  description?: string;
}

export interface ExampleMetric {
  name: string;
  /** DuckDB SQL aggregate over the table's columns. */
  expression: string;
  label: string;
  /** Superset's metric_type ('sum', 'avg', ...); null for composite expressions. */
  metricType: string | null;
  d3format?: string;
  /** Superset currency JSON, e.g. {"symbol":"USD","symbolPosition":"prefix"}. */
  currency?: string;
  description?: string;
}

export interface ExampleTable {
  /** Table name in DuckDB's `main` schema and the dataset's table_name. */
  name: string;
  /** Data file under vega-datasets/data. */
  file: string;
  /**
   * The FROM clause given the quoted file path; defaults to DuckDB's reader for the file's
   * extension (read_parquet, read_csv_auto, read_json_auto).
   */
  from?: (fileLiteral: string) => string;
  description: string;
  /** Default time column (datasets.main_dttm_col); must be a DATE/TIMESTAMP column. */
  mainDttmCol?: string;
  columns: ExampleColumn[];
  /** Extra metrics; every dataset also gets `count` = COUNT(*). */
  metrics: ExampleMetric[];
}
