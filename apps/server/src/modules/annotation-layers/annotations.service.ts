/**
 * The annotations of one layer (`/api/v1/annotation_layer/{pk}/annotation/`): a short and long
 * description, a start and end time and optional JSON metadata. End may equal start (an event)
 * but never precede it, and short descriptions are unique within a layer. Every change also
 * touches the layer's changed_on: chart results are cached by layer id and changed_on, so an
 * edited annotation shows on the next chart load.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { NotFoundError, UnprocessableError } from '@panorama/core/errors/app-error';
import type { AnnotationRow } from '@panorama/core/schemas/annotation-layer';
import type { MetadataSchema } from '../../store/schema';
import {
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import type { ListSpec } from '../../rest/list-spec';
import { auditFields } from '../shared/audit-fields';
import { parseAnnotationTime, storedAnnotationTime } from './annotation-time';
import {
  NOT_A_DATETIME,
  type AnnotationCreate,
  type AnnotationUpdate,
} from './annotation-layers.schemas';
import { ANNOTATION_VIEW_MENU, LAYER_NOT_FOUND } from './annotation-layers.service';
import { AnnotationLayersRepository } from './annotation-layers.repository';
import { annotationListSpec } from './annotations.list-spec';

export const END_BEFORE_START = 'End date must be after start date';
export const SHORT_DESCR_NOT_UNIQUE = 'Short description must be unique for this layer';

/** A client time as stored; the schema already rejected unparseable text. */
function stored(text: string, field: 'start_dttm' | 'end_dttm'): string {
  const date = parseAnnotationTime(text);
  if (!date) throw new UnprocessableError({ [field]: [NOT_A_DATETIME] });
  return storedAnnotationTime(date);
}

export class AnnotationsService {
  private readonly repository: AnnotationLayersRepository;

  constructor(db: Kysely<MetadataSchema>) {
    this.repository = new AnnotationLayersRepository(db);
  }

  /** The list spec of one layer's annotations: the layer is the base filter. */
  listSpec(layerId: number): ListSpec {
    return annotationListSpec(layerId, (ids) => this.serialize(ids));
  }

  async serialize(ids: number[]): Promise<AnnotationRow[]> {
    const rows = await this.repository.annotationRows(ids);
    const users = await this.repository.annotations.auditUsers(rows);
    return rows.map((r) => ({
      id: r.id,
      short_descr: r.short_descr,
      long_descr: r.long_descr,
      start_dttm: r.start_dttm,
      end_dttm: r.end_dttm,
      json_metadata: r.json_metadata,
      layer: { id: r.layer_id, name: r.layer_name },
      ...auditFields(r, users),
    }));
  }

  private async requireLayer(layerId: number): Promise<void> {
    if (!(await this.repository.layers.exists(layerId))) throw new NotFoundError(LAYER_NOT_FOUND);
  }

  async get(layerId: number, annotationId: number, principal: Principal): Promise<AnnotationRow> {
    requirePermission(principal, 'can_read', ANNOTATION_VIEW_MENU);
    const spec = this.listSpec(layerId);
    if (!(await this.repository.annotations.isVisible(spec, annotationId, { principal })))
      throw new NotFoundError();
    const [row] = await this.serialize([annotationId]);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** The unique-short-description and end-after-start rules, on the values after the change. */
  private async validate(
    tx: AnnotationLayersRepository,
    layerId: number,
    values: { short_descr: string; start_dttm: string; end_dttm: string },
    exceptId: number | null,
  ): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (values.start_dttm > values.end_dttm) errors.start_dttm = [END_BEFORE_START];
    const taken = await tx.annotations.isTaken('short_descr', values.short_descr, exceptId, {
      column: 'layer_id',
      value: layerId,
    });
    if (taken) errors.short_descr = [SHORT_DESCR_NOT_UNIQUE];
    if (Object.keys(errors).length > 0) throw new UnprocessableError(errors);
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
    return this.repository.transaction(async (tx) => {
      await this.validate(tx, layerId, values, null);
      const id = await tx.annotations.insert(
        {
          ...values,
          uuid: crypto.randomUUID(),
          layer_id: layerId,
          long_descr: body.long_descr ?? null,
          json_metadata: body.json_metadata ?? null,
        },
        principal.userId,
      );
      // Chart results are cached by layer id and changed_on: the change shows on the next load.
      await tx.layers.touch(layerId);
      return id;
    });
  }

  async update(
    layerId: number,
    annotationId: number,
    body: AnnotationUpdate,
    principal: AuthenticatedPrincipal,
  ): Promise<void> {
    requirePermission(principal, 'can_write', ANNOTATION_VIEW_MENU);
    await this.repository.transaction(async (tx) => {
      const current = await tx.annotationTimes(layerId, annotationId);
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
      await this.validate(tx, layerId, values, annotationId);
      await tx.annotations.update(
        annotationId,
        {
          ...values,
          ...(body.long_descr !== undefined ? { long_descr: body.long_descr } : {}),
          ...(body.json_metadata !== undefined ? { json_metadata: body.json_metadata } : {}),
        },
        principal.userId,
      );
      await tx.layers.touch(layerId);
    });
  }

  /** Deletes annotations of the layer; an id that is not one of them is a 404 and nothing goes. */
  async delete(layerId: number, ids: number[], principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', ANNOTATION_VIEW_MENU);
    const found = await this.repository.annotations.visibleIds(this.listSpec(layerId), ids, {
      principal,
    });
    if (found.size !== ids.length) throw new NotFoundError();
    await this.repository.transaction(async (tx) => {
      await tx.deleteAnnotations(layerId, ids);
      await tx.layers.touch(layerId);
    });
  }
}
