/**
 * Kysely access to the annotation tables: layers and the annotations they hold. Rules (unique
 * names, end after start, a layer in use is not deleted) are the services'; this file only reads
 * and writes rows.
 */
import type { Kysely } from 'kysely';
import type { AnnotationLayerRow, AnnotationRow, MetadataSchema } from '../../store/schema';
import { AuditedTable, type StoreExecutor } from '../shared/audited-table';

export type AnnotationWithLayer = AnnotationRow & { layer_name: string };

export class AnnotationLayersRepository {
  readonly layers: AuditedTable<'annotation_layers'>;
  readonly annotations: AuditedTable<'annotations'>;

  constructor(private readonly db: StoreExecutor) {
    this.layers = new AuditedTable(db, 'annotation_layers');
    this.annotations = new AuditedTable(db, 'annotations');
  }

  /** Runs `work` in one transaction, on a repository bound to it. */
  transaction<T>(work: (repository: AnnotationLayersRepository) => Promise<T>): Promise<T> {
    return (this.db as Kysely<MetadataSchema>)
      .transaction()
      .execute((trx) => work(new AnnotationLayersRepository(trx)));
  }

  async layerRows(ids: number[]): Promise<AnnotationLayerRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('annotation_layers').selectAll().where('id', 'in', ids).execute();
  }

  async annotationRows(ids: number[]): Promise<AnnotationWithLayer[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('annotations as a')
      .innerJoin('annotation_layers as l', 'l.id', 'a.layer_id')
      .selectAll('a')
      .select(['l.name as layer_name'])
      .where('a.id', 'in', ids)
      .execute();
  }

  /** Whether any of the layers holds an annotation. */
  async layersHoldAnnotations(layerIds: number[]): Promise<boolean> {
    const used = await this.db
      .selectFrom('annotations')
      .select('id')
      .where('layer_id', 'in', layerIds)
      .limit(1)
      .executeTakeFirst();
    return used !== undefined;
  }

  /** The annotation's rule-checked values, if it belongs to the layer. */
  async annotationTimes(
    layerId: number,
    annotationId: number,
  ): Promise<Pick<AnnotationRow, 'short_descr' | 'start_dttm' | 'end_dttm'> | undefined> {
    return this.db
      .selectFrom('annotations')
      .select(['short_descr', 'start_dttm', 'end_dttm'])
      .where('id', '=', annotationId)
      .where('layer_id', '=', layerId)
      .executeTakeFirst();
  }

  async deleteAnnotations(layerId: number, ids: number[]): Promise<void> {
    await this.db
      .deleteFrom('annotations')
      .where('layer_id', '=', layerId)
      .where('id', 'in', ids)
      .execute();
  }

  /** changed_on by layer id, for the layers that exist. */
  async layerVersions(layerIds: number[]): Promise<Map<number, string>> {
    if (layerIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('annotation_layers')
      .select(['id', 'changed_on'])
      .where('id', 'in', layerIds)
      .execute();
    return new Map(rows.map((r) => [r.id, r.changed_on]));
  }

  /**
   * The layer's annotations with start before `before` and end at or after `endingFrom` (stored
   * times; null = unbounded), earliest first.
   */
  overlapping(
    layerId: number,
    endingFrom: string | null,
    before: string | null,
  ): Promise<
    Pick<
      AnnotationRow,
      'start_dttm' | 'end_dttm' | 'short_descr' | 'long_descr' | 'json_metadata'
    >[]
  > {
    let query = this.db
      .selectFrom('annotations')
      .select(['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'])
      .where('layer_id', '=', layerId);
    if (before !== null) query = query.where('start_dttm', '<', before);
    if (endingFrom !== null) query = query.where('end_dttm', '>=', endingFrom);
    return query.orderBy('start_dttm').orderBy('id').execute();
  }
}
