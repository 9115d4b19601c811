/**
 * Dynamic chart plugins: extra chart types the web app loads from a bundle URL at run time.
 * Every signed-in user may read the list (the web app needs it to render such charts); only
 * admins may add, change or remove plugins, because a bundle runs as script in every user's
 * session.
 */
import { type Kysely, sql } from 'kysely';
import { ForbiddenError, NotFoundError, UnprocessableError } from '@panorama/core/errors/app-error';
import type { MetadataSchema } from '../../store/schema';
import { requireUser, type AuthenticatedPrincipal, type Principal } from '../../security/principal';
import { NUMBER_OPERATORS, TEXT_OPERATORS, type ListSpec } from '../../rest/list-spec';
import { runList, type ListResult } from '../../rest/list-engine';
import { MAX_PAGE_SIZE, parseListArgs } from '../../rest/rison-query';
import { nowIso } from '../shared/humanize-time';
import type { DynamicPluginCreate, DynamicPluginUpdate } from './dynamic-plugins.schemas';

export const DYNAMIC_PLUGIN_LIST_COLUMNS = ['id', 'name', 'key', 'bundle_url'];

/** The columns that must be unique, with Superset-style field messages. */
const UNIQUE_FIELDS = ['name', 'key', 'bundle_url'] as const;
type UniqueField = (typeof UNIQUE_FIELDS)[number];
const NOT_UNIQUE: Record<UniqueField, string> = {
  name: 'Name must be unique',
  key: 'Key must be unique',
  bundle_url: 'Bundle URL must be unique',
};

// A type alias so it is also a Record<string, unknown>, what the list engine's rows are.
export type DynamicPlugin = {
  id: number;
  name: string;
  key: string;
  bundle_url: string;
};

function requireAdmin(principal: Principal): AuthenticatedPrincipal {
  const user = requireUser(principal);
  if (!user.isAdmin) throw new ForbiddenError();
  return user;
}

export class DynamicPluginsService {
  readonly listSpec: ListSpec;

  constructor(private readonly db: Kysely<MetadataSchema>) {
    this.listSpec = {
      resource: 'dynamic plugin',
      table: 'dynamic_plugins',
      filterColumns: {
        id: { expr: sql`t.id`, kind: 'number', operators: NUMBER_OPERATORS },
        name: { expr: sql`t.name`, kind: 'text', operators: TEXT_OPERATORS },
        key: { expr: sql`t.key`, kind: 'text', operators: TEXT_OPERATORS },
        bundle_url: { expr: sql`t.bundle_url`, kind: 'text', operators: TEXT_OPERATORS },
      },
      orderColumns: {
        id: sql`t.id`,
        name: sql`lower(t.name)`,
        key: sql`t.key`,
        changed_on: sql`t.changed_on`,
      },
      defaultOrder: ['name', 'asc'],
      // The web app reads the whole list once at start-up, so one page holds as many as allowed.
      defaultPageSize: MAX_PAGE_SIZE,
      fetchRows: (ids) => this.serialize(ids),
      listColumns: DYNAMIC_PLUGIN_LIST_COLUMNS,
    };
  }

  private async serialize(ids: number[]): Promise<DynamicPlugin[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('dynamic_plugins')
      .select(['id', 'name', 'key', 'bundle_url'])
      .where('id', 'in', ids)
      .execute();
  }

  /** `{count, ids, result}` with rison `q` filters, order and paging (FAB's list conventions). */
  async list(q: string | undefined, principal: Principal): Promise<ListResult> {
    const user = requireUser(principal);
    return runList(this.db, this.listSpec, parseListArgs(q, this.listSpec.defaultPageSize), {
      principal: user,
    });
  }

  async get(id: number, principal: Principal): Promise<DynamicPlugin> {
    requireUser(principal);
    const [row] = await this.serialize([id]);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Which of these keys belong to registered plugins (charts may use them as viz_type). */
  async registeredKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('dynamic_plugins')
      .select('key')
      .where('key', 'in', keys)
      .execute();
    return new Set(rows.map((r) => r.key));
  }

  private async assertUnique(body: DynamicPluginUpdate, exceptId: number | null): Promise<void> {
    const errors: Record<string, string[]> = {};
    for (const field of UNIQUE_FIELDS) {
      const value = body[field];
      if (value === undefined) continue;
      let query = this.db.selectFrom('dynamic_plugins').select('id').where(field, '=', value);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      if (await query.executeTakeFirst()) errors[field] = [NOT_UNIQUE[field]];
    }
    if (Object.keys(errors).length > 0) throw new UnprocessableError(errors);
  }

  async create(body: DynamicPluginCreate, principal: Principal): Promise<DynamicPlugin> {
    const admin = requireAdmin(principal);
    await this.assertUnique(body, null);
    const now = nowIso();
    return this.db
      .insertInto('dynamic_plugins')
      .values({
        name: body.name,
        key: body.key,
        bundle_url: body.bundle_url,
        created_on: now,
        changed_on: now,
        created_by_fk: admin.userId,
        changed_by_fk: admin.userId,
      })
      .returning(['id', 'name', 'key', 'bundle_url'])
      .executeTakeFirstOrThrow();
  }

  async update(
    id: number,
    body: DynamicPluginUpdate,
    principal: Principal,
  ): Promise<DynamicPlugin> {
    const admin = requireAdmin(principal);
    const [existing] = await this.serialize([id]);
    if (!existing) throw new NotFoundError();
    await this.assertUnique(body, id);
    await this.db
      .updateTable('dynamic_plugins')
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.key !== undefined ? { key: body.key } : {}),
        ...(body.bundle_url !== undefined ? { bundle_url: body.bundle_url } : {}),
        changed_on: nowIso(),
        changed_by_fk: admin.userId,
      })
      .where('id', '=', id)
      .execute();
    return { ...existing, ...body };
  }

  async delete(id: number, principal: Principal): Promise<void> {
    requireAdmin(principal);
    const result = await this.db
      .deleteFrom('dynamic_plugins')
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new NotFoundError();
  }
}
