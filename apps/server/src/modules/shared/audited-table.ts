/**
 * The queries every audited table answers the same way (an integer `id`, `created_on` /
 * `changed_on`, `created_by_fk` / `changed_by_fk`): existence, uniqueness of a column, insert and
 * update stamped with the acting user, delete by ids, the visibility of rows under a list spec,
 * and the users the audit columns point at. Module repositories (annotation layers, annotations,
 * saved queries, row-level rules, dynamic plugins) hold one per table and add their own queries,
 * so the stamping and the visibility rule are written once.
 */
import type { Generated, Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { MetadataSchema } from '../../store/schema';
import type { ListContext, ListSpec } from '../../rest/list-spec';
import type { ListResult } from '../../rest/list-engine';
import { ListQueries } from '../../rest/list-queries';
import type { ListArgs } from '../../rest/rison-query';
import { createdStamp, type AuditedRow } from './audit-fields';
import { nowIso } from './humanize-time';
import { loadUserRefs, type UserRef } from './user-refs';

type AuditColumn = 'created_on' | 'changed_on' | 'created_by_fk' | 'changed_by_fk';

interface AuditedShape extends AuditedRow {
  id: Generated<number>;
}

/** The metadata tables with an id and the four audit columns. */
export type AuditedTableName = {
  [Name in keyof MetadataSchema]: MetadataSchema[Name] extends AuditedShape ? Name : never;
}[keyof MetadataSchema];

/** The values a new row gives; the audit columns are stamped here. */
export type NewAuditedRow<Name extends AuditedTableName> = Omit<
  Insertable<MetadataSchema[Name]>,
  AuditColumn | 'id'
>;
export type AuditedChanges<Name extends AuditedTableName> = Omit<
  Updateable<MetadataSchema[Name]>,
  AuditColumn | 'id'
>;

/** The store, or a transaction on it. */
export type StoreExecutor = Kysely<MetadataSchema> | Transaction<MetadataSchema>;

// Kysely cannot resolve the columns of a table whose name is a type parameter, so the queries
// below see the store as one table of the audited shape, named by `this.name`; the public
// signatures stay typed by the real table.
type AuditedView = Kysely<{ audited: AuditedShape & Record<string, unknown> }>;

export class AuditedTable<Name extends AuditedTableName> {
  constructor(
    private readonly db: StoreExecutor,
    readonly table: Name,
  ) {}

  /** The same table on a transaction's connection. */
  on(executor: StoreExecutor): AuditedTable<Name> {
    return new AuditedTable(executor, this.table);
  }

  private get view(): AuditedView {
    return this.db as unknown as AuditedView;
  }

  private get name(): 'audited' {
    return this.table as unknown as 'audited';
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.view
      .selectFrom(this.name)
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether every id names a row. */
  async allExist(ids: number[]): Promise<boolean> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return true;
    const rows = await this.view
      .selectFrom(this.name)
      .select('id')
      .where('id', 'in', wanted)
      .execute();
    return rows.length === wanted.length;
  }

  /**
   * Whether another row (not `exceptId`) already holds `value` in `column`, optionally among the
   * rows where `scope.column` equals `scope.value` (a name unique within its parent).
   */
  async isTaken(
    column: string & keyof MetadataSchema[Name],
    value: string,
    exceptId: number | null,
    scope?: { column: string & keyof MetadataSchema[Name]; value: number },
  ): Promise<boolean> {
    let query = this.view
      .selectFrom(this.name)
      .select('id')
      .where(column as string, '=', value);
    if (scope) query = query.where(scope.column as string, '=', scope.value);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Inserts the row created and changed now by `userId`; answers its id. */
  async insert(values: NewAuditedRow<Name>, userId: number | null): Promise<number> {
    const now = nowIso();
    const row = await this.view
      .insertInto(this.name)
      .values({
        ...(values as Record<string, unknown>),
        ...createdStamp(userId, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Applies `changes` to the row and stamps it changed now by `userId`. */
  async update(id: number, changes: AuditedChanges<Name>, userId: number | null): Promise<void> {
    await this.view
      .updateTable(this.name)
      .set({
        ...(changes as Record<string, unknown>),
        changed_on: nowIso(),
        changed_by_fk: userId,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Marks the row changed now without saying by whom (a child row changed). */
  async touch(id: number): Promise<void> {
    await this.view
      .updateTable(this.name)
      .set({ changed_on: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  async deleteIds(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.view.deleteFrom(this.name).where('id', 'in', ids).execute();
  }

  /** A page of the list the spec describes (filters, order, paging from `args`). */
  list(spec: ListSpec, args: ListArgs, context: ListContext): Promise<ListResult> {
    return new ListQueries(this.db).list(spec, args, context);
  }

  /** Whether the row exists and passes the spec's base filter for the caller. */
  isVisible(spec: ListSpec, id: number, context: ListContext): Promise<boolean> {
    return new ListQueries(this.db).isVisible(spec, id, context);
  }

  /** The ids among `ids` that exist and pass the spec's base filter for the caller. */
  visibleIds(spec: ListSpec, ids: number[], context: ListContext): Promise<Set<number>> {
    return new ListQueries(this.db).visibleIds(spec, [...new Set(ids)], context);
  }

  /** The users the rows' created_by and changed_by point at, by id. */
  auditUsers(
    rows: readonly { created_by_fk: number | null; changed_by_fk: number | null }[],
  ): Promise<Map<number, UserRef>> {
    return loadUserRefs(
      this.db,
      rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
    );
  }
}
