/**
 * The metadata reads of the chart-data hot path (Kysely only): a dataset with its database in one
 * query, since every chart request needs both (cache key, timeouts, connector), and its columns
 * and metrics when a query has to be compiled.
 */
import { sql, type Kysely } from 'kysely';
import type {
  DatabaseRow,
  DatasetColumnRow,
  DatasetMetricRow,
  DatasetRow,
  MetadataSchema,
} from '../../store/schema';
import { DATABASE_FLAGS } from '../databases/database-serializer';

/** Every column of `databases`, selected under a prefix next to the dataset's own. */
const DATABASE_COLUMNS = [
  'id',
  'uuid',
  'database_name',
  'sqlalchemy_uri',
  'password_encrypted',
  'backend',
  ...DATABASE_FLAGS,
  'cache_timeout',
  'extra',
  'external_url',
  'created_on',
  'changed_on',
  'created_by_fk',
  'changed_by_fk',
] as const satisfies readonly (keyof DatabaseRow)[];

type DatabaseColumn = (typeof DATABASE_COLUMNS)[number];
// Every DatabaseRow field is listed: a new column in the table type fails to compile here.
type MissingColumns = Exclude<keyof DatabaseRow, DatabaseColumn>;
const allListed: [MissingColumns] extends [never] ? true : never = true;
void allListed;

/** Dataset columns never start with this; database columns are selected under it. */
const PREFIX = 'db__';
const DATABASE_SELECT = sql.raw(DATABASE_COLUMNS.map((c) => `b.${c} as ${PREFIX}${c}`).join(', '));

export class ChartDataRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  async datasetWithDatabase(
    datasetId: number,
  ): Promise<{ dataset: DatasetRow; database: DatabaseRow } | undefined> {
    // Written as SQL text: this runs on every chart request, and building the 21 aliases with the
    // query builder costs more than the query itself.
    const result = await sql<Record<string, unknown>>`select d.*, ${DATABASE_SELECT}
      from datasets d inner join databases b on b.id = d.database_id
      where d.id = ${datasetId}`.execute(this.db);
    const row = result.rows[0];
    if (!row) return undefined;
    const database: Record<string, unknown> = {};
    const dataset: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (key.startsWith(PREFIX)) database[key.slice(PREFIX.length)] = value;
      else dataset[key] = value;
    }
    return { dataset: dataset as DatasetRow, database: database as DatabaseRow };
  }

  columns(datasetId: number): Promise<DatasetColumnRow[]> {
    return this.db
      .selectFrom('dataset_columns')
      .selectAll()
      .where('dataset_id', '=', datasetId)
      .orderBy('id')
      .execute();
  }

  metrics(datasetId: number): Promise<DatasetMetricRow[]> {
    return this.db
      .selectFrom('dataset_metrics')
      .selectAll()
      .where('dataset_id', '=', datasetId)
      .orderBy('id')
      .execute();
  }
}
