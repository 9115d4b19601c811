/**
 * Row-level-security rules (Superset's RLSRestApi): only holders of can_read / can_write on
 * "Row Level Security" (admins) list, read and change them. A rule names a SQL clause, the
 * datasets it guards and the roles it is for (Regular) or spares (Base); its clause passes the
 * SQL guard before it is stored (400 otherwise), and unknown datasets or roles are a 422.
 */
import { type Kysely, sql } from 'kysely';
import { NotFoundError, UnprocessableError } from '@panorama/core/errors/app-error';
import type { MetadataSchema, RlsFilterRow } from '../../store/schema';
import {
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import type { ListSpec } from '../../rest/list-spec';
import {
  NUMBER_OPERATORS,
  RELATION_MANY_OPERATORS,
  RELATION_ONE_OPERATORS,
  TEXT_OPERATORS,
} from '../../rest/list-spec';
import { AUDIT_ORDER_COLUMNS, USER_RELATED } from '../../rest/audit-list-parts';
import { ilike, likePattern } from '../../rest/list-engine';
import { humanizeDelta, nowIso } from '../shared/humanize-time';
import { loadUserRefs, type UserRef } from '../shared/user-refs';
import { checkRlsClause } from './rls-clause-check';
import type { RlsCreate, RlsUpdate } from './row-level-security.schemas';

/** Superset's class_permission_name of the RLS API. */
export const RLS_VIEW_MENU = 'Row Level Security';
export const RLS_NAME_NOT_UNIQUE = 'Name must be unique';
export const RLS_ROLES_NOT_FOUND = 'Some roles do not exist';
export const RLS_TABLES_NOT_FOUND = 'Datasource does not exist';

export const RLS_LIST_COLUMNS = [
  'id',
  'name',
  'description',
  'filter_type',
  'tables',
  'roles',
  'clause',
  'group_key',
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by',
  'changed_by_name',
  'created_on',
  'created_by',
];

interface TableRef {
  id: number;
  schema: string | null;
  table_name: string;
}

interface RoleRef {
  id: number;
  name: string;
}

function fullName(user: UserRef | null): string | null {
  return user ? `${user.first_name} ${user.last_name}`.trim() : null;
}

/** A blank group key means "no group" (Superset only groups on a truthy key). */
function normalizedGroupKey(key: string | null | undefined): string | null {
  const trimmed = key?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function groupBy<T extends { rls_filter_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.rls_filter_id) ?? [];
    list.push(row);
    map.set(row.rls_filter_id, list);
  }
  return map;
}

export class RowLevelSecurityService {
  readonly listSpec: ListSpec;

  constructor(private readonly db: Kysely<MetadataSchema>) {
    this.listSpec = {
      resource: 'row level security filter',
      table: 'row_level_security_filters',
      filterColumns: {
        id: { expr: sql`t.id`, kind: 'number', operators: NUMBER_OPERATORS },
        name: { expr: sql`t.name`, kind: 'text', operators: TEXT_OPERATORS },
        description: { expr: sql`t.description`, kind: 'text', operators: TEXT_OPERATORS },
        filter_type: { expr: sql`t.filter_type`, kind: 'text', operators: TEXT_OPERATORS },
        group_key: { expr: sql`t.group_key`, kind: 'text', operators: TEXT_OPERATORS },
        clause: { expr: sql`t.clause`, kind: 'text', operators: TEXT_OPERATORS },
        tables: {
          expr: sql`t.id`,
          kind: 'relation_many',
          operators: RELATION_MANY_OPERATORS,
          link: { table: 'rls_filter_tables', ownKey: 'rls_filter_id', otherKey: 'table_id' },
        },
        roles: {
          expr: sql`t.id`,
          kind: 'relation_many',
          operators: RELATION_MANY_OPERATORS,
          link: { table: 'rls_filter_roles', ownKey: 'rls_filter_id', otherKey: 'role_id' },
        },
        created_by: {
          expr: sql`t.created_by_fk`,
          kind: 'relation_one',
          operators: RELATION_ONE_OPERATORS,
        },
        changed_by: {
          expr: sql`t.changed_by_fk`,
          kind: 'relation_one',
          operators: RELATION_ONE_OPERATORS,
        },
      },
      namedFilters: {
        // The list page's search box: the name, the clause or the description.
        rls_all_text: (value) => {
          const pattern = likePattern(String(value ?? ''), 'contains');
          return sql`(${ilike(sql`t.name`, pattern)} or ${ilike(sql`t.clause`, pattern)} or ${ilike(sql`coalesce(t.description, '')`, pattern)})`;
        },
      },
      orderColumns: {
        ...AUDIT_ORDER_COLUMNS,
        name: sql`lower(t.name)`,
        filter_type: sql`t.filter_type`,
        clause: sql`t.clause`,
        group_key: sql`coalesce(t.group_key, '')`,
      },
      defaultOrder: ['changed_on', 'desc'],
      fetchRows: (ids) => this.serialize(ids),
      listColumns: RLS_LIST_COLUMNS,
      related: {
        tables: { table: 'datasets', label: sql`t.table_name`, columns: ['schema'] },
        roles: { table: 'roles', label: sql`t.name` },
        created_by: USER_RELATED,
        changed_by: USER_RELATED,
      },
    };
  }

