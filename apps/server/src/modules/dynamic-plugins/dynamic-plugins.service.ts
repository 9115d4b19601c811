/**
 * Dynamic chart plugins: extra chart types the web app loads from a bundle URL at run time.
 * Every signed-in user may read the list (the web app needs it to render such charts); only
 * admins may add, change or remove plugins, because a bundle runs as script in every user's
 * session.
 */
import type { Kysely } from 'kysely';
import { ForbiddenError, NotFoundError, UnprocessableError } from '@panorama/core/errors/app-error';
import type { MetadataSchema } from '../../store/schema';
import { requireUser, type AuthenticatedPrincipal, type Principal } from '../../security/principal';
import type { ListSpec } from '../../rest/list-spec';
import type { ListResult } from '../../rest/list-engine';
import { parseListArgs } from '../../rest/rison-query';
import type { DynamicPluginCreate, DynamicPluginUpdate } from './dynamic-plugins.schemas';
import { DynamicPluginsRepository } from './dynamic-plugins.repository';
import { dynamicPluginListSpec } from './dynamic-plugins.list-spec';

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
  private readonly repository: DynamicPluginsRepository;

  constructor(db: Kysely<MetadataSchema>) {
    this.repository = new DynamicPluginsRepository(db);
    this.listSpec = dynamicPluginListSpec((ids) => this.serialize(ids));
  }

  private serialize(ids: number[]): Promise<DynamicPlugin[]> {
    return this.repository.rows(ids);
  }

  /** `{count, ids, result}` with rison `q` filters, order and paging (FAB's list conventions). */
  async list(q: string | undefined, principal: Principal): Promise<ListResult> {
    const user = requireUser(principal);
    return this.repository.plugins.list(
      this.listSpec,
      parseListArgs(q, this.listSpec.defaultPageSize),
      { principal: user },
    );
  }

  async get(id: number, principal: Principal): Promise<DynamicPlugin> {
    requireUser(principal);
    const [row] = await this.serialize([id]);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Which of these keys belong to registered plugins (charts may use them as viz_type). */
  registeredKeys(keys: string[]): Promise<Set<string>> {
    return this.repository.registeredKeys(keys);
  }

  private async assertUnique(body: DynamicPluginUpdate, exceptId: number | null): Promise<void> {
    const errors: Record<string, string[]> = {};
    for (const field of UNIQUE_FIELDS) {
      const value = body[field];
      if (value === undefined) continue;
      if (await this.repository.plugins.isTaken(field, value, exceptId))
        errors[field] = [NOT_UNIQUE[field]];
    }
    if (Object.keys(errors).length > 0) throw new UnprocessableError(errors);
  }

  async create(body: DynamicPluginCreate, principal: Principal): Promise<DynamicPlugin> {
    const admin = requireAdmin(principal);
    await this.assertUnique(body, null);
    const values = { name: body.name, key: body.key, bundle_url: body.bundle_url };
    const id = await this.repository.plugins.insert(values, admin.userId);
    return { id, ...values };
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
    await this.repository.plugins.update(
      id,
      {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.key !== undefined ? { key: body.key } : {}),
        ...(body.bundle_url !== undefined ? { bundle_url: body.bundle_url } : {}),
      },
      admin.userId,
    );
    return { ...existing, ...body };
  }

  async delete(id: number, principal: Principal): Promise<void> {
    requireAdmin(principal);
    if (!(await this.repository.delete(id))) throw new NotFoundError();
  }
}
