/**
 * Saved queries: each belongs to the user who saved it and is listed only for them (Superset's
 * SavedQueryFilter); saving needs can_write on SavedQuery and access to the database it runs on.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { NotFoundError, UnprocessableError } from '@panorama/core/errors/app-error';
import type {
  SavedQuery,
  SavedQueryCreate,
  SavedQueryUpdate,
} from '@panorama/core/schemas/saved-query';
import type { MetadataSchema, SavedQueryRow } from '../../store/schema';
import {
  canAccessDatabase,
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import type { ListSpec } from '../../rest/list-spec';
import { auditFields } from '../shared/audit-fields';
import { humanizeDelta } from '../shared/humanize-time';
import { SavedQueriesRepository } from './saved-queries.repository';
import { savedQueryListSpec } from './saved-queries.list-spec';

export class SavedQueriesService {
  readonly listSpec: ListSpec;
  private readonly repository: SavedQueriesRepository;

  constructor(db: Kysely<MetadataSchema>) {
    this.repository = new SavedQueriesRepository(db);
    this.listSpec = savedQueryListSpec((ids) => this.serialize(ids));
  }

  async serialize(ids: number[]): Promise<SavedQuery[]> {
    const rows = await this.repository.rows(ids);
    const users = await this.repository.savedQueries.auditUsers(rows);
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
      ...auditFields(r, users),
    }));
  }

  async get(id: number, principal: Principal): Promise<SavedQuery> {
    requirePermission(principal, 'can_read', 'SavedQuery');
    if (!(await this.repository.savedQueries.isVisible(this.listSpec, id, { principal })))
      throw new NotFoundError();
    const [row] = await this.serialize([id]);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** The stored row of one of the caller's queries; another's answers 404, as a missing one. */
  async getVisible(id: number, principal: Principal): Promise<SavedQueryRow> {
    requirePermission(principal, 'can_read', 'SavedQuery');
    if (!(await this.repository.savedQueries.isVisible(this.listSpec, id, { principal })))
      throw new NotFoundError();
    const [row] = await this.repository.rows([id]);
    if (!row) throw new NotFoundError();
    const { database_name: _name, ...query } = row;
    return query;
  }

  private async checkDatabase(dbId: number, principal: Principal): Promise<void> {
    const database = await this.repository.database(dbId);
    if (!database || !canAccessDatabase(principal, database)) {
      throw new UnprocessableError({ db_id: ['Database does not exist'] });
    }
  }

  async create(body: SavedQueryCreate, principal: AuthenticatedPrincipal): Promise<number> {
    requirePermission(principal, 'can_write', 'SavedQuery');
    await this.checkDatabase(body.db_id, principal);
    return this.repository.savedQueries.insert(
      {
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
      },
      principal.userId,
    );
  }

  async update(
    id: number,
    body: SavedQueryUpdate,
    principal: AuthenticatedPrincipal,
  ): Promise<void> {
    requirePermission(principal, 'can_write', 'SavedQuery');
    if (!(await this.repository.savedQueries.isVisible(this.listSpec, id, { principal })))
      throw new NotFoundError();
    if (body.db_id !== undefined) await this.checkDatabase(body.db_id, principal);
    await this.repository.savedQueries.update(id, body, principal.userId);
  }

  async delete(ids: number[], principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', 'SavedQuery');
    // Visibility (own queries only) was checked by the caller for every id.
    await this.repository.deleteOwn(ids, principal.userId);
  }
}
