/**
 * Annotation layers: named groups of annotations that charts draw over their time axis. Any user
 * with can_read on Annotation sees every layer (there is no per-layer access, as in Superset);
 * can_write creates, renames and deletes them. A layer that still holds annotations cannot be
 * deleted (422), so annotations are never dropped by accident.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { NotFoundError, UnprocessableError } from '@panorama/core/errors/app-error';
import type { AnnotationLayerRow } from '@panorama/core/schemas/annotation-layer';
import type { MetadataSchema } from '../../store/schema';
import {
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import type { ListSpec } from '../../rest/list-spec';
import { auditFields } from '../shared/audit-fields';
import { fullName } from '../shared/user-refs';
import { AnnotationLayersRepository } from './annotation-layers.repository';
import { annotationLayerListSpec } from './annotation-layers.list-spec';
import type { AnnotationLayerCreate, AnnotationLayerUpdate } from './annotation-layers.schemas';

/** The view menu of both the layer and the annotation API (Superset's class_permission_name). */
export const ANNOTATION_VIEW_MENU = 'Annotation';
export const LAYER_NOT_FOUND = 'Annotation layer not found.';
export const LAYER_HAS_ANNOTATIONS = 'Annotation layer has associated annotations.';
export const LAYER_NAME_NOT_UNIQUE = 'Name must be unique';

export class AnnotationLayersService {
  readonly listSpec: ListSpec;
  private readonly repository: AnnotationLayersRepository;

  constructor(db: Kysely<MetadataSchema>) {
    this.repository = new AnnotationLayersRepository(db);
    this.listSpec = annotationLayerListSpec((ids) => this.serialize(ids));
  }

  async serialize(ids: number[]): Promise<AnnotationLayerRow[]> {
    const rows = await this.repository.layerRows(ids);
    const users = await this.repository.layers.auditUsers(rows);
    return rows.map((r) => {
      const audit = auditFields(r, users);
      return {
        id: r.id,
        uuid: r.uuid,
        name: r.name,
        descr: r.descr,
        ...audit,
        changed_by_name: fullName(audit.changed_by ?? undefined),
      };
    });
  }

  async get(id: number, principal: Principal): Promise<AnnotationLayerRow> {
    requirePermission(principal, 'can_read', ANNOTATION_VIEW_MENU);
    if (!(await this.repository.layers.isVisible(this.listSpec, id, { principal })))
      throw new NotFoundError();
    const [row] = await this.serialize([id]);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Whether the layer exists (annotation calls check it before touching its annotations). */
  exists(id: number): Promise<boolean> {
    return this.repository.layers.exists(id);
  }

  private async assertNameFree(name: string, exceptId: number | null): Promise<void> {
    if (await this.repository.layers.isTaken('name', name, exceptId)) {
      throw new UnprocessableError({ name: [LAYER_NAME_NOT_UNIQUE] });
    }
  }

  async create(body: AnnotationLayerCreate, principal: AuthenticatedPrincipal): Promise<number> {
    requirePermission(principal, 'can_write', ANNOTATION_VIEW_MENU);
    await this.assertNameFree(body.name, null);
    return this.repository.layers.insert(
      { uuid: crypto.randomUUID(), name: body.name, descr: body.descr ?? null },
      principal.userId,
    );
  }

  async update(
    id: number,
    body: AnnotationLayerUpdate,
    principal: AuthenticatedPrincipal,
  ): Promise<void> {
    requirePermission(principal, 'can_write', ANNOTATION_VIEW_MENU);
    if (!(await this.exists(id))) throw new NotFoundError();
    if (body.name !== undefined) await this.assertNameFree(body.name, id);
    await this.repository.layers.update(
      id,
      {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.descr !== undefined ? { descr: body.descr } : {}),
      },
      principal.userId,
    );
  }

  /** Deletes layers that exist and hold no annotations; otherwise nothing is deleted. */
  async delete(ids: number[], principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', ANNOTATION_VIEW_MENU);
    await this.repository.transaction(async (tx) => {
      if (!(await tx.layers.allExist(ids))) throw new NotFoundError();
      if (await tx.layersHoldAnnotations(ids)) throw new UnprocessableError(LAYER_HAS_ANNOTATIONS);
      await tx.layers.deleteIds(ids);
    });
  }
}
