/**
 * Row-level-security rules (Superset's RLSRestApi): only holders of can_read / can_write on
 * "Row Level Security" (admins) list, read and change them. A rule names a SQL clause, the
 * datasets it guards and the roles it is for (Regular) or spares (Base); its clause passes the
 * SQL guard before it is stored (400 otherwise), and unknown datasets or roles are a 422.
 */
import { TEMPLATES_OFF, type TemplateSettings } from './row-level-templates';
import type { Kysely } from 'kysely';
import { NotFoundError, UnprocessableError } from '@panorama/core/errors/app-error';
import type { RlsRuleRow } from '@panorama/core/schemas/row-level-security';

import type { MetadataSchema, RlsFilterRow } from '../../store/schema';
import {
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import type { ListSpec } from '../../rest/list-spec';
import { auditFields } from '../shared/audit-fields';
import type { AuditService } from '../log/audit.service';
import { fullName } from '../shared/user-refs';
import { checkRlsClause } from './rls-clause-check';
import type { RlsCreate, RlsUpdate } from './row-level-security.schemas';
import { RowLevelSecurityRepository } from './row-level-security.repository';
import { rowLevelSecurityListSpec } from './row-level-security.list-spec';

/** Superset's class_permission_name of the RLS API. */
export const RLS_VIEW_MENU = 'Row Level Security';
export const RLS_NAME_NOT_UNIQUE = 'Name must be unique';
export const RLS_ROLES_NOT_FOUND = 'Some roles do not exist';
export const RLS_TABLES_NOT_FOUND = 'Datasource does not exist';

interface TableRef {
  id: number;
  schema: string | null;
  table_name: string;
}

interface RoleRef {
  id: number;
  name: string;
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
  private readonly repository: RowLevelSecurityRepository;

  constructor(
    db: Kysely<MetadataSchema>,
    private readonly templates: TemplateSettings = TEMPLATES_OFF,
    /** Where rule changes are recorded. */
    private readonly audit?: AuditService,
  ) {
    this.repository = new RowLevelSecurityRepository(db);
    this.listSpec = rowLevelSecurityListSpec((ids) => this.serialize(ids));
  }

  async serialize(ids: number[]): Promise<RlsRuleRow[]> {
    if (ids.length === 0) return [];
    const [rows, tables, roles] = await Promise.all([
      this.repository.ruleRows(ids),
      this.repository.tablesOf(ids),
      this.repository.rolesOf(ids),
    ]);
    const tablesOf = groupBy(tables);
    const rolesOf = groupBy(roles);
    const users = await this.repository.rules.auditUsers(rows);
    return rows.map((r) => {
      const audit = auditFields(r, users);
      return {
        ...this.shape(
          r,
          (tablesOf.get(r.id) ?? []).map(({ id, schema, table_name }): TableRef => ({
            id,
            schema,
            table_name,
          })),
          (rolesOf.get(r.id) ?? []).map(({ id, name }): RoleRef => ({ id, name })),
        ),
        ...audit,
        changed_by_name: fullName(audit.changed_by ?? undefined),
      };
    });
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
  async get(id: number, principal: Principal): Promise<RlsRuleRow> {
    requirePermission(principal, 'can_read', RLS_VIEW_MENU);
    const [row] = await this.serialize([id]);
    if (!row) throw new NotFoundError();
    return row;
  }

  private async assertNameFree(name: string, exceptId: number | null): Promise<void> {
    if (await this.repository.rules.isTaken('name', name, exceptId))
      throw new UnprocessableError({ name: [RLS_NAME_NOT_UNIQUE] });
  }

  /** The engines of the given datasets; 422 unless every one exists. */
  private async datasetBackends(tableIds: readonly number[]): Promise<string[]> {
    const wanted = [...new Set(tableIds)];
    const backends = await this.repository.datasetBackends(wanted);
    if (backends.length !== wanted.length) throw new UnprocessableError(RLS_TABLES_NOT_FOUND);
    return backends;
  }

  private async assertRolesExist(roleIds: readonly number[]): Promise<void> {
    const wanted = [...new Set(roleIds)];
    if (wanted.length === 0) return;
    if ((await this.repository.existingRoleCount(wanted)) !== wanted.length)
      throw new UnprocessableError(RLS_ROLES_NOT_FOUND);
  }

  async create(body: RlsCreate, principal: AuthenticatedPrincipal): Promise<number> {
    requirePermission(principal, 'can_write', RLS_VIEW_MENU);
    checkRlsClause(body.clause, await this.datasetBackends(body.tables), this.templates);
    await this.assertRolesExist(body.roles);
    await this.assertNameFree(body.name, null);
    const created = await this.repository.transaction(async (tx) => {
      const id = await tx.rules.insert(
        {
          name: body.name,
          description: body.description ?? null,
          filter_type: body.filter_type,
          group_key: normalizedGroupKey(body.group_key),
          clause: body.clause,
        },
        principal.userId,
      );
      await this.replaceLinks(tx, id, body.tables, body.roles);
      return id;
    });
    await this.audit?.record({
      action: 'rls_rule_created',
      objectType: 'row_level_security',
      objectId: created,
      detail: {
        name: body.name,
        filter_type: body.filter_type,
        clause: body.clause,
        tables: body.tables,
        roles: body.roles,
      },
    });
    return created;
  }

  async update(id: number, body: RlsUpdate, principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', RLS_VIEW_MENU);
    const existing = await this.repository.ruleRow(id);
    if (!existing) throw new NotFoundError();
    if (body.clause !== undefined || body.tables !== undefined) {
      const tables = body.tables ?? (await this.repository.tableIdsOf(id));
      checkRlsClause(
        body.clause ?? existing.clause,
        await this.datasetBackends(tables),
        this.templates,
      );
    }
    if (body.roles !== undefined) await this.assertRolesExist(body.roles);
    if (body.name !== undefined) await this.assertNameFree(body.name, id);
    await this.repository.transaction(async (tx) => {
      await tx.rules.update(
        id,
        {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.filter_type !== undefined ? { filter_type: body.filter_type } : {}),
          ...(body.group_key !== undefined
            ? { group_key: normalizedGroupKey(body.group_key) }
            : {}),
          ...(body.clause !== undefined ? { clause: body.clause } : {}),
        },
        principal.userId,
      );
      await this.replaceLinks(tx, id, body.tables, body.roles);
    });
    await this.audit?.record({
      action: 'rls_rule_updated',
      objectType: 'row_level_security',
      objectId: id,
      detail: {
        name: body.name ?? existing.name,
        changed: Object.keys(body),
        ...(body.clause !== undefined ? { clause: body.clause } : {}),
        ...(body.tables !== undefined ? { tables: body.tables } : {}),
        ...(body.roles !== undefined ? { roles: body.roles } : {}),
      },
    });
  }

  /** Replaces the dataset and role links that are given; `undefined` keeps the current ones. */
  private async replaceLinks(
    tx: RowLevelSecurityRepository,
    id: number,
    tables: readonly number[] | undefined,
    roles: readonly number[] | undefined,
  ): Promise<void> {
    if (tables !== undefined) await tx.replaceTables(id, tables);
    if (roles !== undefined) await tx.replaceRoles(id, roles);
  }

  /** Deletes the rules if every one exists (404 otherwise, nothing deleted). */
  async delete(ids: number[], principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', RLS_VIEW_MENU);
    const names = await Promise.all(
      ids.map(async (id) => (await this.repository.ruleRow(id))?.name),
    );
    await this.repository.transaction(async (tx) => {
      if (!(await tx.rules.allExist(ids))) throw new NotFoundError();
      await tx.deleteRules(ids);
    });
    for (const [index, id] of ids.entries()) {
      await this.audit?.record({
        action: 'rls_rule_deleted',
        objectType: 'row_level_security',
        objectId: id,
        detail: { name: names[index] ?? null },
      });
    }
  }
}
