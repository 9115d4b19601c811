/**
 * Database use cases: read with the caller's data access, create / update / delete (can_write on
 * Database), test a connection and validate the parameters form. A connection arrives as a URI or
 * as parameters; both become a URI that goes through the connection policy on every path, and
 * passwords are stored encrypted and only ever shown masked.
 */
import crypto from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import {
  ForbiddenError,
  NotFoundError,
  UnprocessableError,
  isAppError,
} from '@panorama/core/errors/app-error';
import type {
  Database,
  DatabaseConnection,
  DatabaseWriteResponse,
  DatabaseWriteResult,
} from '@panorama/core/schemas/database';
import {
  PASSWORD_MASK,
  type ResolvedConnection,
  type ValidateConnectionOptions,
} from '../../engine/connection-uri';
import type { AnalyticsConnector } from '../../engine/connectors/connector';
import { requireVisible } from '../../rest/list-engine';
import type { ListContext, ListSpec } from '../../rest/list-spec';
import {
  has,
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import type { SecretBox } from '../../security/secret-box';
import type { DatabaseRow, DatabasesTable, MetadataSchema } from '../../store/schema';
import { nowIso } from '../shared/humanize-time';
import { loadUserRefs } from '../shared/user-refs';
import {
  configurationMethodOf,
  publicExtra,
  storedExtra,
  type ConfigurationMethod,
} from './configuration-method';
import { CONNECTION_FAILED } from './connection-failures';
import { probeConnection } from './connection-probe';
import type { ConnectorRegistry } from './connector-registry';
import {
  connectionInput,
  storedInput,
  validateInput,
  withConnectPassword,
} from './database-connection-input';
import type { CreateConnector } from './database-connectors';
import type {
  DatabaseCreateBody,
  DatabaseTestConnectionBody,
  DatabaseUpdateBody,
} from './database-payloads';
import { DATABASE_FLAGS, serializeDatabase, shownParameters } from './database-serializer';
import { maskedUri } from './database-uris';
import type { DataPermissions } from './data-permissions';
import { DatabasesRepository } from './databases.repository';
import { databaseListSpec } from './databases.list-spec';
import { parseValidateParametersBody, validateParameters } from './parameters-validation';
import type { SupersetError } from './superset-errors';
import { createdStamp } from '../shared/audit-fields';
import type { AuditService } from '../log/audit.service';

export const DATABASE_EXISTS = 'A database with the same name already exists.';
export const DATABASE_HAS_DATASETS = 'There are associated datasets';
export const DATABASE_HAS_REPORTS = 'There are associated alerts or reports';
export { CONNECTION_FAILED };

export interface DatabasesServiceDeps {
  secretBox: SecretBox;
  policy: ValidateConnectionOptions;
  permissions: DataPermissions;
  connectors: ConnectorRegistry;
  createConnector: CreateConnector;
  audit: AuditService;
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
   * Full API shape. The connection (URI, parameters) is shown only to callers who may change
   * databases (CVE-2023-42505); the password never, in any form but the mask.
   */
  async serialize(ids: number[], ctx?: ListContext): Promise<Database[]> {
    const rows = await this.repo.findByIds(ids);
    const users = await loadUserRefs(
      this.db,
      rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
    );
    const showConnection = ctx ? has(ctx.principal, 'can_write', 'Database') : false;
    return rows.map((row) => serializeDatabase(row, users, showConnection));
  }

  /** The database if it exists and the caller may see it; missing and hidden both answer 404. */
  async getVisible(id: number, principal: Principal): Promise<DatabaseRow> {
    requirePermission(principal, 'can_read', 'Database');
    return requireVisible(this.db, this.listSpec, await this.repo.findById(id), { principal });
  }

  async get(id: number, principal: Principal): Promise<Database> {
    await this.getVisible(id, principal);
    const [serialized] = await this.serialize([id], { principal });
    if (!serialized) throw new NotFoundError();
    return serialized;
  }

  /** `GET /database/{id}/connection`: the connection details, for admins only. */
  async connection(id: number, principal: Principal): Promise<DatabaseConnection> {
    const row = await this.getVisible(id, principal);
    if (!principal.isAdmin) throw new ForbiddenError();
    const [serialized] = await this.serialize([id], { principal });
    if (!serialized) throw new NotFoundError();
    return {
      ...serialized,
      sqlalchemy_uri: maskedUri(row),
      // As Superset's connection endpoint: the mask stands where a password is stored.
      parameters: {
        ...shownParameters(row.sqlalchemy_uri),
        password: row.password_encrypted ? PASSWORD_MASK : null,
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

  /** Tests a validated connection; the error depends on who asks (CVE-2026-23980). */
  private async probe(resolved: ResolvedConnection, principal: Principal): Promise<void> {
    try {
      await probeConnection(resolved, {
        createConnector: this.deps.createConnector,
        blockPrivateHosts: this.deps.policy.blockPrivateHosts ?? false,
      });
    } catch (err) {
      const errorType = (isAppError(err) && err.errorType) || 'GENERIC_DB_ENGINE_ERROR';
      if (principal.isAdmin && isAppError(err) && typeof err.details === 'string') {
        throw new UnprocessableError(err.details, errorType);
      }
      throw new UnprocessableError(CONNECTION_FAILED, errorType);
    }
  }

  async create(
    body: DatabaseCreateBody,
    principal: AuthenticatedPrincipal,
  ): Promise<DatabaseWriteResponse> {
    requirePermission(principal, 'can_write', 'Database');
    await this.checkName(body.database_name);
    const input = connectionInput(body, undefined);
    // The body schema guarantees a URI or parameters; this only narrows the type.
    if (!input)
      throw new UnprocessableError({ sqlalchemy_uri: ['A connection string is required'] });
    const parsed = await validateInput(input, this.deps.policy);
    const stored = storedInput(input, undefined, this.deps.secretBox);
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
      extra: storedExtra(body.extra, input.method),
      is_managed_externally: body.is_managed_externally ? 1 : 0,
      external_url: body.external_url ?? null,
      ...createdStamp(principal.userId, now),
    };
    const id = await this.repo.transaction((trx) => this.repo.insert(values, trx));
    await this.deps.permissions.databaseCreated({ id, database_name: body.database_name });
    await this.deps.audit.record({
      action: 'database_created',
      objectType: 'database',
      objectId: id,
      detail: { database_name: body.database_name, backend: parsed.backend },
    });
    return { id, result: this.echo(body, values) };
  }

  async update(
    id: number,
    body: DatabaseUpdateBody,
    principal: AuthenticatedPrincipal,
  ): Promise<DatabaseWriteResponse> {
    requirePermission(principal, 'can_write', 'Database');
    const row = await this.getVisible(id, principal);
    if (body.database_name !== undefined) await this.checkName(body.database_name, id);
    const changes: Updateable<DatabasesTable> = {
      changed_on: nowIso(),
      changed_by_fk: principal.userId,
    };
    const input = connectionInput(body, row);
    if (input) {
      const parsed = await validateInput(input, this.deps.policy);
      const stored = storedInput(input, row, this.deps.secretBox);
      Object.assign(changes, {
        sqlalchemy_uri: stored.uriWithoutPassword,
        password_encrypted: stored.passwordEncrypted,
        backend: parsed.backend,
      });
    }
    if (body.database_name !== undefined) changes.database_name = body.database_name;
    for (const flag of DATABASE_FLAGS)
      if (body[flag] !== undefined) changes[flag] = body[flag] ? 1 : 0;
    if (body.cache_timeout !== undefined) changes.cache_timeout = body.cache_timeout;
    const method: ConfigurationMethod =
      input?.method ?? body.configuration_method ?? configurationMethodOf(row.extra);
    if (body.extra !== undefined || method !== configurationMethodOf(row.extra)) {
      changes.extra = storedExtra(body.extra ?? publicExtra(row.extra), method);
    }
    if (body.external_url !== undefined) changes.external_url = body.external_url;
    const datasets = await this.repo.datasets(id);
    await this.repo.transaction((trx) => this.repo.update(id, changes, trx));
    this.deps.connectors.invalidate(id);
    await this.deps.permissions.databaseRenamed(
      row,
      { id, database_name: body.database_name ?? row.database_name },
      datasets,
    );
    await this.deps.audit.record({
      action: 'database_updated',
      objectType: 'database',
      objectId: id,
      // The names of the fields sent, never their values: the connection may hold a secret.
      detail: {
        database_name: body.database_name ?? row.database_name,
        changed: Object.keys(body),
      },
    });
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
    await this.deps.audit.record({
      action: 'database_deleted',
      objectType: 'database',
      objectId: id,
      detail: { database_name: row.database_name, backend: row.backend },
    });
  }

  /**
   * `POST /database/test_connection/` (a write permission: CVE-2023-36388), with a URI or with
   * parameters. A masked or left-out password means "the stored one" of the database with that
   * name, when the connection still points at the same server and user.
   */
  async testConnection(
    body: DatabaseTestConnectionBody,
    principal: AuthenticatedPrincipal,
  ): Promise<void> {
    requirePermission(principal, 'can_write', 'Database');
    const existing = body.database_name
      ? await this.repo.findByName(body.database_name)
      : undefined;
    const input = connectionInput(body, existing);
    if (!input)
      throw new UnprocessableError({ sqlalchemy_uri: ['A connection string is required'] });
    const resolved = await validateInput(input, this.deps.policy);
    await this.probe(
      withConnectPassword(resolved, input, existing, this.deps.secretBox),
      principal,
    );
  }

  /**
   * `POST /database/validate_parameters/` (a write permission, like test_connection): the
   * errors of the parameters form, empty when the database can be connected as it stands.
   * `id` names the database being edited, which must be visible to the caller.
   */
  async validateParameters(
    payload: unknown,
    principal: AuthenticatedPrincipal,
  ): Promise<SupersetError[]> {
    requirePermission(principal, 'can_write', 'Database');
    const parsed = parseValidateParametersBody(payload);
    if ('errors' in parsed) return parsed.errors;
    const { body } = parsed;
    const existing = body.id ? await this.getVisible(body.id, principal) : undefined;
    return validateParameters(body, {
      policy: this.deps.policy,
      secretBox: this.deps.secretBox,
      createConnector: this.deps.createConnector,
      nameTaken: (name) => this.repo.nameTaken(name, existing?.id),
      ...(existing ? { existing } : {}),
      isAdmin: principal.isAdmin,
    });
  }

  /** The POST/PUT `result`: the fields the client sent, as stored; URI and parameters masked. */
  private echo(
    body: DatabaseCreateBody | DatabaseUpdateBody,
    stored: Updateable<DatabasesTable>,
  ): DatabaseWriteResult {
    const out: Record<string, unknown> = {};
    const uri = String(stored.sqlalchemy_uri);
    for (const key of Object.keys(body) as (keyof DatabaseUpdateBody)[]) {
      if (key === 'sqlalchemy_uri' || key === 'parameters') {
        out.sqlalchemy_uri = maskedUri({
          sqlalchemy_uri: uri,
          password_encrypted: stored.password_encrypted ?? null,
        });
        if (key === 'parameters') out.parameters = shownParameters(uri);
      } else if ((DATABASE_FLAGS as readonly string[]).includes(key)) {
        out[key] = stored[key as (typeof DATABASE_FLAGS)[number]] === 1;
      } else if (key === 'extra') {
        out.extra = publicExtra(String(stored.extra));
      } else {
        out[key] = key in stored ? stored[key as keyof typeof stored] : body[key];
      }
    }
    // Built key by key from the body; the response schema checks each value's type.
    return out as DatabaseWriteResult;
  }
}
