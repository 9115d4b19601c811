/**
 * Annotation layers: named groups of annotations that charts draw over their time axis. Any user
 * with can_read on Annotation sees every layer (there is no per-layer access, as in Superset);
 * can_write creates, renames and deletes them. A layer that still holds annotations cannot be
 * deleted (422), so annotations are never dropped by accident.
 */
import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { NotFoundError, UnprocessableError } from '@panorama/core/errors/app-error';
import type { MetadataSchema } from '../../store/schema';
import {
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import type { ListSpec } from '../../rest/list-spec';
import { NUMBER_OPERATORS, RELATION_ONE_OPERATORS, TEXT_OPERATORS } from '../../rest/list-spec';
import { AUDIT_ORDER_COLUMNS, USER_RELATED } from '../../rest/audit-list-parts';
import { ilike, isVisible, likePattern } from '../../rest/list-engine';
import { humanizeDelta, nowIso } from '../shared/humanize-time';
import { loadUserRefs, type UserRef } from '../shared/user-refs';
import type { AnnotationLayerCreate, AnnotationLayerUpdate } from './annotation-layers.schemas';

/** The view menu of both the layer and the annotation API (Superset's class_permission_name). */
export const ANNOTATION_VIEW_MENU = 'Annotation';
export const LAYER_NOT_FOUND = 'Annotation layer not found.';
export const LAYER_HAS_ANNOTATIONS = 'Annotation layer has associated annotations.';
export const LAYER_NAME_NOT_UNIQUE = 'Name must be unique';

export const ANNOTATION_LAYER_LIST_COLUMNS = [
  'id',
  'uuid',
  'name',
  'descr',
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by',
  'changed_by_name',
  'created_on',
  'created_by',
];

function fullName(user: UserRef | null | undefined): string | null {
  return user ? `${user.first_name} ${user.last_name}`.trim() : null;
}

export class AnnotationLayersService {
  readonly listSpec: ListSpec;

  constructor(private readonly db: Kysely<MetadataSchema>) {
    this.listSpec = {
      resource: 'annotation layer',
      table: 'annotation_layers',
      filterColumns: {
        id: { expr: sql`t.id`, kind: 'number', operators: NUMBER_OPERATORS },
        name: { expr: sql`t.name`, kind: 'text', operators: TEXT_OPERATORS },
        descr: { expr: sql`t.descr`, kind: 'text', operators: TEXT_OPERATORS },
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
        // Superset's AnnotationLayerAllTextFilter: the name or the description.
        annotation_layer_all_text: (value) => {
          const pattern = likePattern(String(value ?? ''), 'contains');
          return sql`(${ilike(sql`t.name`, pattern)} or ${ilike(sql`coalesce(t.descr, '')`, pattern)})`;
        },
      },
      orderColumns: {
        ...AUDIT_ORDER_COLUMNS,
        name: sql`lower(t.name)`,
        descr: sql`lower(coalesce(t.descr, ''))`,
      },
      defaultOrder: ['name', 'asc'],
      fetchRows: (ids) => this.serialize(ids),
      listColumns: ANNOTATION_LAYER_LIST_COLUMNS,
      related: { created_by: USER_RELATED, changed_by: USER_RELATED },
    };
  }

  async serialize(ids: number[]): Promise<Record<string, unknown>[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('annotation_layers')
      .selectAll()
      .where('id', 'in', ids)
      .execute();
    const users = await loadUserRefs(
      this.db,
      rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
    );
    return rows.map((r) => {
      const changedBy = r.changed_by_fk === null ? null : (users.get(r.changed_by_fk) ?? null);
      return {
        id: r.id,
        uuid: r.uuid,
        name: r.name,
        descr: r.descr,
        changed_on: r.changed_on,
        changed_on_delta_humanized: humanizeDelta(r.changed_on),
        changed_by: changedBy,
        changed_by_name: fullName(changedBy),
        created_on: r.created_on,
        created_by: r.created_by_fk === null ? null : (users.get(r.created_by_fk) ?? null),
      };
    });
  }

  async get(id: number, principal: Principal): Promise<Record<string, unknown>> {
    requirePermission(principal, 'can_read', ANNOTATION_VIEW_MENU);
    if (!(await isVisible(this.db, this.listSpec, id, { principal }))) throw new NotFoundError();
    const [row] = await this.serialize([id]);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Whether the layer exists (annotation calls check it before touching its annotations). */
  async exists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('annotation_layers')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async assertNameFree(name: string, exceptId: number | null): Promise<void> {
    let query = this.db.selectFrom('annotation_layers').select('id').where('name', '=', name);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) {
      throw new UnprocessableError({ name: [LAYER_NAME_NOT_UNIQUE] });
    }
  }

  async create(body: AnnotationLayerCreate, principal: AuthenticatedPrincipal): Promise<number> {
    requirePermission(principal, 'can_write', ANNOTATION_VIEW_MENU);
    await this.assertNameFree(body.name, null);
    const now = nowIso();
    const row = await this.db
      .insertInto('annotation_layers')
      .values({
        uuid: crypto.randomUUID(),
        name: body.name,
        descr: body.descr ?? null,
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
    body: AnnotationLayerUpdate,
    principal: AuthenticatedPrincipal,
  ): Promise<void> {
    requirePermission(principal, 'can_write', ANNOTATION_VIEW_MENU);
    if (!(await this.exists(id))) throw new NotFoundError();
    if (body.name !== undefined) await this.assertNameFree(body.name, id);
    await this.db
      .updateTable('annotation_layers')
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.descr !== undefined ? { descr: body.descr } : {}),
        changed_on: nowIso(),
        changed_by_fk: principal.userId,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes layers that exist and hold no annotations; otherwise nothing is deleted. */
  async delete(ids: number[], principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', ANNOTATION_VIEW_MENU);
    await this.db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('annotation_layers')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      if (found.length !== ids.length) throw new NotFoundError();
      const used = await trx
        .selectFrom('annotations')
        .select('id')
        .where('layer_id', 'in', ids)
        .limit(1)
        .executeTakeFirst();
      if (used) throw new UnprocessableError(LAYER_HAS_ANNOTATIONS);
      await trx.deleteFrom('annotation_layers').where('id', 'in', ids).execute();
    });
  }
}
