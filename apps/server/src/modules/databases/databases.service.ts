/**
 * Database use cases: read with the caller's data access, create / update / delete (can_write on
 * Database), test a connection, and the serialised shape. Every URI goes through the connection
 * policy on every path; passwords are stored encrypted and only ever shown masked.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ForbiddenError,
  NotFoundError,
  UnprocessableError,
  isAppError,
} from '@panorama/core/errors/app-error';
import type {
  DatabaseCreate,
  DatabaseTestConnection,
  DatabaseUpdate,
} from '@panorama/core/schemas/database';
import {
  PASSWORD_MASK,
  hasMaskedPassword,
  parseConnectionUri,
  type ResolvedConnection,
  type ValidateConnectionOptions,
} from '../../engine/connection-uri';
import type { AnalyticsConnector } from '../../engine/connectors/connector';
import { isVisible } from '../../rest/list-engine';
import type { ListContext, ListSpec } from '../../rest/list-spec';
import {
  has,
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import type { SecretBox } from '../../security/secret-box';
import type { DatabaseRow, DatabasesTable, MetadataSchema } from '../../store/schema';
import type { Updateable } from 'kysely';
import { humanizeDelta, nowIso } from '../shared/humanize-time';
import { loadUserRefs } from '../shared/user-refs';
import { AVAILABLE_ENGINES } from './available-engines';
import type { ConnectorRegistry } from './connector-registry';
import type { CreateConnector } from './database-connectors';
import type { DataPermissions } from './data-permissions';
import { maskedUri, resolvePassword, validateUri } from './database-uris';
import { DatabasesRepository } from './databases.repository';
import { databaseListSpec } from './databases.list-spec';
import { parseJsonObject } from './json-object';

export const DATABASE_EXISTS = 'A database with the same name already exists.';
export const DATABASE_HAS_DATASETS = 'There are associated datasets';
export const DATABASE_HAS_REPORTS = 'There are associated alerts or reports';
/** What non-admins see when a connection fails: driver text can leak internals (CVE-2026-23980). */
export const CONNECTION_FAILED = 'Connection failed, please check your connection settings';

const FLAGS = [
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'impersonate_user',
  'is_managed_externally',
] as const;

export interface DatabasesServiceDeps {
  secretBox: SecretBox;
  policy: ValidateConnectionOptions;
  permissions: DataPermissions;
  connectors: ConnectorRegistry;
  createConnector: CreateConnector;
}

function driverOf(uri: string): string | null {
  try {
    return parseConnectionUri(uri).driver;
  } catch {
    return null;
  }
}