  async serialize(ids: number[]): Promise<Record<string, unknown>[]> {
    if (ids.length === 0) return [];
    const [rows, tables, roles] = await Promise.all([
      this.db.selectFrom('row_level_security_filters').selectAll().where('id', 'in', ids).execute(),
      this.db
        .selectFrom('rls_filter_tables as ft')
        .innerJoin('datasets as d', 'd.id', 'ft.table_id')
        .select(['ft.rls_filter_id', 'd.id', 'd.schema', 'd.table_name'])
        .where('ft.rls_filter_id', 'in', ids)
        .orderBy('d.table_name')
        .execute(),
      this.db
        .selectFrom('rls_filter_roles as fr')
        .innerJoin('roles as r', 'r.id', 'fr.role_id')
        .select(['fr.rls_filter_id', 'r.id', 'r.name'])
        .where('fr.rls_filter_id', 'in', ids)
        .orderBy('r.name')
        .execute(),
    ]);
    const tablesOf = groupBy(tables);
    const rolesOf = groupBy(roles);
    const users = await loadUserRefs(
      this.db,
      rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
    );
    const userRef = (id: number | null): UserRef | null =>
      id === null ? null : (users.get(id) ?? null);
    return rows.map((r) => ({
      ...this.shape(
        r,
        (tablesOf.get(r.id) ?? []).map(({ id, schema, table_name }): TableRef => ({
          id,
          schema,
          table_name,
        })),
        (rolesOf.get(r.id) ?? []).map(({ id, name }): RoleRef => ({ id, name })),
      ),
      changed_on: r.changed_on,
      changed_on_delta_humanized: humanizeDelta(r.changed_on),
      changed_by: userRef(r.changed_by_fk),
      changed_by_name: fullName(userRef(r.changed_by_fk)),
      created_on: r.created_on,
      created_by: userRef(r.created_by_fk),
    }));
  }

