/**
 * The annotations of one layer (`/api/v1/annotation_layer/{pk}/annotation/`): a short and long
 * description, a start and end time and optional JSON metadata. End may equal start (an event)
 * but never precede it, and short descriptions are unique within a layer. Every change also
 * touches the layer's changed_on: chart results are cached by layer id and changed_on, so an
 * edited annotation shows on the next chart load.
 */
import crypto from 'node:crypto';
import { type Kysely, type Transaction, sql } from 'kysely';
import { NotFoundError, UnprocessableError } from '@panorama/core/errors/app-error';
import type { MetadataSchema } from '../../store/schema';
import {
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import type { FilterColumn, ListSpec } from '../../rest/list-spec';
import { NUMBER_OPERATORS, RELATION_ONE_OPERATORS, TEXT_OPERATORS } from '../../rest/list-spec';
import { AUDIT_ORDER_COLUMNS, USER_RELATED } from '../../rest/audit-list-parts';
import { ilike, isVisible, likePattern, visibleIds } from '../../rest/list-engine';
import { humanizeDelta, nowIso } from '../shared/humanize-time';
import { loadUserRefs } from '../shared/user-refs';
import { parseAnnotationTime, storedAnnotationTime } from './annotation-time';
import {
  NOT_A_DATETIME,
  type AnnotationCreate,
  type AnnotationUpdate,
} from './annotation-layers.schemas';
import { ANNOTATION_VIEW_MENU, LAYER_NOT_FOUND } from './annotation-layers.service';

export const END_BEFORE_START = 'End date must be after start date';
export const SHORT_DESCR_NOT_UNIQUE = 'Short description must be unique for this layer';

export const ANNOTATION_LIST_COLUMNS = [
  'id',
  'short_descr',
  'long_descr',
  'start_dttm',
  'end_dttm',
  'json_metadata',
  'layer',
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by',
  'created_on',
  'created_by',
];

/** Dates compare as their stored text (`2024-01-31T12:00:00`), so filter values use that form. */
const DATE_OPERATORS = ['eq', 'neq', 'gt', 'lt', 'ge', 'le'] as const;

function dateColumn(column: 'start_dttm' | 'end_dttm'): FilterColumn {
  return { expr: sql.ref(`t.${column}`), kind: 'date', operators: [...DATE_OPERATORS] };
}

type AnnotationTx = Transaction<MetadataSchema>;

/** A client time as stored; the schema already rejected unparseable text. */
function stored(text: string, field: 'start_dttm' | 'end_dttm'): string {
  const date = parseAnnotationTime(text);
  if (!date) throw new UnprocessableError({ [field]: [NOT_A_DATETIME] });
  return storedAnnotationTime(date);
}

export class AnnotationsService {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  /** The list spec of one layer's annotations: the layer is the base filter. */
  listSpec(layerId: number): ListSpec {
    return {
      resource: 'annotation',
      table: 'annotations',
      filterColumns: {
        id: { expr: sql`t.id`, kind: 'number', operators: NUMBER_OPERATORS },
        short_descr: { expr: sql`t.short_descr`, kind: 'text', operators: TEXT_OPERATORS },
        long_descr: { expr: sql`t.long_descr`, kind: 'text', operators: TEXT_OPERATORS },
        start_dttm: dateColumn('start_dttm'),
        end_dttm: dateColumn('end_dttm'),
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
        // Superset's AnnotationAllTextFilter: the short or the long description.
        annotation_all_text: (value) => {
          const pattern = likePattern(String(value ?? ''), 'contains');
          return sql`(${ilike(sql`t.short_descr`, pattern)} or ${ilike(sql`coalesce(t.long_descr, '')`, pattern)})`;
        },
      },
      orderColumns: {
        ...AUDIT_ORDER_COLUMNS,
        short_descr: sql`lower(t.short_descr)`,
        long_descr: sql`lower(coalesce(t.long_descr, ''))`,
        start_dttm: sql`t.start_dttm`,
        end_dttm: sql`t.end_dttm`,
      },
      defaultOrder: ['start_dttm', 'desc'],
      baseFilter: () => sql`t.layer_id = ${layerId}`,
      fetchRows: (ids) => this.serialize(ids),
      listColumns: ANNOTATION_LIST_COLUMNS,
      related: { created_by: USER_RELATED, changed_by: USER_RELATED },
    };
  }

  async serialize(ids: number[]): Promise<Record<string, unknown>[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('annotations as a')
      .innerJoin('annotation_layers as l', 'l.id', 'a.layer_id')
      .selectAll('a')
      .select(['l.name as layer_name'])
      .where('a.id', 'in', ids)
      .execute();
    const users = await loadUserRefs(
      this.db,
      rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
    );
    return rows.map((r) => ({
      id: r.id,
      short_descr: r.short_descr,
      long_descr: r.long_descr,
      start_dttm: r.start_dttm,
      end_dttm: r.end_dttm,
      json_metadata: r.json_metadata,
      layer: { id: r.layer_id, name: r.layer_name },
      changed_on: r.changed_on,
      changed_on_delta_humanized: humanizeDelta(r.changed_on),
      changed_by: r.changed_by_fk === null ? null : (users.get(r.changed_by_fk) ?? null),
      created_on: r.created_on,
      created_by: r.created_by_fk === null ? null : (users.get(r.created_by_fk) ?? null),
    }));
  }

  private async requireLayer(layerId: number): Promise<void> {
    const layer = await this.db
      .selectFrom('annotation_layers')
      .select('id')
      .where('id', '=', layerId)
      .executeTakeFirst();
    if (!layer) throw new NotFoundError(LAYER_NOT_FOUND);
  }

  async get(
    layerId: number,
    annotationId: number,
    principal: Principal,
  ): Promise<Record<string, unknown>> {
    requirePermission(principal, 'can_read', ANNOTATION_VIEW_MENU);
    const spec = this.listSpec(layerId);
    if (!(await isVisible(this.db, spec, annotationId, { principal }))) throw new NotFoundError();
    const [row] = await this.serialize([annotationId]);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** The unique-short-description and end-after-start rules, on the values after the change. */
  private async validate(
    trx: AnnotationTx,
    layerId: number,
    values: { short_descr: string; start_dttm: string; end_dttm: string },
    exceptId: number | null,
  ): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (values.start_dttm > values.end_dttm) errors.start_dttm = [END_BEFORE_START];
    let duplicate = trx
      .selectFrom('annotations')
      .select('id')
      .where('layer_id', '=', layerId)
      .where('short_descr', '=', values.short_descr);
    if (exceptId !== null) duplicate = duplicate.where('id', '<>', exceptId);
    if (await duplicate.executeTakeFirst()) errors.short_descr = [SHORT_DESCR_NOT_UNIQUE];
    if (Object.keys(errors).length > 0) throw new UnprocessableError(errors);
  }

  private async touchLayer(trx: AnnotationTx, layerId: number, now: string): Promise<void> {
    await trx
      .updateTable('annotation_layers')
      .set({ changed_on: now })
      .where('id', '=', layerId)
      .execute();
  }

  async create(
    layerId: number,
    body: AnnotationCreate,
    principal: AuthenticatedPrincipal,
  ): Promise<number> {
    requirePermission(principal, 'can_write', ANNOTATION_VIEW_MENU);
    await this.requireLayer(layerId);
    const values = {
      short_descr: body.short_descr,
      start_dttm: stored(body.start_dttm, 'start_dttm'),
      end_dttm: stored(body.end_dttm, 'end_dttm'),
    };
    return this.db.transaction().execute(async (trx) => {
      await this.validate(trx, layerId, values, null);
      const now = nowIso();
      const row = await trx
        .insertInto('annotations')
        .values({
          ...values,
          uuid: crypto.randomUUID(),
          layer_id: layerId,
          long_descr: body.long_descr ?? null,
          json_metadata: body.json_metadata ?? null,
          created_on: now,
          changed_on: now,
          created_by_fk: principal.userId,
          changed_by_fk: principal.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.touchLayer(trx, layerId, now);
      return row.id;
    });
  }

  async update(
    layerId: number,
    annotationId: number,
    body: AnnotationUpdate,
    principal: AuthenticatedPrincipal,
  ): Promise<void> {
    requirePermission(principal, 'can_write', ANNOTATION_VIEW_MENU);
    await this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('annotations')
        .select(['short_descr', 'start_dttm', 'end_dttm'])
        .where('id', '=', annotationId)
        .where('layer_id', '=', layerId)
        .executeTakeFirst();
      if (!current) throw new NotFoundError();
      const values = {
        short_descr: body.short_descr ?? current.short_descr,
        start_dttm:
          body.start_dttm !== undefined
            ? stored(body.start_dttm, 'start_dttm')
            : current.start_dttm,
        end_dttm:
          body.end_dttm !== undefined ? stored(body.end_dttm, 'end_dttm') : current.end_dttm,
      };
      await this.validate(trx, layerId, values, annotationId);
      const now = nowIso();
      await trx
        .updateTable('annotations')
        .set({
          ...values,
          ...(body.long_descr !== undefined ? { long_descr: body.long_descr } : {}),
          ...(body.json_metadata !== undefined ? { json_metadata: body.json_metadata } : {}),
          changed_on: now,
          changed_by_fk: principal.userId,
        })
        .where('id', '=', annotationId)
        .execute();
      await this.touchLayer(trx, layerId, now);
    });
  }

  /** Deletes annotations of the layer; an id that is not one of them is a 404 and nothing goes. */
  async delete(layerId: number, ids: number[], principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', ANNOTATION_VIEW_MENU);
    const found = await visibleIds(this.db, this.listSpec(layerId), ids, { principal });
    if (found.size !== ids.length) throw new NotFoundError();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('annotations')
        .where('layer_id', '=', layerId)
        .where('id', 'in', ids)
        .execute();
      await this.touchLayer(trx, layerId, nowIso());
    });
  }
}
