/**
 * The dataset JSON of `GET /datasource/get/table/{id}/` as the edit modal reads and writes it,
 * typed by the server's response schema. The editor works on drafts: a column or metric it adds
 * has no id yet, so only the fields every draft carries are required; the rest of each answer is
 * carried through untouched, because `POST /datasource/save/` receives the whole object back
 * (Superset's legacy editor contract).
 */
import type {
  Datasource,
  DatasourceColumnResponse,
  DatasourceMetricResponse,
} from '@panorama/core/schemas/dataset';

/** An answer as a draft: the `Kept` fields always present, every other field optional. */
type Draft<Answer, Kept extends keyof Answer> = Pick<Answer, Kept> & Partial<Omit<Answer, Kept>>;

/** What the editor sets on a column it creates; the server fills in the rest on save. */
type DraftColumnFields =
  | 'column_name'
  | 'verbose_name'
  | 'description'
  | 'expression'
  | 'type'
  | 'is_dttm'
  | 'groupby'
  | 'filterable';

export type DatasourceColumn = Draft<DatasourceColumnResponse, DraftColumnFields>;

/** What the editor sets on a metric it creates. */
type DraftMetricFields =
  | 'metric_name'
  | 'verbose_name'
  | 'expression'
  | 'd3format'
  | 'description'
  | 'certified_by'
  | 'certification_details'
  | 'warning_markdown';

export type DatasourceMetric = Draft<DatasourceMetricResponse, DraftMetricFields>;

/** The dataset fields the editor and its tests always have. */
type DraftDatasetFields =
  | 'id'
  | 'table_name'
  | 'schema'
  | 'sql'
  | 'owners'
  | 'description'
  | 'cache_timeout'
  | 'extra'
  | 'default_endpoint'
  | 'is_managed_externally';

export type DatasourceJson = Pick<Datasource, DraftDatasetFields> &
  Partial<Omit<Datasource, DraftDatasetFields | 'columns' | 'metrics' | 'database' | 'type'>> & {
    /**
     * A dataset (`table`), or a SQL Lab query explore opened as the datasource (`query`, the
     * server's queryDatasourceSchema: its result's columns, COUNT(*), the tab's name).
     */
    type?: 'table' | 'query';
    database: Draft<Datasource['database'], 'id' | 'database_name'>;
    columns: DatasourceColumn[];
    metrics: DatasourceMetric[];
  };

/**
 * A calculated column has an expression (a new one starts with ''); physical columns come from
 * the table and have none. `draftFromDatasource` turns stored blank expressions into null.
 */
export function isCalculated(column: Pick<DatasourceColumn, 'expression'>): boolean {
  return column.expression !== null && column.expression !== undefined;
}