  private shape(row: RlsFilterRow, tables: TableRef[], roles: RoleRef[]) {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      filter_type: row.filter_type,
      tables,
      roles,
      group_key: row.group_key,
      clause: row.clause,
    };
  }

  /** `GET /{id}`: Superset's show columns (tables with schema, roles, clause...). */
  async get(id: number, principal: Principal): Promise<Record<string, unknown>> {
    requirePermission(principal, 'can_read', RLS_VIEW_MENU);
    const [row] = await this.serialize([id]);
    if (!row) throw new NotFoundError();
    return row;
  }

  private async assertNameFree(name: string, exceptId: number | null): Promise<void> {
    let query = this.db
      .selectFrom('row_level_security_filters')
      .select('id')
      .where('name', '=', name);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst())
      throw new UnprocessableError({ name: [RLS_NAME_NOT_UNIQUE] });
  }

  /** The engines of the given datasets; 422 unless every one exists. */
  private async datasetBackends(tableIds: readonly number[]): Promise<string[]> {
    const wanted = [...new Set(tableIds)];
    const rows = await this.db
      .selectFrom('datasets as d')
      .innerJoin('databases as b', 'b.id', 'd.database_id')
      .select(['d.id', 'b.backend'])
      .where('d.id', 'in', wanted)
      .execute();
    if (rows.length !== wanted.length) throw new UnprocessableError(RLS_TABLES_NOT_FOUND);
    return rows.map((r) => r.backend);
  }

  private async assertRolesExist(roleIds: readonly number[]): Promise<void> {
    const wanted = [...new Set(roleIds)];
    if (wanted.length === 0) return;
    const rows = await this.db.selectFrom('roles').select('id').where('id', 'in', wanted).execute();
    if (rows.length !== wanted.length) throw new UnprocessableError(RLS_ROLES_NOT_FOUND);
  }

  private async currentTableIds(id: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('rls_filter_tables')
      .select('table_id')
      .where('rls_filter_id', '=', id)
      .execute();
    return rows.map((r) => r.table_id);
  }

  async create(body: RlsCreate, principal: AuthenticatedPrincipal): Promise<number> {
    requirePermission(principal, 'can_write', RLS_VIEW_MENU);
    checkRlsClause(body.clause, await this.datasetBackends(body.tables));
    await this.assertRolesExist(body.roles);
    await this.assertNameFree(body.name, null);
    const now = nowIso();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('row_level_security_filters')
        .values({
          name: body.name,
          description: body.description ?? null,
          filter_type: body.filter_type,
          group_key: normalizedGroupKey(body.group_key),
          clause: body.clause,
          created_on: now,
          changed_on: now,
          created_by_fk: principal.userId,
          changed_by_fk: principal.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.replaceLinks(trx, row.id, body.tables, body.roles);
      return row.id;
    });
  }

  async update(id: number, body: RlsUpdate, principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', RLS_VIEW_MENU);
    const existing = await this.db
      .selectFrom('row_level_security_filters')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!existing) throw new NotFoundError();
    if (body.clause !== undefined || body.tables !== undefined) {
      const tables = body.tables ?? (await this.currentTableIds(id));
      checkRlsClause(body.clause ?? existing.clause, await this.datasetBackends(tables));
    }
    if (body.roles !== undefined) await this.assertRolesExist(body.roles);
    if (body.name !== undefined) await this.assertNameFree(body.name, id);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('row_level_security_filters')
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.filter_type !== undefined ? { filter_type: body.filter_type } : {}),
          ...(body.group_key !== undefined
            ? { group_key: normalizedGroupKey(body.group_key) }
            : {}),
          ...(body.clause !== undefined ? { clause: body.clause } : {}),
          changed_on: nowIso(),
          changed_by_fk: principal.userId,
        })
        .where('id', '=', id)
        .execute();
      await this.replaceLinks(trx, id, body.tables, body.roles);
    });
  }

  /** Replaces the dataset and role links that are given; `undefined` keeps the current ones. */
  private async replaceLinks(
    trx: Kysely<MetadataSchema>,
    id: number,
    tables: readonly number[] | undefined,
    roles: readonly number[] | undefined,
  ): Promise<void> {
    if (tables !== undefined) {
      await trx.deleteFrom('rls_filter_tables').where('rls_filter_id', '=', id).execute();
      const unique = [...new Set(tables)];
      if (unique.length > 0)
        await trx
          .insertInto('rls_filter_tables')
          .values(unique.map((table_id) => ({ rls_filter_id: id, table_id })))
          .execute();
    }
    if (roles !== undefined) {
      await trx.deleteFrom('rls_filter_roles').where('rls_filter_id', '=', id).execute();
      const unique = [...new Set(roles)];
      if (unique.length > 0)
        await trx
          .insertInto('rls_filter_roles')
          .values(unique.map((role_id) => ({ rls_filter_id: id, role_id })))
          .execute();
    }
  }

  /** Deletes the rules if every one exists (404 otherwise, nothing deleted). */
  async delete(ids: number[], principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', RLS_VIEW_MENU);
    await this.db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('row_level_security_filters')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      if (found.length !== new Set(ids).size) throw new NotFoundError();
      // The link rows go with them (ON DELETE CASCADE; SQLite enforces it with foreign_keys on).
      await trx.deleteFrom('rls_filter_tables').where('rls_filter_id', 'in', ids).execute();
      await trx.deleteFrom('rls_filter_roles').where('rls_filter_id', 'in', ids).execute();
      await trx.deleteFrom('row_level_security_filters').where('id', 'in', ids).execute();
    });
  }
}