export class DatabasesService {
  readonly repo: DatabasesRepository;
  readonly listSpec: ListSpec;

  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly deps: DatabasesServiceDeps,
  ) {
    this.repo = new DatabasesRepository(db);
    this.listSpec = databaseListSpec((ids, ctx) => this.serialize(ids, ctx));
  }

  /**
   * Full API shape. The connection string (with its user name) is shown only to callers who may
   * change databases (CVE-2023-42505); the password never, in any form but the mask.
   */
  async serialize(ids: number[], ctx?: ListContext): Promise<Record<string, unknown>[]> {
    const rows = await this.repo.findByIds(ids);
    const users = await loadUserRefs(
      this.db,
      rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
    );
    const showUri = ctx ? has(ctx.principal, 'can_write', 'Database') : false;
    return rows.map((row) => {
      const extra = parseJsonObject(row.extra);
      const engine = AVAILABLE_ENGINES.find((e) => e.engine === row.backend);
      return {
        id: row.id,
        uuid: row.uuid,
        database_name: row.database_name,
        backend: row.backend,
        engine: row.backend,
        driver: driverOf(row.sqlalchemy_uri),
        ...(showUri ? { sqlalchemy_uri: maskedUri(row) } : {}),
        ...Object.fromEntries(FLAGS.map((f) => [f, row[f] === 1])),
        allow_multi_catalog: false,
        allows_subquery: true,
        allows_cost_estimate: false,
        allows_virtual_table_explore: extra.allows_virtual_table_explore !== false,
        explore_database_id:
          typeof extra.explore_database_id === 'number' ? extra.explore_database_id : row.id,
        disable_data_preview: extra.disable_data_preview === true,
        disable_drill_to_detail: extra.disable_drill_to_detail === true,
        force_ctas_schema: null,
        cache_timeout: row.cache_timeout,
        extra: row.extra,
        external_url: row.external_url,
        configuration_method: 'sqlalchemy_form',
        engine_information: engine?.engine_information ?? null,
        changed_on: row.changed_on,
        changed_on_delta_humanized: humanizeDelta(row.changed_on),
        created_on_delta_humanized: humanizeDelta(row.created_on),
        changed_by: row.changed_by_fk === null ? null : (users.get(row.changed_by_fk) ?? null),
        created_by: row.created_by_fk === null ? null : (users.get(row.created_by_fk) ?? null),
      };
    });
  }

  /** The database if it exists and the caller may see it; missing and hidden both answer 404. */
  async getVisible(id: number, principal: Principal): Promise<DatabaseRow> {
    requirePermission(principal, 'can_read', 'Database');
    const row = await this.repo.findById(id);
    if (!row || !(await isVisible(this.db, this.listSpec, id, { principal })))
      throw new NotFoundError();
    return row;
  }

  async get(id: number, principal: Principal): Promise<Record<string, unknown>> {
    await this.getVisible(id, principal);
    const [serialized] = await this.serialize([id], { principal });
    if (!serialized) throw new NotFoundError();
    return serialized;
  }

  /** `GET /database/{id}/connection`: the connection details, for admins only. */
  async connection(id: number, principal: Principal): Promise<Record<string, unknown>> {
    const row = await this.getVisible(id, principal);
    if (!principal.isAdmin) throw new ForbiddenError();
    const [serialized] = await this.serialize([id], { principal });
    const parsed = parseConnectionUri(row.sqlalchemy_uri);
    return {
      ...serialized,
      sqlalchemy_uri: maskedUri(row),
      parameters: {
        host: parsed.host ?? null,
        port: parsed.port ?? null,
        username: parsed.username ?? null,
        password: row.password_encrypted ? PASSWORD_MASK : null,
        database: parsed.database ?? parsed.filePath ?? null,
        query: parsed.params,
      },
      masked_encrypted_extra: null,
      server_cert: null,
      ssh_tunnel: null,
    };
  }

  /** The shared connector of a database the caller was already authorised for. */
  connector(row: DatabaseRow): Promise<AnalyticsConnector> {
    return this.deps.connectors.get(row);
  }

  private async checkName(name: string, exceptId?: number): Promise<void> {
    if (await this.repo.nameTaken(name, exceptId))
      throw new UnprocessableError({ database_name: [DATABASE_EXISTS] });
  }

  /** Opens a throwaway connector on a URI and checks it answers; the error depends on who asks. */
  private async probe(resolved: ResolvedConnection, principal: Principal): Promise<void> {
    let connector: AnalyticsConnector | undefined;
    try {
      connector = this.deps.createConnector(resolved, {});
      await connector.testConnection();
    } catch (err) {
      const errorType = isAppError(err) ? err.errorType : undefined;
      if (principal.isAdmin && isAppError(err) && typeof err.details === 'string') {
        throw new UnprocessableError(err.details, errorType ?? 'GENERIC_DB_ENGINE_ERROR');
      }
      throw new UnprocessableError(CONNECTION_FAILED, errorType ?? 'GENERIC_DB_ENGINE_ERROR');
    } finally {
      await connector?.close().catch(() => undefined);
    }
  }

  async create(
    body: DatabaseCreate,
    principal: AuthenticatedPrincipal,
  ): Promise<{ id: number; result: Record<string, unknown> }> {
    requirePermission(principal, 'can_write', 'Database');
    await this.checkName(body.database_name);
    const parsed = await validateUri(body.sqlalchemy_uri, this.deps.policy);
    const stored = resolvePassword(body.sqlalchemy_uri, undefined, this.deps.secretBox);
    // As Superset does, a database that cannot be reached is not registered.
    await this.probe(parsed, principal);
    const now = nowIso();
    const values = {
      uuid: crypto.randomUUID(),
      database_name: body.database_name,
      sqlalchemy_uri: stored.uriWithoutPassword,
      password_encrypted: stored.passwordEncrypted,
      backend: parsed.backend,
      expose_in_sqllab: body.expose_in_sqllab === false ? 0 : 1,
      allow_run_async: body.allow_run_async ? 1 : 0,
      allow_dml: body.allow_dml ? 1 : 0,
      allow_file_upload: body.allow_file_upload ? 1 : 0,
      allow_ctas: body.allow_ctas ? 1 : 0,
      allow_cvas: body.allow_cvas ? 1 : 0,
      impersonate_user: body.impersonate_user ? 1 : 0,
      cache_timeout: body.cache_timeout ?? null,
      extra: body.extra?.trim() ? body.extra : '{}',
      is_managed_externally: body.is_managed_externally ? 1 : 0,
      external_url: body.external_url ?? null,
      created_on: now,
      changed_on: now,
      created_by_fk: principal.userId,
      changed_by_fk: principal.userId,
    };
    const id = await this.repo.transaction((trx) => this.repo.insert(values, trx));
    await this.deps.permissions.databaseCreated({ id, database_name: body.database_name });
    return { id, result: this.echo(body, values) };
  }

  async update(
    id: number,
    body: DatabaseUpdate,
    principal: AuthenticatedPrincipal,
  ): Promise<{ id: number; result: Record<string, unknown> }> {
    requirePermission(principal, 'can_write', 'Database');
    const row = await this.getVisible(id, principal);
    if (body.database_name !== undefined) await this.checkName(body.database_name, id);
    const changes: Updateable<DatabasesTable> = {
      changed_on: nowIso(),
      changed_by_fk: principal.userId,
    };
    if (body.sqlalchemy_uri !== undefined) {
      const parsed = await validateUri(body.sqlalchemy_uri, this.deps.policy);
      const stored = resolvePassword(body.sqlalchemy_uri, row, this.deps.secretBox);
      Object.assign(changes, {
        sqlalchemy_uri: stored.uriWithoutPassword,
        password_encrypted: stored.passwordEncrypted,
        backend: parsed.backend,
      });
    }
    if (body.database_name !== undefined) changes.database_name = body.database_name;
    for (const flag of FLAGS) if (body[flag] !== undefined) changes[flag] = body[flag] ? 1 : 0;
    if (body.cache_timeout !== undefined) changes.cache_timeout = body.cache_timeout;
    if (body.extra !== undefined) changes.extra = body.extra?.trim() ? body.extra : '{}';
    if (body.external_url !== undefined) changes.external_url = body.external_url;
    const datasets = await this.repo.datasets(id);
    await this.repo.transaction((trx) => this.repo.update(id, changes, trx));
    this.deps.connectors.invalidate(id);
    await this.deps.permissions.databaseRenamed(
      row,
      { id, database_name: body.database_name ?? row.database_name },
      datasets,
    );
    return { id, result: this.echo(body, { ...row, ...changes }) };
  }

  async delete(id: number, principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', 'Database');
    const row = await this.getVisible(id, principal);
    const datasets = await this.repo.datasets(id);
    if (datasets.length) throw new UnprocessableError(DATABASE_HAS_DATASETS);
    if ((await this.repo.reportCount(id)) > 0) throw new UnprocessableError(DATABASE_HAS_REPORTS);
    await this.repo.transaction((trx) => this.repo.delete(id, trx));
    this.deps.connectors.invalidate(id);
    await this.deps.permissions.databaseDeleted(row);
  }

  /**
   * `POST /database/test_connection/` (a write permission: CVE-2023-36388). A masked password
   * means "the stored one" of the database with that name, when the URI still points at it.
   */
  async testConnection(
    body: DatabaseTestConnection,
    principal: AuthenticatedPrincipal,
  ): Promise<void> {
    requirePermission(principal, 'can_write', 'Database');
    let resolved = await validateUri(body.sqlalchemy_uri, this.deps.policy);
    if (hasMaskedPassword(body.sqlalchemy_uri)) {
      const existing = body.database_name
        ? await this.repo.findByName(body.database_name)
        : undefined;
      const stored = resolvePassword(body.sqlalchemy_uri, existing, this.deps.secretBox);
      const password = stored.passwordEncrypted
        ? this.deps.secretBox.decrypt(stored.passwordEncrypted)
        : undefined;
      resolved = { ...resolved, password };
    }
    await this.probe(resolved, principal);
  }

  /** The POST/PUT `result`: the fields the client sent, as stored; the URI masked. */
  private echo(
    body: DatabaseCreate | DatabaseUpdate,
    stored: Updateable<DatabasesTable>,
  ): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(body) as (keyof DatabaseUpdate)[]) {
      if (key === 'sqlalchemy_uri') {
        out.sqlalchemy_uri = maskedUri({
          sqlalchemy_uri: String(stored.sqlalchemy_uri),
          password_encrypted: stored.password_encrypted ?? null,
        });
      } else if ((FLAGS as readonly string[]).includes(key)) {
        out[key] = stored[key as (typeof FLAGS)[number]] === 1;
      } else {
        out[key] = key in stored ? stored[key as keyof typeof stored] : body[key];
      }
    }
    return out;
  }
}
