/**
 * Saved queries: each belongs to the user who saved it and is listed only for them (Superset's
 * SavedQueryFilter); saving needs can_write on SavedQuery and access to the database it runs on.
 */
import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { NotFoundError, UnprocessableError } from '@panorama/core/errors/app-error';
import type {
  SavedQuery,
  SavedQueryCreate,
  SavedQueryUpdate,
} from '@panorama/core/schemas/saved-query';
import type { MetadataSchema } from '../../store/schema';
import {
  canAccessDatabase,
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import type { ListSpec } from '../../rest/list-spec';
import { NUMBER_OPERATORS, RELATION_ONE_OPERATORS, TEXT_OPERATORS } from '../../rest/list-spec';
import { AUDIT_ORDER_COLUMNS, USER_RELATED } from '../../rest/audit-list-parts';
import { ilike, isVisible, likePattern } from '../../rest/list-engine';
import { humanizeDelta, nowIso } from '../shared/humanize-time';
import { loadUserRefs } from '../shared/user-refs';

export const SAVED_QUERY_LIST_COLUMNS = [
  'id',
  'uuid',
  'label',
  'description',
  'sql',
  'schema',
  'catalog',
  'db_id',
  'database',
  'template_parameters',
  'extra',
  'rows',
  'last_run_delta_humanized',
  'changed_on',
  'changed_on_delta_humanized',
  'created_on',
  'created_by',
  'changed_by',
];

export class SavedQueriesService {
  readonly listSpec: ListSpec;

  constructor(private readonly db: Kysely<MetadataSchema>) {
    this.listSpec = {
      resource: 'saved query',
      table: 'saved_queries',
      filterColumns: {
        id: { expr: sql`t.id`, kind: 'number', operators: NUMBER_OPERATORS },
        label: { expr: sql`t.label`, kind: 'text', operators: TEXT_OPERATORS },
        description: { expr: sql`t.description`, kind: 'text', operators: TEXT_OPERATORS },
        schema: { expr: sql`t.schema`, kind: 'text', operators: TEXT_OPERATORS },
        database: { expr: sql`t.db_id`, kind: 'relation_one', operators: RELATION_ONE_OPERATORS },
        created_by: {
          expr: sql`t.created_by_fk`,
          kind: 'relation_one',
          operators: RELATION_ONE_OPERATORS,
        },
      },
      namedFilters: {
        all_text: (value) => {
          const pattern = likePattern(String(value ?? ''), 'contains');
          return sql`(${ilike(sql`t.label`, pattern)} or ${ilike(sql`coalesce(t.description, '')`, pattern)} or ${ilike(sql`t.sql`, pattern)})`;
        },
      },
      orderColumns: {
        ...AUDIT_ORDER_COLUMNS,
        label: sql`lower(t.label)`,
        schema: sql`t.schema`,
        'database.database_name': sql`(select d.database_name from databases d where d.id = t.db_id)`,
        last_run_delta_humanized: sql`t.last_run`,
      },
      defaultOrder: ['changed_on', 'desc'],
      baseFilter: ({ principal }) =>
        principal.userId === null ? sql`1 = 0` : sql`t.user_id = ${principal.userId}`,
      fetchRows: (ids) => this.serialize(ids),
      listColumns: SAVED_QUERY_LIST_COLUMNS,
      related: {
        created_by: USER_RELATED,
        database: { table: 'databases', label: sql`t.database_name` },
      },
      distinct: { schema: sql`t.schema` },
    };
  }

  async serialize(ids: number[]): Promise<SavedQuery[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('saved_queries as q')
      .innerJoin('databases as d', 'd.id', 'q.db_id')
      .selectAll('q')
      .select(['d.database_name'])
      .where('q.id', 'in', ids)
      .execute();
    const users = await loadUserRefs(
      this.db,
      rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
    );
    return rows.map((r) => ({
      id: r.id,
      uuid: r.uuid,
      label: r.label,
      description: r.description,
      sql: r.sql,
      schema: r.schema,
      catalog: r.catalog,
      db_id: r.db_id,
      database: { id: r.db_id, database_name: r.database_name },
      template_parameters: r.template_parameters,
      extra: r.extra_json,
      rows: r.rows,
      last_run_delta_humanized: humanizeDelta(r.last_run),
      changed_on: r.changed_on,
      changed_on_delta_humanized: humanizeDelta(r.changed_on),
      created_on: r.created_on,
      created_by: r.created_by_fk === null ? null : (users.get(r.created_by_fk) ?? null),
      changed_by: r.changed_by_fk === null ? null : (users.get(r.changed_by_fk) ?? null),
    }));
  }

  async get(id: number, principal: Principal): Promise<SavedQuery> {
    requirePermission(principal, 'can_read', 'SavedQuery');
    if (!(await isVisible(this.db, this.listSpec, id, { principal }))) throw new NotFoundError();
    const [row] = await this.serialize([id]);
    if (!row) throw new NotFoundError();
    return row;
  }

  private async checkDatabase(dbId: number, principal: Principal): Promise<void> {
    const database = await this.db
      .selectFrom('databases')
      .select(['id', 'database_name'])
      .where('id', '=', dbId)
      .executeTakeFirst();
    if (!database || !canAccessDatabase(principal, database)) {
      throw new UnprocessableError({ db_id: ['Database does not exist'] });
    }
  }

  async create(body: SavedQueryCreate, principal: AuthenticatedPrincipal): Promise<number> {
    requirePermission(principal, 'can_write', 'SavedQuery');
    await this.checkDatabase(body.db_id, principal);
    const now = nowIso();
    const row = await this.db
      .insertInto('saved_queries')
      .values({
        uuid: crypto.randomUUID(),
        user_id: principal.userId,
        db_id: body.db_id,
        catalog: body.catalog ?? null,
        schema: body.schema ?? null,
        label: body.label,
        description: body.description ?? null,
        sql: body.sql,
        template_parameters: body.template_parameters ?? null,
        extra_json: body.extra_json ?? null,
        last_run: null,
        rows: null,
        created_on: now,
        changed_on: now,
        created_by_fk: principal.userId,
        changed_by_fk: principal.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    id: number,
    body: SavedQueryUpdate,
    principal: AuthenticatedPrincipal,
  ): Promise<void> {
    requirePermission(principal, 'can_write', 'SavedQuery');
    if (!(await isVisible(this.db, this.listSpec, id, { principal }))) throw new NotFoundError();
    if (body.db_id !== undefined) await this.checkDatabase(body.db_id, principal);
    await this.db
      .updateTable('saved_queries')
      .set({ ...body, changed_on: nowIso(), changed_by_fk: principal.userId })
      .where('id', '=', id)
      .execute();
  }

  async delete(ids: number[], principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', 'SavedQuery');
    // Visibility (own queries only) was checked by the caller for every id.
    await this.db
      .deleteFrom('saved_queries')
      .where('id', 'in', ids)
      .where('user_id', '=', principal.userId)
      .execute();
  }
}
