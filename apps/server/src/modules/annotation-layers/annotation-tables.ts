/**
 * Kysely types of the annotation tables (migration 20261123_0004_annotation_layers), added to the
 * metadata store's schema with `withTables` so this module owns them.
 */
import type { Generated, Kysely, Selectable } from 'kysely';
import type { MetadataSchema } from '../../store/schema';

interface Audit {
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface AnnotationLayersTable extends Audit {
  id: Generated<number>;
  uuid: string;
  name: string;
  descr: string | null;
}

export interface AnnotationsTable extends Audit {
  id: Generated<number>;
  uuid: string;
  layer_id: number;
  /** Naive UTC `YYYY-MM-DDTHH:mm:ss` (see annotation-time.ts). */
  start_dttm: string;
  end_dttm: string;
  short_descr: string;
  long_descr: string | null;
  json_metadata: string | null;
}

// A type alias, not an interface: withTables needs the implicit index signature of aliases.
export type AnnotationTables = {
  annotation_layers: AnnotationLayersTable;
  annotations: AnnotationsTable;
};

export type AnnotationStore = Kysely<MetadataSchema & AnnotationTables>;
export type AnnotationLayerRow = Selectable<AnnotationLayersTable>;
export type AnnotationRow = Selectable<AnnotationsTable>;

export function annotationStore(db: Kysely<MetadataSchema>): AnnotationStore {
  return db.withTables<AnnotationTables>();
}
