/**
 * Reads and writes of the rows that are exported, imported and addressed by id or uuid
 * (databases, datasets, charts, dashboards and saved queries), taking the store or a transaction. Each
 * resource's repository and the bundle import share them, so both write rows the same way.
 */
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { ChartsTable, MetadataSchema } from '../../store/schema';

export type Db = Kysely<MetadataSchema> | Transaction<MetadataSchema>;
export type ObjectTable = 'databases' | 'datasets' | 'charts' | 'dashboards' | 'saved_queries';
export type ObjectRow<T extends ObjectTable> = Selectable<MetadataSchema[T]>;

/** Keeps multi-row inserts and `in` lists under SQLite's and PostgreSQL's parameter limits. */
const ROWS_PER_STATEMENT = 500;

export function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

// Kysely cannot follow a table name chosen by a type parameter, so the queries below are typed
// against one of the tables (they share `id` and `uuid`) and cast back to the chosen one.

export async function rowsByIds<T extends ObjectTable>(
  db: Db,
  table: T,
  ids: number[],
): Promise<ObjectRow<T>[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(table as 'charts')
    .selectAll()
    .where('id', 'in', ids)
    .execute();
  return rows as unknown as ObjectRow<T>[];
}

/** The rows with these uuids, by uuid (uuids without a row are left out). */
export async function rowsByUuid<T extends ObjectTable>(
  db: Db,
  table: T,
  uuids: string[],
): Promise<Map<string, ObjectRow<T>>> {
  const out = new Map<string, ObjectRow<T>>();
  for (const batch of chunks([...new Set(uuids)])) {
    const rows = await db
      .selectFrom(table as 'charts')
      .selectAll()
      .where('uuid', 'in', batch)
      .execute();
    for (const row of rows) out.set(row.uuid, row as unknown as ObjectRow<T>);
  }
  return out;
}

/** Inserts one row and answers its new id. */
export async function insertRow<T extends ObjectTable>(
  db: Db,
  table: T,
  values: Insertable<MetadataSchema[T]>,
): Promise<number> {
  const row = await db
    .insertInto(table as 'charts')
    .values(values as unknown as Insertable<ChartsTable>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRow<T extends ObjectTable>(
  db: Db,
  table: T,
  id: number,
  values: Updateable<MetadataSchema[T]>,
): Promise<void> {
  await db
    .updateTable(table as 'charts')
    .set(values as unknown as Updateable<ChartsTable>)
    .where('id', '=', id)
    .execute();
}
