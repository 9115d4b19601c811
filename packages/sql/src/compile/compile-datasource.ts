/**
 * What the compiler needs to know about a dataset: its table (or virtual SQL), its columns and
 * saved metrics. Physical columns are quoted identifiers; calculated columns and saved metrics
 * carry a stored expression written by the dataset's owner (trusted, not re-checked).
 */
export interface CompileColumn {
  column_name: string;
  /** Calculated column expression; null or empty for a physical column. */
  expression: string | null;
  type: string | null;
  is_dttm: boolean;
  /** `epoch_s`, `epoch_ms`, or a strftime format for text columns holding dates. */
  python_date_format?: string | null;
}

export interface CompileMetric {
  metric_name: string;
  expression: string;
}

export interface CompileDatasource {
  tableName: string;
  schema: string | null;
  /** Virtual dataset SQL (one SELECT); null for a physical table. */
  sql: string | null;
  columns: CompileColumn[];
  metrics: CompileMetric[];
  mainDttmCol: string | null;
  fetchValuesPredicate?: string | null;
  /**
   * The caller's row-level-security conditions on this dataset: each group is one condition,
   * its clauses OR'ed together, and every group is AND'ed into WHERE whatever the query asks.
   * Clauses are written by admins and checked when saved; they are checked again when applied.
   */
  rowLevelFilters?: readonly (readonly string[])[];
}
